import { Logger } from '@nestjs/common';
import { Worker } from 'bullmq';
import type { JobRegistry } from './job-registry';
import type { JobPayload } from './job.types';
import { ALL_QUEUES } from './queue-names';
import { queuePolicy } from './queue-policies';
import { createRedisConnection } from '../redis/redis';
import { loggableError } from '../logging/loggable-error';

export interface RunningWorkers {
  close: () => Promise<void>;
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
    close: async () => {
      await Promise.all(workers.map((worker) => worker.close()));
    },
  };
}
