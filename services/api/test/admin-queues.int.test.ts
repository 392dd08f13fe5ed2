import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { queueJobActionResponseSchema, queuesResponseSchema, type QueuesResponse } from '@groombook/contracts';
import { TEST_REDIS_URL } from '@groombook/testing';
import { JobDispatcher } from '../src/core/jobs/job-dispatcher';
import { JobRegistry } from '../src/core/jobs/job-registry';
import { ALL_QUEUES, QUEUE_NAMES } from '../src/core/jobs/queue-names';
import { useTestApi } from './support/api-fixture';
import { call, signIn } from './support/identity';
import { uniqueRedisKeyPrefix } from './support/test-api';

const SECRET = 'do-not-show-this-token';

/** Signs in a super admin, an admin and a staff member of one company. */
async function signInRoles(t: ReturnType<typeof useTestApi>) {
  const company = await t.arrange.company('Happy Paws');
  await t.arrange.user('root@platform.test', 'superadmin', null);
  await t.arrange.user('admin@paws.test', 'admin', company);
  await t.arrange.user('staff@paws.test', 'staff', company);
  return {
    superadmin: (await signIn(t.api.url, 'root@platform.test')).access_token,
    admin: (await signIn(t.api.url, 'admin@paws.test')).access_token,
    staff: (await signIn(t.api.url, 'staff@paws.test')).access_token,
  };
}

const queueOf = (body: QueuesResponse, name: string) => {
  const queue = body.data.queues.find((candidate) => candidate.name === name);
  if (!queue) throw new Error(`No queue ${name} in the overview`);
  return queue;
};

describe('the queue overview on BullMQ (GET /api/admin/queues, retry, remove)', () => {
  // The email queue: nothing in this test sends mail, so its jobs are the test's own (the system queue has the API's repeated jobs).
  const prefix = uniqueRedisKeyPrefix();
  const t = useTestApi({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix });
  let tokens: Awaited<ReturnType<typeof signInRoles>>;
  let connection: Redis;
  let email: Queue;
  let failedJobId: string;

  /** Runs the email queue's waiting jobs once, each failing, as a worker whose handler throws would. */
  async function failWaitingJobs(count: number): Promise<void> {
    let failed = 0;
    const worker = new Worker(QUEUE_NAMES.email, async () => Promise.reject(new Error('the provider said no')), { connection, prefix });
    await new Promise<void>((resolve) => worker.on('failed', () => ++failed === count && resolve()));
    await worker.close();
  }

  beforeAll(async () => {
    tokens = await signInRoles(t);
    connection = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    email = new Queue(QUEUE_NAMES.email, { connection, prefix });
    const job = await email.add('nightly-report', { companyId: null, apiKey: SECRET }, { attempts: 1 });
    failedJobId = String(job.id);
    await failWaitingJobs(1);
    // One more, left waiting: neither retried nor removed, as it has not failed.
    await email.add('waits', { companyId: 'c-1' }, { jobId: 'still-waiting' });
  });

  afterAll(async () => {
    await email?.obliterate({ force: true });
    await email?.close();
    await connection?.quit();
  });

  it('is for super admins only: 401 without a session, 403 for an admin or staff member', async () => {
    for (const path of ['/api/admin/queues']) {
      expect((await call(t.api.url, 'GET', path)).status).toBe(401);
      expect(await call(t.api.url, 'GET', path, { token: tokens.admin })).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
      expect(await call(t.api.url, 'GET', path, { token: tokens.staff })).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    }
    for (const path of ['/api/admin/queues/retry', '/api/admin/queues/remove']) {
      const body = { queue: 'email', jobId: failedJobId };
      expect((await call(t.api.url, 'POST', path, { body })).status).toBe(401);
      expect(await call(t.api.url, 'POST', path, { token: tokens.admin, body })).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
      expect(await call(t.api.url, 'POST', path, { token: tokens.staff, body })).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    }
    // Nothing was retried or removed by the refused calls.
    expect(await (await email.getJob(failedJobId))?.getState()).toBe('failed');
  });

  it('lists every queue with its counts, and the failed job with its reason but not its payload', async () => {
    const answer = await call(t.api.url, 'GET', '/api/admin/queues', { token: tokens.superadmin });
    expect(answer.status).toBe(200);
    const body = queuesResponseSchema.parse(answer.body);
    expect(body.data.mode).toBe('bullmq');
    expect(body.data.queues.map((queue) => queue.name).sort()).toEqual([...ALL_QUEUES].sort());
    const queue = queueOf(body, QUEUE_NAMES.email);
    expect(queue.counts).toEqual({ waiting: 1, active: 0, delayed: 0, failed: 1, completed: 0 });
    expect(queue.failures).toEqual([
      {
        id: failedJobId,
        name: 'nightly-report',
        failedReason: 'the provider said no',
        attemptsMade: 1,
        timestamp: expect.any(String),
        finishedOn: expect.any(String),
        companyId: null,
      },
    ]);
    expect(queueOf(body, QUEUE_NAMES.conflictCache).counts).toEqual({ waiting: 0, active: 0, delayed: 0, failed: 0, completed: 0 });
    expect(JSON.stringify(answer.body)).not.toContain(SECRET);
  });

  it('refuses a request that names no queue or job, an unknown queue or job, and a job that has not failed', async () => {
    const retry = (body: unknown) => call(t.api.url, 'POST', '/api/admin/queues/retry', { token: tokens.superadmin, body });
    expect(await retry({ queue: 'email' })).toMatchObject({ status: 400, body: { success: false, code: 'VALIDATION_FAILED', message: 'jobId: jobId is required' } });
    expect(await retry({ queue: '', jobId: 'x' })).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(await retry({ queue: 'nope', jobId: failedJobId })).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', message: 'No queue named nope' } });
    expect(await retry({ queue: 'email', jobId: 'no-such-job' })).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect(await retry({ queue: 'email', jobId: 'still-waiting' })).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
    const remove = await call(t.api.url, 'POST', '/api/admin/queues/remove', { token: tokens.superadmin, body: { queue: 'email', jobId: 'still-waiting' } });
    expect(remove).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
    expect(await (await email.getJob('still-waiting'))?.getState()).toBe('waiting');
  });

  it('retries a failed job (it waits to run again), and removes it once it has failed again', async () => {
    const retried = await call(t.api.url, 'POST', '/api/admin/queues/retry', { token: tokens.superadmin, body: { queue: 'email', jobId: failedJobId } });
    expect(retried.status).toBe(200);
    expect(queueJobActionResponseSchema.parse(retried.body).message).toContain(failedJobId);
    expect(await (await email.getJob(failedJobId))?.getState()).toBe('waiting');
    const afterRetry = queuesResponseSchema.parse((await call(t.api.url, 'GET', '/api/admin/queues', { token: tokens.superadmin })).body);
    expect(queueOf(afterRetry, QUEUE_NAMES.email)).toMatchObject({ counts: { waiting: 2, failed: 0 }, failures: [] });

    await email.remove('still-waiting');
    await failWaitingJobs(1);
    expect(await (await email.getJob(failedJobId))?.getState()).toBe('failed');
    // Run again from its first attempt: one run counted, not two.
    const failedAgain = queuesResponseSchema.parse((await call(t.api.url, 'GET', '/api/admin/queues', { token: tokens.superadmin })).body);
    expect(queueOf(failedAgain, QUEUE_NAMES.email).failures).toEqual([expect.objectContaining({ id: failedJobId, attemptsMade: 1 })]);
    const removed = await call(t.api.url, 'POST', '/api/admin/queues/remove', { token: tokens.superadmin, body: { queue: 'email', jobId: failedJobId } });
    expect(removed).toMatchObject({ status: 200, body: { success: true } });
    expect(await email.getJob(failedJobId)).toBeUndefined();
    const afterRemove = queuesResponseSchema.parse((await call(t.api.url, 'GET', '/api/admin/queues', { token: tokens.superadmin })).body);
    expect(queueOf(afterRemove, QUEUE_NAMES.email)).toMatchObject({ counts: { waiting: 0, failed: 0 }, failures: [] });
    expect((await call(t.api.url, 'POST', '/api/admin/queues/remove', { token: tokens.superadmin, body: { queue: 'email', jobId: failedJobId } })).status).toBe(404);
  });
});

