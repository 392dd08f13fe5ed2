import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, firstLink, TEST_REDIS_URL, type TestDatabase } from '@groombook/testing';
import { loggableError } from '../src/core/logging/loggable-error';
import { InitialSuperadmin } from '../src/modules/identity/initial-superadmin';
import { useTestApi } from './support/api-fixture';
import { TEST_JWT_SECRET, uniqueRedisKeyPrefix } from './support/test-api';
import { startBuiltEntry, runBuiltApiUntilExit, startWorkerProcess, type BuiltProcess } from './support/worker-process';
import { Arrange, call, signIn } from './support/identity';

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** The built API as a deployment runs it, with its log on stdout at info level. */
async function startBuiltApi(env: Record<string, string>): Promise<{ process: BuiltProcess; url: string }> {
  const started = await startBuiltEntry('main.js', { HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', SEED_DEMO: 'false', ...env }, /is running at/);
  // PUBLIC_URL may name another address (production): the listening port is what a client here needs.
  const port = /listening on 127\.0\.0\.1:(\d+)/.exec(started.output())?.[1];
  if (!port) throw new Error(`No address in:\n${started.output()}`);
  return { process: started, url: `http://127.0.0.1:${port}` };
}

/** The secret parts of a set-password link: its two tokens. */
function secretsOf(link: string): string[] {
  const url = new URL(link);
  return [url.searchParams.get('access_token') ?? 'missing', url.searchParams.get('refresh_token') ?? 'missing'];
}

describe('no mail body or link in the log, in any mode', () => {
  let database: TestDatabase;
  let arrange: Arrange;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await arrange?.close();
    await database?.drop();
  });

  it('development (mailbox): the link is in the mailbox for this machine, never in the log', async () => {
    const { process: api, url } = await startBuiltApi({ DATABASE_URL: database.url, NODE_ENV: 'development', JWT_SECRET: TEST_JWT_SECRET });
    try {
      arrange = await Arrange.connect(database.url);
      await arrange.user('forgetful@logs.test', 'staff', await arrange.company('Log Grooming'));
      expect((await call(url, 'POST', '/api/auth/forgot-password', { body: { email: 'forgetful@logs.test' } })).status).toBe(200);
      const page = await until('the mailbox', async () => {
        const answer = await call(url, 'GET', '/api/dev/mailbox');
        return typeof answer.body === 'string' && answer.body.includes('/reset-password?') ? answer.body : null;
      });
      const link = /href="([^"]+reset-password[^"]+)"/.exec(page)?.[1]?.replaceAll('&amp;', '&') ?? '';
      await until('the delivery log line', async () => api.output().includes('is in the development mailbox'));
      expect(api.output()).toContain('forgetful@logs.test');
      for (const secret of [...secretsOf(link), 'reset-password?']) expect(api.output()).not.toContain(secret);
    } finally {
      await api.stop();
    }
  });

  it('production without SMTP_URL: starts with mail off, says so, and sends and logs nothing of the mail', async () => {
    const { process: api, url } = await startBuiltApi({
      DATABASE_URL: database.url,
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://127.0.0.1:9',
      JWT_SECRET: TEST_JWT_SECRET,
    });
    try {
      expect(api.output()).toContain('Email is off: SMTP_URL is not set');
      expect((await call(url, 'POST', '/api/auth/forgot-password', { body: { email: 'forgetful@logs.test' } })).status).toBe(200);
      await until('the mail-off log line', async () => api.output().includes('was not sent: mail is off'));
      expect(api.output()).not.toContain('reset-password');
      expect((await call(url, 'GET', '/api/dev/mailbox')).status).toBe(404);
      const left = await arrange.query("SELECT count(*)::int AS n FROM outbox_emails WHERE delivered_at IS NULL");
      expect(left.rows[0]?.n).toBe(0);
    } finally {
      await api.stop();
    }
  });
});

describe('production start-up', () => {
  it('refuses demo data with known sign-ins, naming the setting, before touching any database', async () => {
    const { code, output } = await runBuiltApiUntilExit({
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      PUBLIC_URL: 'https://salon.example.test',
      JWT_SECRET: TEST_JWT_SECRET,
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    });
    expect(code).toBe(1);
    expect(output).toContain('SEED_DEMO: demo data with known sign-ins is refused in production');
    expect(output).not.toContain('groombook-demo');
  });
});

