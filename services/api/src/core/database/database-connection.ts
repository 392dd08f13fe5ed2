import type { AppConfig } from '../config/app-config';
import { startEmbeddedPostgres } from './embedded-postgres';

export interface DatabaseConnection {
  mode: 'postgres' | 'embedded';
  url: string;
  poolSize: number;
  stop: () => Promise<void>;
}

/** Real Postgres when DATABASE_URL is set; otherwise embedded Postgres with a pool of one. */
export async function openDatabaseConnection(config: AppConfig): Promise<DatabaseConnection> {
  if (config.database.url) {
    // An external server outlives the process: nothing to stop.
    const stop = () => Promise.resolve();
    return { mode: 'postgres', url: config.database.url, poolSize: config.database.poolSize, stop };
  }
  const embedded = await startEmbeddedPostgres(config.database.embeddedDataDir);
  return { mode: 'embedded', url: embedded.url, poolSize: 1, stop: embedded.stop };
}
