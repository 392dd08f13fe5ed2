import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { JobDispatcher } from './job-dispatcher';
import type { JobPayload, JobState, JobStatus } from './job.types';
import type { QueueName } from './queue-names';

const KNOWN_STATES = new Set<JobState>(['waiting', 'active', 'completed', 'failed', 'delayed']);

/** Finished jobs are kept an hour for status look-ups, except on queues whose jobs nobody looks up (mail: removed at once). */
const REMOVE_ON_COMPLETE: Partial<Record<QueueName, true>> = { email: true };

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

  async dispatch<P extends JobPayload>(queue: QueueName, name: string, payload: P): Promise<string> {
    // BullMQ waits for Redis forever; a caller must hear at once that the queue is down.
    this.assertConnected();
    const job = await this.queue(queue).add(name, payload, {
      removeOnComplete: REMOVE_ON_COMPLETE[queue] ?? { age: 3600, count: 1000 },
      removeOnFail: { age: 24 * 3600 },
      attempts: 3,
      backoff: { type: 'exponential', delay: 1000 },
    });
    if (!job.id) throw new Error('BullMQ returned a job without an id');
    return job.id;
  }

  async status(queue: QueueName, jobId: string): Promise<JobStatus | null> {
    this.assertConnected();
    const job = await this.queue(queue).getJob(jobId);
    if (!job) return null;
    const state = await job.getState();
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
