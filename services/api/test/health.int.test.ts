import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { healthResponseSchema, queueProbeStatusSchema, readinessResponseSchema } from '@groombook/contracts/platform';
import { MIGRATIONS } from '../src/core/database/migrations';
import { createTestDatabase, TEST_REDIS_URL, type TestDatabase } from '@groombook/testing';
import { startTestApi, uniqueRedisKeyPrefix, type TestApi } from './support/test-api';
import { startWorkerProcess, type WorkerProcess } from './support/worker-process';
import { Arrange, signIn } from './support/identity';

async function pollProbe(api: TestApi, token: string, jobId: string) {
  const headers = { Authorization: `Bearer ${token}` };
  for (let i = 0; i < 100; i++) {
    const body = queueProbeStatusSchema.parse(await (await fetch(`${api.url}/api/health/queue-probe/${jobId}`, { headers })).json());
    if (body.job.state === 'completed' || body.job.state === 'failed') return body.job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Job ${jobId} did not finish`);
}

describe('API on Postgres and Redis, with the worker process', () => {
  let database: TestDatabase;
  let api: TestApi;
  let worker: WorkerProcess;
  let operator: { Authorization: string };

  beforeAll(async () => {
    database = await createTestDatabase();
    const redisKeyPrefix = uniqueRedisKeyPrefix();
    api = await startTestApi({ DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: redisKeyPrefix });
    worker = await startWorkerProcess({ DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: redisKeyPrefix });
    const arrange = await Arrange.connect(database.url);
    await arrange.user('operator@example.test', 'superadmin', null);
    await arrange.close();
    operator = { Authorization: `Bearer ${(await signIn(api.url, 'operator@example.test')).access_token}` };
  });

  afterAll(async () => {
    await worker?.stop();
    await api?.close();
    await database?.drop();
  });

  it('answers liveness with 200 and nothing about the dependencies', async () => {
    const response = await fetch(`${api.url}/api/health`);
    expect(response.status).toBe(200);
    expect(healthResponseSchema.strict().parse(await response.json())).toEqual({ success: true, status: 'ok', version: '0.1.0' });
  });

  it('is ready: the database and Redis up, every migration applied, jobs on BullMQ', async () => {
    const response = await fetch(`${api.url}/api/health/ready`);
    expect(response.status).toBe(200);
    const body = readinessResponseSchema.parse(await response.json());
    expect(body).toMatchObject({
      success: true,
      status: 'ready',
      failed: [],
      database: { status: 'up', mode: 'postgres' },
      redis: { status: 'up' },
      migrations: { status: 'applied', pending: [] },
      jobs: { mode: 'bullmq' },
    });
  });

  it('is not ready, naming the migrations, when the database lacks one of this build', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const last = MIGRATIONS.at(-1)!.name;
    try {
      await client.query('DELETE FROM typeorm_migrations WHERE name = $1', [last]);
      const response = await fetch(`${api.url}/api/health/ready`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        success: false,
        status: 'not-ready',
        failed: ['migrations'],
        migrations: { status: 'pending', pending: [last] },
      });
      // Liveness does not look: the process still answers.
      expect((await fetch(`${api.url}/api/health`)).status).toBe(200);
    } finally {
      await client.query('INSERT INTO typeorm_migrations (timestamp, name) VALUES ($1, $2)', [Number(last.slice(-13)), last]);
      await client.end();
    }
    expect((await fetch(`${api.url}/api/health/ready`)).status).toBe(200);
  });

  it('applied the migrations to the fresh database on start', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const migrations = await client.query('SELECT name FROM typeorm_migrations ORDER BY id');
      expect(migrations.rows.map((row) => row.name)).toContain('CreateCompanies1763769600000');
      const table = await client.query("SELECT to_regclass('public.companies') AS name");
      expect(table.rows[0].name).toBe('companies');
    } finally {
      await client.end();
    }
  });

  it('runs a job enqueued through the API on the worker process, not in the API', async () => {
    const created = await fetch(`${api.url}/api/health/queue-probe`, { method: 'POST', headers: operator });
    expect(created.status).toBe(202);
    const { jobId } = (await created.json()) as { jobId: string };
    const job = await pollProbe(api, operator.Authorization.slice(7), jobId);
    expect(job.state).toBe('completed');
    expect(job.result?.processedBy).toBe('worker');
    expect(job.result?.pid).toBe(worker.pid);
    expect(job.result?.pid).not.toBe(process.pid);
  });

  it('echoes a valid X-Request-Id and makes one up otherwise', async () => {
    const given = await fetch(`${api.url}/api/health`, { headers: { 'X-Request-Id': 'trace-123' } });
    expect(given.headers.get('x-request-id')).toBe('trace-123');
    const invalid = await fetch(`${api.url}/api/health`, { headers: { 'X-Request-Id': 'bad id with spaces' } });
    expect(invalid.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown job with 404 and a malformed job id with 400, in the error shape', async () => {
    const missing = await fetch(`${api.url}/api/health/queue-probe/999999999`, { headers: operator });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, message: 'Job 999999999 not found', code: 'NOT_FOUND' });

    const malformed = await fetch(`${api.url}/api/health/queue-probe/${encodeURIComponent('x'.repeat(65))}`, { headers: operator });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('answers a body that is not JSON with 400 and an oversized body with 413', async () => {
    const headers = { 'Content-Type': 'application/json', ...operator };
    const broken = await fetch(`${api.url}/api/health/queue-probe`, { method: 'POST', headers, body: '{"oops' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });

    const huge = await fetch(`${api.url}/api/health/queue-probe`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses the queue probe without a session', async () => {
    expect((await fetch(`${api.url}/api/health/queue-probe`, { method: 'POST' })).status).toBe(401);
  });

  it('answers unknown API routes with 404 in the error shape', async () => {
    const response = await fetch(`${api.url}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('serves the runtime config with every remote manifest', async () => {
    const response = await fetch(`${api.url}/config.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      apiBaseUrl: '',
      remotes: {
        scheduling: '/remotes/scheduling/remoteEntry.js',
        customers: '/remotes/customers/remoteEntry.js',
        marketing: '/remotes/marketing/remoteEntry.js',
        admin: '/remotes/admin/remoteEntry.js',
      },
      // No GOOGLE_CLIENT_ID or GOOGLE_CLIENT_SECRET here: the sign-in page offers no Google button.
      googleSignIn: false,
    });
  });
});

describe('API when Redis is unreachable', () => {
  let database: TestDatabase;
  let api: TestApi;

  beforeAll(async () => {
    database = await createTestDatabase();
    // Nothing listens on port 1: the connection is refused.
    api = await startTestApi({ DATABASE_URL: database.url, REDIS_URL: 'redis://127.0.0.1:1' });
  });

  afterAll(async () => {
    await api?.close();
    await database?.drop();
  });

  it('is not ready (503, naming Redis), database still up, while liveness answers 200', async () => {
    const response = await fetch(`${api.url}/api/health/ready`);
    expect(response.status).toBe(503);
    expect(readinessResponseSchema.parse(await response.json())).toMatchObject({
      success: false,
      status: 'not-ready',
      failed: ['redis'],
      database: { status: 'up' },
      redis: { status: 'down' },
      migrations: { status: 'applied' },
    });
    expect((await fetch(`${api.url}/api/health`)).status).toBe(200);
  });

  it('refuses to enqueue at once with 503 instead of hanging', async () => {
    const arrange = await Arrange.connect(database.url);
    await arrange.user('operator@example.test', 'superadmin', null);
    await arrange.close();
    const token = (await signIn(api.url, 'operator@example.test')).access_token;
    const response = await fetch(`${api.url}/api/health/queue-probe`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(5000),
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      success: false,
      message: 'The job queue is unavailable',
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});

describe('migrations on a shared database', () => {
  it('two instances starting at once both come up and apply each migration once', async () => {
    const database = await createTestDatabase();
    const env = { DATABASE_URL: database.url };
    const [first, second] = await Promise.all([startTestApi(env), startTestApi(env)]);
    try {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const rows = await client.query('SELECT name, count(*)::int AS n FROM typeorm_migrations GROUP BY name');
      await client.end();
      expect(rows.rows.length).toBeGreaterThan(0);
      for (const row of rows.rows) expect(row.n).toBe(1);
    } finally {
      await first.close();
      await second.close();
      await database.drop();
    }
  });
});
