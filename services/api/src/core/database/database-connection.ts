import type { AppConfig } from '../config/app-config';
import { startEmbeddedPostgres } from './embedded-postgres';

export interface DatabaseConnection {
  mode: 'postgres' | 'embedded';
  url: string;
  poolSize: number;
  /** Postgres only: how long a statement may run, and how long a request waits for a connection. */
  timeouts: { statementMs: number; connectMs: number } | null;
  stop: () => Promise<void>;
}

/** Real Postgres when DATABASE_URL is set; otherwise embedded Postgres with a pool of one. */
export async function openDatabaseConnection(config: AppConfig): Promise<DatabaseConnection> {
  const { url, poolSize, statementTimeoutMs, connectTimeoutMs, embeddedDataDir } = config.database;
  if (url) {
    // An external server outlives the process: nothing to stop.
    const stop = () => Promise.resolve();
    return { mode: 'postgres', url, poolSize, timeouts: { statementMs: statementTimeoutMs, connectMs: connectTimeoutMs }, stop };
  }
  // One connection inside this process: nothing to wait for but the work itself.
  const embedded = await startEmbeddedPostgres(embeddedDataDir);
  return { mode: 'embedded', url: embedded.url, poolSize: 1, timeouts: null, stop: embedded.stop };
}
