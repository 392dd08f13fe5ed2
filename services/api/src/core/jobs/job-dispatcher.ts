import type { QueueOverview } from '@groombook/contracts';
import type { DispatchOptions, JobPayload, JobRequest, JobStatus } from './job.types';
import type { QueueName } from './queue-names';

/** How many jobs of a queue are in each state that needs watching. */
export interface QueueDepth {
  queue: QueueName;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

/** Enqueues jobs and reports on them, whether they run on BullMQ or in process. */
export abstract class JobDispatcher {
  abstract readonly mode: 'bullmq' | 'in-process';
  abstract dispatch<P extends JobPayload>(queue: QueueName, name: string, payload: P, options?: DispatchOptions): Promise<string>;
  /** Many jobs of one queue in one round trip; their ids in order. */
  abstract dispatchMany<P extends JobPayload>(queue: QueueName, jobs: JobRequest<P>[]): Promise<string[]>;
  /**
   * Removes a waiting or delayed job (by the id the caller gave it). False when there was
   * none, or it is running already: a handler must still check that its work is wanted.
   */
  abstract cancel(queue: QueueName, jobId: string): Promise<boolean>;
  /**
   * Runs `name` every `everyMs` from now on, once however many processes ask (a platform
   * job: its payload names no company). In process, it stops with the process.
   */
  abstract repeat<P extends JobPayload>(queue: QueueName, name: string, payload: P, everyMs: number): Promise<void>;
  abstract status(queue: QueueName, jobId: string): Promise<JobStatus | null>;
  /** Every queue's depth, for monitoring; null where jobs run in process (they have no queue outside it). */
  async depths(): Promise<QueueDepth[] | null> {
    return null;
  }
  /** Every queue's counts and latest failures (newest first), for the super admins' overview. */
  abstract overview(): Promise<QueueOverview[]>;
  /** Runs a failed job again, from its first attempt. */
  abstract retryFailed(queue: QueueName, jobId: string): Promise<FailedJobAction>;
  /** Forgets a failed job. */
  abstract removeFailed(queue: QueueName, jobId: string): Promise<FailedJobAction>;
}

/** What became of a retry or removal: done, no job of that id, or a job that has not failed (only failed jobs are touched). */
export type FailedJobAction = 'done' | 'not-found' | 'not-failed';