describe('the first super admin of a production install', () => {
  const t = useTestApi({ INITIAL_SUPERADMIN_EMAIL: 'Owner@Platform.test' }, { smtp: true });

  it('is created without a password and chooses one through the emailed link, once', async () => {
    expect(await t.api.app.get(InitialSuperadmin).ensure()).toContain('owner@platform.test');
    const row = await t.arrange.query("SELECT role, password_hash FROM users WHERE email = 'owner@platform.test'");
    expect(row.rows).toEqual([{ role: 'superadmin', password_hash: null }]);

    const link = new URL(firstLink(await t.smtp.waitFor('owner@platform.test')));
    expect(link.pathname).toBe('/reset-password');
    const tokens = { access_token: link.searchParams.get('access_token'), refresh_token: link.searchParams.get('refresh_token') };
    expect((await call(t.api.url, 'POST', '/api/auth/reset-password', { body: { ...tokens, password: 'lighthouse-keeper-pw' } })).status).toBe(200);
    const me = await call(t.api.url, 'GET', '/api/me', { token: (await signIn(t.api.url, 'owner@platform.test', 'lighthouse-keeper-pw')).access_token });
    expect(me.body.role).toBe('superadmin');

    // With a super admin in place, later starts do nothing.
    expect(await t.api.app.get(InitialSuperadmin).ensure()).toBeNull();
    expect(t.smtp.messages.filter((m) => m.to.includes('owner@platform.test'))).toHaveLength(1);
  });
});

describe('email jobs on Redis', () => {
  const prefix = uniqueRedisKeyPrefix();
  const t = useTestApi({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix }, { smtp: true });
  let queue: Queue;

  beforeAll(async () => {
    queue = new Queue('email', { connection: { url: TEST_REDIS_URL }, prefix });
    await t.arrange.user('queued@jobs.test', 'staff', await t.arrange.company('Queue Grooming'));
  });

  afterAll(async () => {
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
  });

  it('carry only the outbox id, never the link; a sent mail leaves neither job nor body behind', async () => {
    expect((await call(t.api.url, 'POST', '/api/auth/forgot-password', { body: { email: 'queued@jobs.test' } })).status).toBe(200);
    // No worker yet: the job waits in Redis, as a deployment's would while the worker is busy.
    const [job] = await until('the queued job', async () => {
      const jobs = await queue.getJobs(['waiting', 'delayed', 'prioritized']);
      return jobs.length > 0 ? jobs : null;
    });
    expect(Object.keys(job!.data).sort()).toEqual(['companyId', 'emailId']);
    const stored = JSON.stringify(job!.data);

    const worker = await startWorkerProcess({ DATABASE_URL: t.database.url, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix, SMTP_URL: t.smtp.url });
    try {
      const mail = await t.smtp.waitFor('queued@jobs.test', 20_000);
      for (const secret of secretsOf(firstLink(mail))) expect(stored).not.toContain(secret);
      await until('the finished job to be removed', async () => {
        const counts = await queue.getJobCounts('completed', 'waiting', 'active');
        return counts.completed === 0 && counts.waiting === 0 && counts.active === 0;
      });
      const outbox = await t.api.app.get(DataSource).query('SELECT count(*)::int AS n FROM outbox_emails');
      expect(outbox[0].n).toBe(0);
      expect(worker.output()).not.toContain('reset-password');
    } finally {
      await worker.stop();
    }
  });
});

describe('error logs', () => {
  const t = useTestApi();

  it("keep a database error's kind and code but none of the values it was given", async () => {
    const dataSource = t.api.app.get(DataSource);
    const secret = `jane.doe.${randomBytes(4).toString('hex')}@private.test`;
    await dataSource.query('INSERT INTO users (email) VALUES ($1)', [secret]);
    const failures = await Promise.all([
      dataSource.query('INSERT INTO users (email) VALUES ($1)', [secret]).catch((error: unknown) => error),
      dataSource.query('SELECT $1::uuid', [secret]).catch((error: unknown) => error),
    ]);
    for (const failure of failures) {
      // The raw error does carry the value: that is what must not reach the log.
      expect(JSON.stringify({ ...(failure as object), message: (failure as Error).message })).toContain(secret);
      const logged = JSON.stringify(loggableError(failure));
      expect(logged).not.toContain(secret);
      expect(loggableError(failure)).toMatchObject({ type: 'QueryFailedError', code: expect.stringMatching(/^[0-9A-Z]{5}$/) });
    }
  });
});
