import { randomBytes } from 'node:crypto';
import type { JobDispatcher } from '../../../core/jobs/job-dispatcher';
import { QUEUE_NAMES } from '../../../core/jobs/queue-names';
import type { TenantDb } from '../../../core/tenancy/tenant-db';
import { SMS_SIMULATED_REPORT_JOB, type SmsSimulatedReportPayload } from '../sms.types';
import { SmsProvider, SmsProviderError, type SmsErrorKind, type SmsSendRequest } from './sms-provider';
import type { SmsSimulatorRepository } from './sms-simulator.repository';

/** How long after a send the simulator reports the message delivered. */
export const SIMULATED_DELIVERY_MS = 300;

/**
 * The development provider (and the tests'): records each call in Postgres once per
 * idempotency key, as a provider with idempotency keys does (the same key again answers with
 * the first call's id), then reports the message delivered a moment later through a job that
 * takes the same path as Twilio's delivery reports. Nothing leaves the machine.
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
    if (this.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
    const scripted = this.scriptedFailures.get(request.to);
    if (scripted && scripted.remaining > 0) {
      scripted.remaining -= 1;
      throw new SmsProviderError(scripted.kind, `The simulator was told to fail (${scripted.kind})`);
    }
    const providerMessageId = await this.db.platform((m) =>
      this.calls.record(m, {
        idempotencyKey: request.idempotencyKey,
        providerMessageId: `SM${randomBytes(16).toString('hex')}`,
        companyId: request.companyId,
        messageId: request.messageId,
        from: request.from.number,
        to: request.to,
        body: request.body,
        mediaUrl: request.mediaUrl ?? null,
      }),
    );
    // Also when the key was seen before: the first call's report may be the one that was lost.
    await this.jobs.dispatch<SmsSimulatedReportPayload>(
      QUEUE_NAMES.smsSend,
      SMS_SIMULATED_REPORT_JOB,
      { companyId: request.companyId, messageId: request.messageId, providerMessageId },
      { delayMs: SIMULATED_DELIVERY_MS, jobId: `sim-report-${providerMessageId}` },
    );
    return providerMessageId;
  }

  /** Tests: each send takes this long in this process, as a real provider's call does. */
  setLatency(ms: number): void {
    this.latencyMs = ms;
  }

  /** Tests: the next `times` sends to `to` (E.164) fail with `kind`, in this process. */
  failNext(to: string, kind: SmsErrorKind, times = 1): void {
    this.scriptedFailures.set(to, { kind, remaining: times });
  }
}
