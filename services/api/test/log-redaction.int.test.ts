import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_COOKIE } from '@groombook/contracts';
import { createTestDatabase, type TestDatabase } from '@groombook/testing';
import { Arrange, call, refreshCookieOf, signIn } from './support/identity';
import { TEST_JWT_SECRET } from './support/test-api';
import { startBuiltEntry, type BuiltProcess } from './support/worker-process';

/** The value of each cookie an answer sets (the refresh and device cookies), without names or attributes. */
/** The values of the cookies an answer sets, but the one that says only "signed in" ('1', no secret). */
const cookieValues = (headers: Headers) =>
  headers
    .getSetCookie()
    .filter((cookie) => !cookie.startsWith(`${SIGNED_IN_COOKIE}=`))
    .map((cookie) => (cookie.split(';')[0] ?? '').split('=').slice(1).join('='));

describe('the request log, at debug (every request logged), holds no session', () => {
  let database: TestDatabase;
  let arrange: Arrange;
  let api: BuiltProcess;
  let url = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    api = await startBuiltEntry(
      'main.js',
      { DATABASE_URL: database.url, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'debug', SEED_DEMO: 'false', NODE_ENV: 'development', JWT_SECRET: TEST_JWT_SECRET, REDIS_URL: '' },
      /is running at/,
    );
    const port = /listening on 127\.0\.0\.1:(\d+)/.exec(api.output())?.[1];
    if (!port) throw new Error(`No address in:\n${api.output()}`);
    url = `http://127.0.0.1:${port}`;
    arrange = await Arrange.connect(database.url);
    await arrange.user('logged@redaction.test', 'admin', await arrange.company('Redaction Grooming'));
  });

  afterAll(async () => {
    await arrange?.close();
    await api?.stop();
    await database?.drop();
  });

  it('logs the requests that carried an Authorization header and cookies, and neither the token nor a cookie value', async () => {
    const session = await signIn(url, 'logged@redaction.test');
    const refreshValue = session.cookie.slice(session.cookie.indexOf('=') + 1);
    const secrets = [session.access_token, refreshValue];

    const headers = { Cookie: `${session.cookie}; groombook_device=device-cookie-value-1234567890` };
    expect((await call(url, 'GET', '/api/me', { token: session.access_token, headers })).status).toBe(200);
    expect((await call(url, 'GET', '/api/no-such-route', { token: session.access_token, headers })).status).toBe(404);
    // A refresh reads the cookie and sets a new one (Set-Cookie on the answer).
    const refreshed = await call(url, 'POST', '/api/auth/refresh', { headers });
    expect(refreshed.status).toBe(200);
    expect(refreshCookieOf(refreshed.headers)).toBeTruthy();
    secrets.push('device-cookie-value-1234567890', ...cookieValues(refreshed.headers).filter((value) => value.length > 0), refreshed.body.session.access_token);

    const lines = () => api.output().split('\n').filter((line) => line.includes('"req"'));
    await expect.poll(() => lines().filter((line) => line.includes('/api/auth/refresh')).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const logged = lines().map((line) => JSON.parse(line) as { req: { url: string } });
    expect(logged.map((line) => line.req.url)).toEqual(expect.arrayContaining(['/api/auth/sign-in', '/api/me', '/api/no-such-route', '/api/auth/refresh']));
    for (const secret of secrets) expect(api.output()).not.toContain(secret);
  });
});
