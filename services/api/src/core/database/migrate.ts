import { MigrationExecutor, type DataSource } from 'typeorm';

/** Any fixed number: the key of the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_KEY = 48_151_623;

/**
 * Runs pending migrations. Several API instances may start at once, so the run holds a
 * session-level advisory lock; the others wait and then find nothing left to do.
 */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    // A migration (or the wait for another process's) may outlast the statement timeout of requests.
    await runner.query('SET statement_timeout = 0');
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      // The lock's own connection runs the migrations: embedded Postgres has a pool of one.
      const executor = new MigrationExecutor(dataSource, runner);
      executor.transaction = 'each';
      const applied = await executor.executePendingMigrations();
      return applied.map((migration) => migration.name);
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await runner.query('RESET statement_timeout').catch(() => undefined);
    await runner.release();
  }
}
