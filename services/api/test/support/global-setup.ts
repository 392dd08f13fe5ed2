import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Redis } from 'ioredis';
import { TEST_DATABASE_ADMIN_URL, TEST_REDIS_URL } from '@groombook/testing';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Integration tests need the real services and the built worker entry point. */
export default async function setup(): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_ADMIN_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`Integration tests need Postgres at ${TEST_DATABASE_ADMIN_URL} (set TEST_DATABASE_URL): ${String(error)}`);
  } finally {
    await client.end().catch(() => undefined);
  }

  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(`Integration tests need Redis at ${TEST_REDIS_URL} (set TEST_REDIS_URL): ${String(error)}`);
  } finally {
    redis.disconnect();
  }

  // The worker runs as its own process from the bundle: build it from the current sources.
  execFileSync(process.execPath, [path.join(apiDir, '../../node_modules/@rspack/cli/bin/rspack.js'), 'build', '-c', 'rspack.config.mjs'], {
    cwd: apiDir,
    stdio: 'pipe',
  });
}
