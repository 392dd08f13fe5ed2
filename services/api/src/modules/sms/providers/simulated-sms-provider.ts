import { randomBytes } from 'node:crypto';
import type { JobDispatcher } from '../../../core/jobs/job-dispatcher';
import type { JobRequest } from '../../../core/jobs/job.types';
import { QUEUE_NAMES } from '../../../core/jobs/queue-names';
import type { TenantDb } from '../../../core/tenancy/tenant-db';
import { SMS_SIMULATED_REPORT_JOB, type SmsSimulatedReportPayload } from '../sms.types';
import { SmsProvider, SmsProviderError, stopsBatch, type SmsErrorKind, type SmsSendAnswer, type SmsSendRequest } from './sms-provider';
import type { SmsSimulatorRepository } from './sms-simulator.repository';

/** How long after a send the simulator reports the message delivered. */
export const SIMULATED_DELIVERY_MS = 300;

/**
 * The development provider (and the tests'): records each call in Postgres once per
 * idempotency key, as a provider with idempotency keys does (the same key again answers with
 * the first call's id), then reports the messages delivered a moment later through a job that
 * takes the same path as Twilio's delivery reports. A batch (`sendMany`) is recorded in one
 * statement and reported by one job, as a provider's bulk API would take it. Nothing leaves
 * the machine.
 */
export class SimulatedSmsProvider extends SmsProvider {
  readonly mode = 'simulator' as const;
  readonly idempotent = true;
  private readonly scriptedFailures = new Map<string, { kind: SmsErrorKind; remaining: number }>();
  private latencyMs = 0;

  constructor(
    private readonly db: TenantDb,
    private readonly calls: SmsSimulatorRepository,
    private readonly jobs: JobDispatcher,
  ) {
    super();
  }

  async send(request: SmsSendRequest): Promise<string> {
    const [answer] = await this.sendMany([request]);
    if (!answer) throw new Error('The simulator answered nothing');
    if (!answer.ok) throw answer.error;
    return answer.providerMessageId;
  }

  /**
   * Each request in order meets its scripted failure, if a test set one, and the batch stops
   * after a retryable one, as `SmsProvider.sendMany` does; the others are recorded together.
   */
  override async sendMany(requests: readonly SmsSendRequest[]): Promise<SmsSendAnswer[]> {
    const tried: (SmsSendAnswer | SmsSendRequest)[] = [];
    for (const request of requests) {
      const failure = this.scriptedFailure(request.to);
      tried.push(failure ? { ok: false, error: failure } : request);
      if (failure && stopsBatch(failure)) break;
    }
    if (this.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.latencyMs * tried.length));
    const accepted = tried.filter((entry): entry is SmsSendRequest => !('ok' in entry));
    const providerIds = await this.record(accepted);
    const answers = tried.map((entry): SmsSendAnswer => {
      if ('ok' in entry) return entry;
      const providerMessageId = providerIds.get(entry.idempotencyKey);
      if (!providerMessageId) throw new Error('The simulator lost a recorded call');
      return { ok: true, providerMessageId };
    });
    // Also for keys seen before: the first call's report may be the one that was lost.
    await this.jobs.dispatchMany(QUEUE_NAMES.smsSend, reportJobs(accepted, providerIds));
    return answers;
  }

  /** The calls, each once per idempotency key, in one statement: the provider id of each key's first call. */
  private async record(accepted: readonly SmsSendRequest[]): Promise<ReadonlyMap<string, string>> {
    if (accepted.length === 0) return new Map();
    return this.db.platform((m) =>
      this.calls.recordMany(
        m,
        accepted.map((request) => ({
          idempotencyKey: request.idempotencyKey,
          providerMessageId: `SM${randomBytes(16).toString('hex')}`,
          companyId: request.companyId,
          messageId: request.messageId,
          from: request.from.number,
          to: request.to,
          body: request.body,
          mediaUrl: request.mediaUrl ?? null,
        })),
      ),
    );
  }

  /** Tests: each send takes this long in this process, as a real provider's call does. */
  setLatency(ms: number): void {
    this.latencyMs = ms;
  }

  /** Tests: the next `times` sends to `to` (E.164) fail with `kind`, in this process. */
  failNext(to: string, kind: SmsErrorKind, times = 1): void {
    this.scriptedFailures.set(to, { kind, remaining: times });
  }

  private scriptedFailure(to: string): SmsProviderError | null {
    const scripted = this.scriptedFailures.get(to);
    if (!scripted || scripted.remaining <= 0) return null;
    scripted.remaining -= 1;
    return new SmsProviderError(scripted.kind, `The simulator was told to fail (${scripted.kind})`);
  }
}

/** One delayed report job per company of the batch, naming its messages and the ids the simulator gave them. */
function reportJobs(accepted: readonly SmsSendRequest[], providerIds: ReadonlyMap<string, string>): JobRequest<SmsSimulatedReportPayload>[] {
  const byCompany = new Map<string, SmsSimulatedReportPayload['reports']>();
  for (const request of accepted) {
    const providerMessageId = providerIds.get(request.idempotencyKey);
    if (!providerMessageId) continue;
    const reports = byCompany.get(request.companyId) ?? [];
    reports.push({ messageId: request.messageId, providerMessageId });
    byCompany.set(request.companyId, reports);
  }
  return [...byCompany].map(([companyId, reports]) => ({
    name: SMS_SIMULATED_REPORT_JOB,
    payload: { companyId, reports },
    // Named by its first message's provider id (and how many): a report job queued again while it waits adds nothing.
    options: { delayMs: SIMULATED_DELIVERY_MS, jobId: `sim-report-${reports[0]?.providerMessageId ?? 'none'}-${reports.length}` },
  }));
}
