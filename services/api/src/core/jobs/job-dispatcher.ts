import type { JobPayload, JobStatus } from './job.types';
import type { QueueName } from './queue-names';

/** Enqueues jobs and reports on them, whether they run on BullMQ or in process. */
export abstract class JobDispatcher {
  abstract readonly mode: 'bullmq' | 'in-process';
  abstract dispatch<P extends JobPayload>(queue: QueueName, name: string, payload: P): Promise<string>;
  abstract status(queue: QueueName, jobId: string): Promise<JobStatus | null>;
}
