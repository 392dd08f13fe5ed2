import { Queue, type Job, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUE_FAILURES_SHOWN, type FailedJob, type QueueOverview } from '@groombook/contracts';
import { withDeadline, REDIS_DEADLINE_MS } from '../redis/redis';
import { JobDispatcher, type FailedJobAction, type QueueDepth } from './job-dispatcher';
import type { DispatchOptions, JobPayload, JobRequest, JobState, JobStatus } from './job.types';
import { ALL_QUEUES, type QueueName } from './queue-names';
import { queuePolicy } from './queue-policies';

/**
 * How long adding or taking back jobs may take. A command caught in flight by a lost connection
 * waits for Redis to return; the caller hears of it as a queue that is down instead.
 */
const QUEUE_DEADLINE_MS = 3000;

const KNOWN_STATES = new Set<JobState>(['waiting', 'active', 'completed', 'failed', 'delayed']);

/** Jobs go through Redis to the worker processes. */
export class BullmqJobDispatcher extends JobDispatcher {
  readonly mode = 'bullmq' as const;
  private readonly queues = new Map<QueueName, Queue>();

  constructor(
    private readonly connection: Redis,
    private readonly prefix: string,
  ) {
    super();
  }

  private queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.prefix });
      // The shared connection logs its failures once per kind (redis.ts); without a listener BullMQ
      // would print every reconnect attempt's error, unstructured, to stderr.
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }

  private jobOptions(queue: QueueName, options: DispatchOptions = {}): JobsOptions {
    const policy = queuePolicy(queue);
    return {
      removeOnComplete: policy.removeOnComplete,
      removeOnFail: policy.removeOnFail,
      attempts: policy.attempts,
      backoff: { type: 'exponential', delay: policy.backoffMs },
      ...(options.delayMs && options.delayMs > 0 ? { delay: Math.round(options.delayMs) } : {}),
      ...(options.jobId ? { jobId: options.jobId } : {}),
    };
  }

  async dispatch<P extends JobPayload>(queue: QueueName, name: string, payload: P, options?: DispatchOptions): Promise<string> {
    // BullMQ waits for Redis forever; a caller must hear at once that the queue is down.
    this.assertConnected();
    const job = await withDeadline(this.queue(queue).add(name, payload, this.jobOptions(queue, options)), QUEUE_DEADLINE_MS, 'Queueing a job');
    if (!job.id) throw new Error('BullMQ returned a job without an id');
    return job.id;
  }

  async dispatchMany<P extends JobPayload>(queue: QueueName, jobs: JobRequest<P>[]): Promise<string[]> {
    if (jobs.length === 0) return [];
    this.assertConnected();
    const added = await withDeadline(
      this.queue(queue).addBulk(jobs.map((job) => ({ name: job.name, data: job.payload, opts: this.jobOptions(queue, job.options) }))),
      QUEUE_DEADLINE_MS,
      'Queueing jobs',
    );
    return added.map((job) => {
      if (!job.id) throw new Error('BullMQ returned a job without an id');
      return job.id;
    });
  }

  async cancel(queue: QueueName, jobId: string): Promise<boolean> {
    this.assertConnected();
    return withDeadline(this.cancelNow(queue, jobId), QUEUE_DEADLINE_MS, 'Taking back a job');
  }

  private async cancelNow(queue: QueueName, jobId: string): Promise<boolean> {
    const job = await this.queue(queue).getJob(jobId);
    if (!job) return false;
    const state = await job.getState();
    if (state !== 'delayed' && state !== 'waiting' && state !== 'prioritized') return false;
    return (await this.queue(queue).remove(jobId)) === 1;
  }

  async repeat<P extends JobPayload>(queue: QueueName, name: string, payload: P, everyMs: number): Promise<void> {
    this.assertConnected();
    await this.queue(queue).upsertJobScheduler(
      name,
      { every: everyMs },
      { name, data: payload, opts: { removeOnComplete: true, removeOnFail: { age: 3600 }, attempts: 1 } },
    );
  }

  async status(queue: QueueName, jobId: string): Promise<JobStatus | null> {
    this.assertConnected();
    const first = await this.queue(queue).getJob(jobId);
    if (!first) return null;
    const state = await first.getState();
    // A job that ended between the two reads has its result or reason only in a fresh copy.
    const job = state === 'completed' || state === 'failed' ? ((await this.queue(queue).getJob(jobId)) ?? first) : first;
    return {
      id: jobId,
      state: KNOWN_STATES.has(state as JobState) ? (state as JobState) : state === 'waiting-children' || state === 'prioritized' ? 'waiting' : 'unknown',
      result: job.returnvalue ?? null,
      failedReason: job.failedReason || null,
    };
  }

  override async depths(): Promise<QueueDepth[]> {
    this.assertConnected();
    return withDeadline(
      Promise.all(
        ALL_QUEUES.map(async (queue) => {
          const { waiting, active, delayed, failed } = await this.counts(queue);
          return { queue, waiting, active, delayed, failed };
        }),
      ),
      REDIS_DEADLINE_MS,
      'Reading the queue depths',
    );
  }

  async overview(): Promise<QueueOverview[]> {
    this.assertConnected();
    return Promise.all(
      ALL_QUEUES.map(async (name) => {
        const failed = await this.queue(name).getJobs(['failed'], 0, QUEUE_FAILURES_SHOWN - 1, false);
        return { name, counts: await this.counts(name), failures: failed.filter((job): job is Job => Boolean(job?.id)).map(failureOf) };
      }),
    );
  }

  /**
   * A queue's jobs by state, counted one way for the metrics and the Queues page alike:
   * waiting holds the prioritized jobs and those waiting for their children too.
   */
  private async counts(name: QueueName): Promise<QueueOverview['counts']> {
    const counts = await this.queue(name).getJobCounts('wait', 'prioritized', 'waiting-children', 'active', 'delayed', 'failed', 'completed');
    return {
      waiting: (counts.wait ?? 0) + (counts.prioritized ?? 0) + (counts['waiting-children'] ?? 0),
      active: counts.active ?? 0,
      delayed: counts.delayed ?? 0,
      failed: counts.failed ?? 0,
      completed: counts.completed ?? 0,
    };
  }

  async retryFailed(queue: QueueName, jobId: string): Promise<FailedJobAction> {
    // From its first attempt: with its runs counted again, it gets the queue's retries anew.
    return this.onFailedJob(queue, jobId, (job) => job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true }));
  }

  async removeFailed(queue: QueueName, jobId: string): Promise<FailedJobAction> {
    return this.onFailedJob(queue, jobId, (job) => job.remove());
  }

  private async onFailedJob(queue: QueueName, jobId: string, act: (job: Job) => Promise<unknown>): Promise<FailedJobAction> {
    this.assertConnected();
    const job = await this.queue(queue).getJob(jobId);
    if (!job) return 'not-found';
    if ((await job.getState()) !== 'failed') return 'not-failed';
    await act(job);
    return 'done';
  }

  private assertConnected(): void {
    if (this.connection.status !== 'ready') throw new Error(`Redis is not connected (${this.connection.status})`);
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }
}

const isoOf = (ms: number | undefined) => (typeof ms === 'number' && ms > 0 ? new Date(ms).toISOString() : null);

/** A failed job as the overview shows it: never its payload, only the company it was for. */
function failureOf(job: Job): FailedJob {
  const companyId = (job.data as { companyId?: unknown } | undefined)?.companyId;
  return {
    id: String(job.id),
    name: job.name,
    failedReason: job.failedReason || null,
    attemptsMade: job.attemptsMade,
    timestamp: isoOf(job.timestamp),
    finishedOn: isoOf(job.finishedOn),
    companyId: typeof companyId === 'string' ? companyId : null,
  };
}
