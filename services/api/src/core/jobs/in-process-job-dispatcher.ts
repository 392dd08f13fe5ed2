import { Logger } from '@nestjs/common';
import { QUEUE_FAILURES_SHOWN, type QueueJobCounts, type QueueOverview } from '@groombook/contracts';
import { JobDispatcher, type FailedJobAction } from './job-dispatcher';
import type { JobRegistry } from './job-registry';
import type { DispatchOptions, JobHandler, JobPayload, JobRequest, JobStatus } from './job.types';
import { ALL_QUEUES, type QueueName } from './queue-names';
import { backoffDelay, inProcessAttempts, queuePolicy } from './queue-policies';
import { loggableError } from '../logging/loggable-error';
import { apartFromRead } from '../tenancy/read-only-requests';

const KEEP_FINISHED = 1000;
/** setTimeout's longest wait; longer delays wait in steps. */
const MAX_TIMER_MS = 2_147_483_647;

/** What the overview tells of a remembered job besides its status; its payload is kept only to run it again. */
interface JobRecord {
  queue: QueueName;
  name: string;
  payload: JobPayload;
  addedAt: number;
  finishedAt: number | null;
  attemptsMade: number;
}

interface Pending {
  timer: NodeJS.Timeout | null;
  /** Ends a backoff wait early (on close or cancel). */
  wake: (() => void) | null;
  stopped: boolean;
}

/**
 * Without Redis (the embedded default) jobs run inside the API process through the
 * same handlers the worker uses. Statuses are kept in memory for the last jobs only.
 * Delayed jobs and retry waits are timers: they end with the process, so whatever must
 * survive a restart keeps its state in Postgres and is picked up again by a sweep.
 */
export class InProcessJobDispatcher extends JobDispatcher {
  readonly mode = 'in-process' as const;
  private readonly logger = new Logger('InProcessJobs');
  private readonly jobs = new Map<string, JobStatus>();
  private readonly records = new Map<string, JobRecord>();
  private sequence = 0;
  private readonly running = new Set<Promise<void>>();
  /** Jobs not finished yet (waiting, delayed, running, between retries), by queue:id. */
  private readonly pending = new Map<string, Pending>();
  private readonly repeats = new Map<string, NodeJS.Timeout>();
  private closed = false;

  constructor(private readonly registry: JobRegistry) {
    super();
  }

  async dispatch<P extends JobPayload>(queue: QueueName, name: string, payload: P, options: DispatchOptions = {}): Promise<string> {
    const handler = this.registry.get(queue, name);
    if (options.jobId && this.pending.has(`${queue}:${options.jobId}`)) return options.jobId;
    const id = options.jobId ?? `local-${++this.sequence}`;
    const key = `${queue}:${id}`;
    const delayMs = Math.max(0, options.delayMs ?? 0);
    const status: JobStatus = { id, state: delayMs > 0 ? 'delayed' : 'waiting', result: null, failedReason: null };
    this.remember(key, status, { queue, name, payload, addedAt: Date.now(), finishedAt: null, attemptsMade: 0 });
    const pending: Pending = { timer: null, wake: null, stopped: false };
    this.pending.set(key, pending);

    const start = () => {
      pending.timer = null;
      // A job is its own work, never part of the request that started it (a read's transactions refuse writes).
      const run = apartFromRead(() => this.run(queue, name, handler, payload, status, pending)).finally(() => {
        if (this.pending.get(key) === pending) this.pending.delete(key);
      });
      this.running.add(run);
      void run.finally(() => this.running.delete(run));
    };
    // A job never runs inside its dispatcher's call: the caller's answer goes first.
    if (delayMs > 0) this.after(delayMs, pending, start);
    else start();
    return id;
  }

  async dispatchMany<P extends JobPayload>(queue: QueueName, jobs: JobRequest<P>[]): Promise<string[]> {
    const ids: string[] = [];
    for (const job of jobs) ids.push(await this.dispatch(queue, job.name, job.payload, job.options));
    return ids;
  }

  async cancel(queue: QueueName, jobId: string): Promise<boolean> {
    const key = `${queue}:${jobId}`;
    const pending = this.pending.get(key);
    const status = this.jobs.get(key);
    // Only a job that has not started (its timer still set) can be taken back.
    if (!pending?.timer || status?.state === 'active') return false;
    clearTimeout(pending.timer);
    pending.timer = null;
    pending.stopped = true;
    pending.wake?.();
    this.pending.delete(key);
    this.forget(key);
    return true;
  }

  async repeat<P extends JobPayload>(queue: QueueName, name: string, payload: P, everyMs: number): Promise<void> {
    const key = `${queue}:${name}`;
    if (this.repeats.has(key) || this.closed) return;
    this.registry.get(queue, name);
    const timer = setInterval(() => {
      void this.dispatch(queue, name, payload, { jobId: `repeat-${name}` }).catch((error: unknown) =>
        this.logger.error({ err: loggableError(error), queue, name }, 'Could not start a repeated job'),
      );
    }, everyMs);
    timer.unref();
    this.repeats.set(key, timer);
  }

