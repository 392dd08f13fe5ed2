import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig, type AppConfig } from '../../src/core/config/app-config';
import { openDatabaseConnection } from '../../src/core/database/database-connection';
import { createApiApp } from '../../src/api-app';

export const TEST_JWT_SECRET = 'integration-tests-secret-of-at-least-32-chars';

export interface TestApi {
  app: NestFastifyApplication;
  config: AppConfig;
  /** Base URL of the listening server, e.g. http://127.0.0.1:41234 */
  url: string;
  close: () => Promise<void>;
}

/** A unique BullMQ key prefix, so runs sharing the machine's Redis never see each other's jobs. */
export function uniqueRedisKeyPrefix(): string {
  return `gbtest-${randomBytes(4).toString('hex')}`;
}

/** Boots the real API in this process on a free port, as main.ts does. */
export async function startTestApi(env: Record<string, string | undefined>): Promise<TestApi> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    JWT_SECRET: TEST_JWT_SECRET,
    REDIS_KEY_PREFIX: uniqueRedisKeyPrefix(),
    ...env,
  });
  const database = await openDatabaseConnection(config);
  const app = await createApiApp(config, database);
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  config.publicUrl ??= `http://127.0.0.1:${port}`;
  return {
    app,
    config,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await database.stop();
    },
  };
}
