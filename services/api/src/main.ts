import { loadConfig } from './core/config/app-config';
import { openDatabaseConnection } from './core/database/database-connection';
import { createApiApp } from './api-app';
import { failStartup, onShutdownSignal } from './process-lifecycle';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabaseConnection(config);
  const app = await createApiApp(config, database);
  await app.listen(config.port, config.host);

  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl ?? `http://localhost:${port}`;
  const storage = database.mode === 'embedded' ? `embedded Postgres in ${config.database.embeddedDataDir}` : 'Postgres';
  const jobs = config.redisUrl ? 'jobs on BullMQ workers' : 'jobs in process';
  console.log(`GroomBook is running at ${url} (${storage}, ${jobs})`);

  onShutdownSignal(async () => {
    await app.close();
    await database.stop();
  });
}

main().catch(failStartup);
