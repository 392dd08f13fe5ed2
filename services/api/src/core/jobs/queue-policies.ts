import type { QueueName } from './queue-names';

/** How the jobs of one queue are retried and kept, and how long a worker's hold on a job lasts. */
export interface QueuePolicy {
  /** Runs of a job whose handler throws, the first included. */
  attempts: number;
  /** The first retry's wait; each later one waits twice the one before. */
  backoffMs: number;
  /** Finished jobs kept for status look-ups (true: removed at once). */
  removeOnComplete: true | { age: number; count: number };
  removeOnFail: true | { age: number };
  /**
   * A worker's lock on a running job (renewed while it runs): when the worker dies, its jobs
   * run again once the lock lapses and a stalled-job check (every `stalledIntervalMs`) finds them.
   */
  lockDurationMs: number;
  stalledIntervalMs: number;
  /** Times a job may be found stalled before it counts as failed. */
  maxStalledCount: number;
}

const DEFAULT_POLICY: QueuePolicy = {
  attempts: 3,
  backoffMs: 1000,
  removeOnComplete: { age: 3600, count: 1000 },
  removeOnFail: { age: 24 * 3600 },
  lockDurationMs: 30_000,
  stalledIntervalMs: 30_000,
  maxStalledCount: 1,
};

/** What a queue changes from the default. */
const POLICIES: Partial<Record<QueueName, Partial<QueuePolicy>>> = {
  // Nobody looks up a mail job; its row is the record.
  email: { removeOnComplete: true },
  // The message row is the record of an SMS (its status and failure reason), so jobs go at
  // once, and a job id can be dispatched again (a sweep re-queues a message whose job was
  // lost). Provider outages get about four minutes of retries. A dead worker's messages
  // are taken up again within about fifteen seconds.
  'sms-send': {
    attempts: 8,
    backoffMs: 2000,
    removeOnComplete: true,
    removeOnFail: true,
    lockDurationMs: 10_000,
    stalledIntervalMs: 5_000,
    maxStalledCount: 20,
  },
};

export function queuePolicy(queue: QueueName): QueuePolicy {
  return { ...DEFAULT_POLICY, ...POLICIES[queue] };
}

/**
 * Runs of a failing job in process (no Redis): the queue's attempts when the queue names
 * them, else one run, as jobs in process have always had.
 */
export function inProcessAttempts(queue: QueueName): number {
  return POLICIES[queue]?.attempts ?? 1;
}

/** The wait before run `attempt + 1` after run `attempt` failed. */
export function backoffDelay(policy: Pick<QueuePolicy, 'backoffMs'>, attempt: number): number {
  return policy.backoffMs * 2 ** (attempt - 1);
}
