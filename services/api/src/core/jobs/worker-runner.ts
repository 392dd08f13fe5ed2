import { Logger } from '@nestjs/common';
import { Worker } from 'bullmq';
import type { JobRegistry } from './job-registry';
import type { JobPayload } from './job.types';
import { ALL_QUEUES } from './queue-names';
import { queuePolicy } from './queue-policies';
import { createRedisConnection } from '../redis/redis';
import { loggableError } from '../logging/loggable-error';

export interface RunningWorkers {
  /**
   * Takes no new jobs and waits for the running ones; after `finishMs` it stops waiting (the
   * process is about to exit): the jobs still running keep their lock until it lapses, then
   * BullMQ's stalled-job check hands them back to the queue for another worker.
   */
  close: (finishMs?: number) => Promise<void>;
}

/** One BullMQ worker per queue, each handing jobs to the registered handler. */
export function startQueueWorkers(registry: JobRegistry, redisUrl: string, prefix: string, concurrency = 10): RunningWorkers {
  const logger = new Logger('Worker');
  const workers = ALL_QUEUES.map((queue) => {
    const policy = queuePolicy(queue);
    const worker = new Worker<JobPayload>(
      queue,
      async (job) => {
        const handler = registry.get(queue, job.name);
        return handler.handle(job.data, {
          jobId: job.id ?? '',
          runner: 'worker',
          attempt: job.attemptsMade + 1,
          maxAttempts: job.opts.attempts ?? 1,
        });
      },
      {
        connection: createRedisConnection(redisUrl),
        prefix,
        concurrency,
        lockDuration: policy.lockDurationMs,
        stalledInterval: policy.stalledIntervalMs,
        maxStalledCount: policy.maxStalledCount,
      },
    );
    worker.on('failed', (job, error) => logger.error({ err: loggableError(error), queue, job: job?.name, id: job?.id }, 'Job failed'));
    worker.on('error', (error) => logger.error({ err: loggableError(error), queue }, 'Worker error'));
    return worker;
  });
  logger.log(`Processing queues: ${ALL_QUEUES.join(', ')}`);
  return {
    close: async (finishMs = Number.POSITIVE_INFINITY) => {
      const graceful = Promise.all(workers.map((worker) => worker.close()));
      if (!Number.isFinite(finishMs)) return void (await graceful);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), finishMs)));
      const outcome = await Promise.race([graceful.then(() => 'done' as const), late]);
      clearTimeout(timer);
      // The process exits after this: the jobs' connections go with it.
      if (outcome === 'late') logger.warn(`Jobs still running after ${finishMs / 1000} s; leaving them to be run again`);
    },
  };
}
