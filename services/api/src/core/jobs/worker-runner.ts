import { Logger } from '@nestjs/common';
import { Worker } from 'bullmq';
import type { JobRegistry } from './job-registry';
import type { JobPayload } from './job.types';
import { ALL_QUEUES } from './queue-names';
import { createRedisConnection } from '../redis/redis';
import { loggableError } from '../logging/loggable-error';

export interface RunningWorkers {
  close: () => Promise<void>;
}

/** One BullMQ worker per queue, each handing jobs to the registered handler. */
export function startQueueWorkers(registry: JobRegistry, redisUrl: string, prefix: string, concurrency = 10): RunningWorkers {
  const logger = new Logger('Worker');
  const workers = ALL_QUEUES.map((queue) => {
    const worker = new Worker<JobPayload>(
      queue,
      async (job) => {
        const handler = registry.get(queue, job.name);
        return handler.handle(job.data, { jobId: job.id ?? '', runner: 'worker' });
      },
      { connection: createRedisConnection(redisUrl), prefix, concurrency },
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
