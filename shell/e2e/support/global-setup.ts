import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { createTestDatabase, TEST_REDIS_URL } from '@groombook/testing';
import { startProductServer } from './product-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One product server for the end-to-end run: fresh database, real Redis, worker process. */
export default async function setup(project: TestProject) {
  const database = await createTestDatabase();
  const server = await startProductServer({
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    JOBS_PREFIX: `gbe2e-${randomBytes(4).toString('hex')}`,
  }).catch(async (error) => {
    await database.drop();
    throw error;
  });
  project.provide('baseUrl', server.url);

  return async () => {
    await server.stop();
    await database.drop();
  };
}
