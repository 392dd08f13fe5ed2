import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { JobDispatcher } from './job-dispatcher';
import type { DispatchOptions, JobPayload, JobRequest, JobState, JobStatus } from './job.types';
import type { QueueName } from './queue-names';
import { queuePolicy } from './queue-policies';

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
    const job = await this.queue(queue).add(name, payload, this.jobOptions(queue, options));
    if (!job.id) throw new Error('BullMQ returned a job without an id');
    return job.id;
  }

  async dispatchMany<P extends JobPayload>(queue: QueueName, jobs: JobRequest<P>[]): Promise<string[]> {
    if (jobs.length === 0) return [];
    this.assertConnected();
    const added = await this.queue(queue).addBulk(
      jobs.map((job) => ({ name: job.name, data: job.payload, opts: this.jobOptions(queue, job.options) })),
    );
    return added.map((job) => {
      if (!job.id) throw new Error('BullMQ returned a job without an id');
      return job.id;
    });
  }

  async cancel(queue: QueueName, jobId: string): Promise<boolean> {
    this.assertConnected();
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

  private assertConnected(): void {
    if (this.connection.status !== 'ready') throw new Error(`Redis is not connected (${this.connection.status})`);
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }
}
