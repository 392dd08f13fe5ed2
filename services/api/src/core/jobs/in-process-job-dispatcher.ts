import { Logger } from '@nestjs/common';
import { JobDispatcher } from './job-dispatcher';
import type { JobRegistry } from './job-registry';
import type { JobPayload, JobStatus } from './job.types';
import type { QueueName } from './queue-names';
import { loggableError } from '../logging/loggable-error';

const KEEP_FINISHED = 1000;

/**
 * Without Redis (the embedded default) jobs run inside the API process through the
 * same handlers the worker uses. Statuses are kept in memory for the last jobs only.
 */
export class InProcessJobDispatcher extends JobDispatcher {
  readonly mode = 'in-process' as const;
  private readonly logger = new Logger('InProcessJobs');
  private readonly jobs = new Map<string, JobStatus>();
  private sequence = 0;
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly registry: JobRegistry) {
    super();
  }

  async dispatch<P extends JobPayload>(queue: QueueName, name: string, payload: P): Promise<string> {
    const handler = this.registry.get(queue, name);
    const id = `local-${++this.sequence}`;
    const status: JobStatus = { id, state: 'waiting', result: null, failedReason: null };
    this.remember(`${queue}:${id}`, status);

    const run = (async () => {
      await new Promise((resolve) => setImmediate(resolve));
      status.state = 'active';
      try {
        status.result = await handler.handle(payload, { jobId: id, runner: 'api' });
        status.state = 'completed';
      } catch (error) {
        status.state = 'failed';
        status.failedReason = error instanceof Error ? error.message : String(error);
        this.logger.error({ err: loggableError(error), queue, name, id }, 'Job failed');
      }
    })();
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
    return id;
  }

  async status(queue: QueueName, jobId: string): Promise<JobStatus | null> {
    return this.jobs.get(`${queue}:${jobId}`) ?? null;
  }

  /** Waits for the jobs under way (used on shutdown). */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }

  private remember(key: string, status: JobStatus): void {
    this.jobs.set(key, status);
    if (this.jobs.size > KEEP_FINISHED) {
      const oldest = this.jobs.keys().next().value;
      if (oldest !== undefined) this.jobs.delete(oldest);
    }
  }
}