describe('the queue overview without Redis: the jobs the API runs in process', () => {
  const t = useTestApi();
  let tokens: Awaited<ReturnType<typeof signInRoles>>;
  let runs = 0;

  beforeAll(async () => {
    tokens = await signInRoles(t);
    t.api.app.get(JobRegistry).register(QUEUE_NAMES.system, 'always-fails', {
      handle: async () => {
        runs += 1;
        throw new Error('out of luck');
      },
    });
  });

  it('says the jobs run in process, counts what this process remembers, and retries and removes a failure', async () => {
    const dispatcher = t.api.app.get(JobDispatcher);
    const jobId = await dispatcher.dispatch(QUEUE_NAMES.system, 'always-fails', { companyId: null });
    await expect.poll(async () => (await dispatcher.status(QUEUE_NAMES.system, jobId))?.state).toBe('failed');
    expect(runs).toBe(1);

    expect((await call(t.api.url, 'GET', '/api/admin/queues', { token: tokens.staff })).status).toBe(403);
    const body = queuesResponseSchema.parse((await call(t.api.url, 'GET', '/api/admin/queues', { token: tokens.superadmin })).body);
    expect(body.data.mode).toBe('in-process');
    expect(body.data.queues.map((queue) => queue.name).sort()).toEqual([...ALL_QUEUES].sort());
    expect(queueOf(body, QUEUE_NAMES.system).counts.failed).toBe(1);
    expect(queueOf(body, QUEUE_NAMES.system).failures).toEqual([
      expect.objectContaining({ id: jobId, name: 'always-fails', failedReason: 'out of luck', attemptsMade: 1 }),
    ]);

    const retried = await call(t.api.url, 'POST', '/api/admin/queues/retry', { token: tokens.superadmin, body: { queue: 'system', jobId } });
    expect(retried.status).toBe(200);
    await expect.poll(() => runs).toBe(2);
    await expect.poll(async () => (await dispatcher.status(QUEUE_NAMES.system, jobId))?.state).toBe('failed');
    const removed = await call(t.api.url, 'POST', '/api/admin/queues/remove', { token: tokens.superadmin, body: { queue: 'system', jobId } });
    expect(removed.status).toBe(200);
    expect(await dispatcher.status(QUEUE_NAMES.system, jobId)).toBeNull();
    expect((await call(t.api.url, 'POST', '/api/admin/queues/remove', { token: tokens.superadmin, body: { queue: 'system', jobId } })).status).toBe(404);
  });
});
