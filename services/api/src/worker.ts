import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { QuietFrameworkLogger } from './core/logging/quiet-framework-logger';
import { loadConfig } from './core/config/app-config';
import { openDatabaseConnection } from './core/database/database-connection';
import { JobRegistry } from './core/jobs/job-registry';
import { startQueueWorkers } from './core/jobs/worker-runner';
import { failStartup, onShutdownSignal } from './process-lifecycle';
import { WorkerModule } from './worker.module';

/** How long running jobs may take to finish after SIGTERM: within the process's 10 s, with time left to close. */
const WORKER_FINISH_MS = 7000;

/** The BullMQ worker: its own process, built from the same modules as the API. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.redisUrl) throw new Error('The worker needs REDIS_URL; without Redis the API runs jobs itself.');
  if (!config.database.url) throw new Error('The worker needs DATABASE_URL (embedded Postgres lives inside the API).');
  const database = await openDatabaseConnection(config);
  const app = await NestFactory.createApplicationContext(WorkerModule.register(config, database), { logger: ['fatal', 'error', 'warn'] });
  app.useLogger(app.get(QuietFrameworkLogger));
  await app.init();
  const workers = startQueueWorkers(app.get(JobRegistry), config.redisUrl, config.redisKeyPrefix);
  console.log(`GroomBook worker ${process.pid} is processing jobs`);

  onShutdownSignal(async () => {
    // Workers first, then Nest (queues, Redis, database): BullMQ retries a lost Redis forever.
    // The workers take no new jobs and let the running ones finish; a job still running near
    // the deadline is left, its lock lapses and the next worker runs it again (as after a crash).
    await workers.close(WORKER_FINISH_MS);
    await app.close();
    await database.stop();
    console.log(`GroomBook worker ${process.pid} stopped`);
  });
}

main().catch(failStartup);
