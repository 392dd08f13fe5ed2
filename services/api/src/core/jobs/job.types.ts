import type { QueueName } from './queue-names';

/**
 * Every job payload names its company. Only platform jobs on the system queue,
 * which touch no tenant's data, carry null.
 */
export interface JobPayload {
  companyId: string | null;
}

/** Where a job ran: on a BullMQ worker process, or inside the API when no Redis is configured. */
export type JobRunner = 'worker' | 'api';

export interface JobContext {
  jobId: string;
  runner: JobRunner;
}

export interface JobHandler<P extends JobPayload = JobPayload, R = unknown> {
  readonly queue: QueueName;
  readonly name: string;
  handle(payload: P, context: JobContext): Promise<R>;
}

export type JobState = 'waiting' | 'active' | 'completed' | 'failed' | 'delayed' | 'unknown';

export interface JobStatus<R = unknown> {
  id: string;
  state: JobState;
  result: R | null;
  failedReason: string | null;
}
