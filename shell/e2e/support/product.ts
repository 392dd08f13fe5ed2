import { randomBytes } from 'node:crypto';
import { createTestDatabase, startSmtpCapture, TEST_REDIS_URL, type SmtpCapture, type TestDatabase } from '@groombook/testing';
import { startProductServer, type ProductServer } from './product-server';

export const DEMO_PASSWORD = 'groombook-demo';
export const DEMO = {
  superadmin: 'superadmin@groombook.local',
  admin: 'admin@groombook.local',
  staff: 'staff@groombook.local',
} as const;

export interface Product {
  url: string;
  smtp: SmtpCapture;
  server: ProductServer;
  stop: () => Promise<void>;
}

/**
 * The built product as `npm start` runs it, for one test file: a fresh database seeded
 * with the demo company and sign-ins, the machine's Redis with the worker process, and
 * a local SMTP server catching the mail. `env` adds or overrides settings (a short token
 * lifetime, say).
 */
export async function launchProduct(env: Record<string, string> = {}): Promise<Product> {
  const database: TestDatabase = await createTestDatabase();
  const smtp = await startSmtpCapture();
  try {
    const server = await startProductServer({
      DATABASE_URL: database.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: `gbe2e-${randomBytes(4).toString('hex')}`,
      SMTP_URL: smtp.url,
      SEED_DEMO: 'true',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...env,
    });
    return {
      url: server.url,
      smtp,
      server,
      stop: async () => {
        await server.stop();
        await smtp.stop();
        await database.drop();
      },
    };
  } catch (error) {
    await smtp.stop();
    await database.drop();
    throw error;
  }
}
