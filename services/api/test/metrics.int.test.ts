import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_REDIS_URL, type TestDatabase } from '@groombook/testing';
import { startTestApi, type TestApi } from './support/test-api';
import { Arrange, signIn } from './support/identity';

/** The value of the one line of `text` that starts with `prefix` (a metric and its labels). */
function sample(text: string, prefix: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${prefix} `));
  return line === undefined ? undefined : Number(line.slice(prefix.length + 1));
}

describe('GET /api/metrics', () => {
  let database: TestDatabase;
  let api: TestApi;
  let superadmin: string;
  let admin: string;
  // Proxies on this machine are believed, so X-Forwarded-For makes a request come from elsewhere.
  const fromElsewhere = { 'X-Forwarded-For': '203.0.113.9' };

  beforeAll(async () => {
    database = await createTestDatabase();
    api = await startTestApi({ DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL, TRUST_PROXY: 'loopback' });
    const arrange = await Arrange.connect(database.url);
    const company = await arrange.company('Metrics Grooming');
    await arrange.user('operator@example.test', 'superadmin', null);
    await arrange.user('admin@example.test', 'admin', company);
    await arrange.close();
    superadmin = (await signIn(api.url, 'operator@example.test')).access_token;
    admin = (await signIn(api.url, 'admin@example.test')).access_token;
  });

  afterAll(async () => {
    await api?.close();
    await database?.drop();
  });

  it('refuses callers from elsewhere that are not super admins: 401 anonymous, 403 an admin', async () => {
    const anonymous = await fetch(`${api.url}/api/metrics`, { headers: fromElsewhere });
    expect(anonymous.status).toBe(401);
    const asAdmin = await fetch(`${api.url}/api/metrics`, { headers: { ...fromElsewhere, Authorization: `Bearer ${admin}` } });
    expect(asAdmin.status).toBe(403);
    expect(await asAdmin.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it('answers a super admin from elsewhere and anyone on this machine, in the Prometheus text format', async () => {
    const asSuperadmin = await fetch(`${api.url}/api/metrics`, { headers: { ...fromElsewhere, Authorization: `Bearer ${superadmin}` } });
    expect(asSuperadmin.status).toBe(200);
    expect(asSuperadmin.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const local = await fetch(`${api.url}/api/metrics`);
    expect(local.status).toBe(200);
    expect(await local.text()).toContain('# TYPE groombook_http_request_duration_seconds histogram');
  });

  it('times requests by route pattern and status class, with no id of the URL in a label', async () => {
    const headers = { Authorization: `Bearer ${superadmin}` };
    for (let i = 0; i < 3; i += 1) {
      expect((await fetch(`${api.url}/api/health/queue-probe/no-such-job-${i}`, { headers })).status).toBe(404);
    }
    expect((await fetch(`${api.url}/api/health`)).status).toBe(200);
    const text = await (await fetch(`${api.url}/api/metrics`)).text();

    const probe = 'method="GET",route="/api/health/queue-probe/:jobId",status="4xx"';
    expect(sample(text, `groombook_http_request_duration_seconds_count{${probe}}`)).toBe(3);
    expect(sample(text, `groombook_http_request_duration_seconds_bucket{${probe},le="+Inf"}`)).toBe(3);
    expect(sample(text, `groombook_http_request_duration_seconds_bucket{${probe},le="10"}`)).toBe(3);
    expect(sample(text, `groombook_http_request_duration_seconds_sum{${probe}}`)).toBeGreaterThan(0);
    expect(sample(text, 'groombook_http_request_duration_seconds_count{method="GET",route="/api/health",status="2xx"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('no-such-job');

    // Buckets are cumulative: each is at least the one before.
    const buckets = text.split('\n').filter((line) => line.startsWith(`groombook_http_request_duration_seconds_bucket{${probe}`));
    expect(buckets).toHaveLength(12);
    const counts = buckets.map((line) => Number(line.split(' ').at(-1)));
    expect(counts).toEqual([...counts].sort((a, b) => a - b));

    // A URL no route matches is counted under one label, whatever the URL.
    await fetch(`${api.url}/api/nothing-here-${Date.now()}`);
    const after = await (await fetch(`${api.url}/api/metrics`)).text();
    expect(sample(after, 'groombook_http_request_duration_seconds_count{method="GET",route="unmatched",status="4xx"}')).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain('nothing-here');
  });

  it('reports each queue depth by state: a job waits while no worker runs', async () => {
    const headers = { Authorization: `Bearer ${superadmin}` };
    const before = await (await fetch(`${api.url}/api/metrics`)).text();
    expect(sample(before, 'groombook_queue_up')).toBe(1);
    for (const state of ['waiting', 'active', 'delayed', 'failed']) {
      for (const queue of ['system', 'email', 'conflict-cache', 'sms-send']) {
        expect(sample(before, `groombook_queue_jobs{queue="${queue}",state="${state}"}`), `${queue} ${state}`).toBeTypeOf('number');
      }
    }
    const waitingBefore = sample(before, 'groombook_queue_jobs{queue="system",state="waiting"}')!;
    expect((await fetch(`${api.url}/api/health/queue-probe`, { method: 'POST', headers })).status).toBe(202);
    const after = await (await fetch(`${api.url}/api/metrics`)).text();
    expect(sample(after, 'groombook_queue_jobs{queue="system",state="waiting"}')).toBe(waitingBefore + 1);
    expect(sample(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(after, 'process_cpu_seconds_total')).toBeGreaterThan(0);
  });
});

describe('GET /api/metrics when Redis is unreachable', () => {
  let database: TestDatabase;
  let api: TestApi;

  beforeAll(async () => {
    database = await createTestDatabase();
    api = await startTestApi({ DATABASE_URL: database.url, REDIS_URL: 'redis://127.0.0.1:1' });
  });

  afterAll(async () => {
    await api?.close();
    await database?.drop();
  });

  it('still answers, with the queues marked down and no depths', async () => {
    const response = await fetch(`${api.url}/api/metrics`, { signal: AbortSignal.timeout(5000) });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(sample(text, 'groombook_queue_up')).toBe(0);
    expect(text).not.toContain('groombook_queue_jobs{');
  });
});