  async status(queue: QueueName, jobId: string): Promise<JobStatus | null> {
    return this.jobs.get(`${queue}:${jobId}`) ?? null;
  }

  /** The counts of the jobs this process remembers (its last thousand), and their failures, newest first. */
  async overview(): Promise<QueueOverview[]> {
    return ALL_QUEUES.map((name) => {
      const counts: QueueJobCounts = { waiting: 0, active: 0, delayed: 0, failed: 0, completed: 0 };
      const failures: QueueOverview['failures'] = [];
      for (const [key, status] of this.jobs) {
        const record = this.records.get(key);
        if (record?.queue !== name || status.state === 'unknown') continue;
        counts[status.state] += 1;
        if (status.state !== 'failed') continue;
        failures.push({
          id: status.id,
          name: record.name,
          failedReason: status.failedReason,
          attemptsMade: record.attemptsMade,
          timestamp: new Date(record.addedAt).toISOString(),
          finishedOn: record.finishedAt === null ? null : new Date(record.finishedAt).toISOString(),
          companyId: record.payload.companyId,
        });
      }
      return { name, counts, failures: failures.reverse().slice(0, QUEUE_FAILURES_SHOWN) };
    });
  }

  async retryFailed(queue: QueueName, jobId: string): Promise<FailedJobAction> {
    const key = `${queue}:${jobId}`;
    const record = this.records.get(key);
    const state = this.failedState(key);
    if (state !== 'done' || !record) return state;
    this.forget(key);
    await this.dispatch(queue, record.name, record.payload, { jobId });
    return 'done';
  }

  async removeFailed(queue: QueueName, jobId: string): Promise<FailedJobAction> {
    const key = `${queue}:${jobId}`;
    const state = this.failedState(key);
    if (state === 'done') this.forget(key);
    return state;
  }

  private failedState(key: string): FailedJobAction {
    const status = this.jobs.get(key);
    if (!status) return 'not-found';
    return status.state === 'failed' ? 'done' : 'not-failed';
  }

  /** Waits for the jobs under way (used on shutdown); delayed jobs are not waited for. */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }

  /** Stops repeats, delayed jobs and retry waits (a job between retries stops retrying), then drains. */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.repeats.values()) clearInterval(timer);
    this.repeats.clear();
    for (const pending of this.pending.values()) {
      if (pending.timer) clearTimeout(pending.timer);
      pending.timer = null;
      pending.stopped = true;
      pending.wake?.();
    }
    await this.drain();
  }

  private async run(queue: QueueName, name: string, handler: JobHandler, payload: JobPayload, status: JobStatus, pending: Pending): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    const maxAttempts = inProcessAttempts(queue);
    const record = this.records.get(`${queue}:${status.id}`);
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      if (pending.stopped) return;
      status.state = 'active';
      if (record) record.attemptsMade = attempt;
      try {
        status.result = await handler.handle(payload, { jobId: status.id, runner: 'api', attempt, maxAttempts });
        status.state = 'completed';
        status.failedReason = null;
        if (record) record.finishedAt = Date.now();
        return;
      } catch (error) {
        status.failedReason = error instanceof Error ? error.message : String(error);
        if (attempt === maxAttempts) {
          status.state = 'failed';
          if (record) record.finishedAt = Date.now();
          this.logger.error({ err: loggableError(error), queue, name, id: status.id }, 'Job failed');
          return;
        }
        status.state = 'delayed';
        await new Promise<void>((resolve) => {
          pending.wake = resolve;
          this.after(backoffDelay(queuePolicy(queue), attempt), pending, resolve);
        });
        pending.wake = null;
      }
    }
  }

  /** Calls `then` after `ms` (in steps past setTimeout's limit), keeping the timer in `pending`. */
  private after(ms: number, pending: Pending, then: () => void): void {
    const step = Math.min(ms, MAX_TIMER_MS);
    pending.timer = setTimeout(() => {
      pending.timer = null;
      if (ms > step) this.after(ms - step, pending, then);
      else then();
    }, step);
    pending.timer.unref();
  }

  private remember(key: string, status: JobStatus, record: JobRecord): void {
    // Re-added at the end: the newest job is the last forgotten.
    this.forget(key);
    this.jobs.set(key, status);
    this.records.set(key, record);
    if (this.jobs.size > KEEP_FINISHED) {
      const oldest = this.jobs.keys().next().value;
      if (oldest !== undefined) this.forget(oldest);
    }
  }

  private forget(key: string): void {
    this.jobs.delete(key);
    this.records.delete(key);
  }
}
