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
  /** This run's number, from 1; a job whose handler throws runs again while `attempt < maxAttempts`. */
  attempt: number;
  maxAttempts: number;
}

/** What a job class implements; `@JobHandlerFor(queue, name)` on the class names the jobs it takes. */
export interface JobHandler<P extends JobPayload = JobPayload, R = unknown> {
  handle(payload: P, context: JobContext): Promise<R>;
}

export interface DispatchOptions {
  /** Run no sooner than this many milliseconds from now. */
  delayMs?: number;
  /**
   * The caller's id for the job: while a job with this id is waiting, delayed or running,
   * dispatching the same id again adds nothing, and `cancel` finds it by this id. Never
   * contains ':'.
   */
  jobId?: string;
}

/** One job of a `dispatchMany`. */
export interface JobRequest<P extends JobPayload = JobPayload> {
  name: string;
  payload: P;
  options?: DispatchOptions;
}

export type JobState = 'waiting' | 'active' | 'completed' | 'failed' | 'delayed' | 'unknown';

export interface JobStatus<R = unknown> {
  id: string;
  state: JobState;
  result: R | null;
  failedReason: string | null;
}
