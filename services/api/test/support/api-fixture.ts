import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, startSmtpCapture, type SmtpCapture, type TestDatabase } from '@groombook/testing';
import { Arrange } from './identity';
import { startTestApi, type TestApi } from './test-api';

export interface ApiFixture {
  database: TestDatabase;
  api: TestApi;
  /** The SMTP capture the API sends to (with `smtp: true`). */
  smtp: SmtpCapture;
  arrange: Arrange;
}

/**
 * For one describe block: a fresh database, the API on it (with `env`), direct database
 * access for arranging data and, with `smtp`, a local SMTP server catching the mail; all
 * stopped after. The fields are filled in beforeAll. `env` may be a function, read when the
 * API starts, for values that exist only by then (a mock provider's address started in an
 * earlier beforeAll of the same block).
 */
export function useTestApi(env: Record<string, string> | (() => Record<string, string>) = {}, options: { smtp?: boolean } = {}): ApiFixture {
  const fixture = {} as ApiFixture;
  beforeAll(async () => {
    fixture.database = await createTestDatabase();
    if (options.smtp) fixture.smtp = await startSmtpCapture();
    const extra = typeof env === 'function' ? env() : env;
    fixture.api = await startTestApi({ DATABASE_URL: fixture.database.url, ...(options.smtp ? { SMTP_URL: fixture.smtp.url } : {}), ...extra });
    fixture.arrange = await Arrange.connect(fixture.database.url);
  });
  afterAll(async () => {
    await fixture.arrange?.close();
    await fixture.api?.close();
    await fixture.smtp?.stop();
    await fixture.database?.drop();
  });
  return fixture;
}
