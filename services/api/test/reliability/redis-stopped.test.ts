import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, startSmtpCapture, type SmtpCapture, type TestDatabase } from '@groombook/testing';
import { Clock } from '../../src/core/clock/clock';
import { EmailSweepJob } from '../../src/core/mail/email-sweep.job';
import { REDIS_CONNECTION } from '../../src/core/redis/redis';
import { SmsSweepJob } from '../../src/modules/sms/outbox/sms-sweep.job';
import { printFigures } from '../support/figures';
import { Arrange, call, signIn } from '../support/identity';
import { startPrivateRedis, type PrivateRedis } from '../support/private-services';
import { eventually } from '../support/sms';
import { startTestApi, uniqueRedisKeyPrefix, type TestApi } from '../support/test-api';
import { startWorkerProcess, type WorkerProcess } from '../support/worker-process';

const LANES = 6;
const SIGN_IN_LIMIT = 3;
const PHONE = '+12015550101';
/** No request may take this long; Redis stays down longer than it. */
const LONGEST_ALLOWED_MS = 5000;
const OUTAGE_AT_LEAST_MS = LONGEST_ALLOWED_MS + 1000;

interface Answer {
  what: string;
  ms: number;
  status: number;
}

/**
 * Redis stopped under the API: reads and writes keep answering (Postgres holds every record),
 * conflicts are computed from the database, failed sign-ins are still limited (by the
 * process's own counters), and the text and the mail asked for during the outage are sent
 * once when Redis is back. A private redis-server is stopped; the machine's is untouched.
 */
describe('Redis stopped while requests run', () => {
  let redis: PrivateRedis;
  let database: TestDatabase;
  let smtp: SmtpCapture;
  let api: TestApi;
  let worker: WorkerProcess;
  let arrange: Arrange;
  let token: string;
  let adminToken: string;
  let groomerId: string;
  let customerId: string;
  const prefix = uniqueRedisKeyPrefix();

  beforeAll(async () => {
    redis = await startPrivateRedis();
    database = await createTestDatabase();
    smtp = await startSmtpCapture();
    const env = { DATABASE_URL: database.url, REDIS_URL: redis.url, REDIS_KEY_PREFIX: prefix, SMTP_URL: smtp.url };
    api = await startTestApi({ ...env, SIGN_IN_RATE_LIMIT: String(SIGN_IN_LIMIT) });
    worker = await startWorkerProcess(env);
    arrange = await Arrange.connect(database.url);
    const companyId = await arrange.company('Outage Grooming');
    await arrange.user('staff@outage.test', 'staff', companyId);
    await arrange.user('admin@outage.test', 'admin', companyId);
    groomerId = (await arrange.query<{ id: string }>("INSERT INTO groomers (company_id, name) VALUES ($1, 'Outage Groomer') RETURNING id", [companyId])).rows[0]!.id;
    customerId = (
      await arrange.query<{ id: string }>(
        "INSERT INTO customers (company_id, name, phone_number, phone_e164) VALUES ($1, 'Outage Customer', '(201) 555-0101', $2) RETURNING id",
        [companyId, PHONE],
      )
    ).rows[0]!.id;
    token = (await signIn(api.url, 'staff@outage.test')).access_token;
    adminToken = (await signIn(api.url, 'admin@outage.test')).access_token;
  });

  afterAll(async () => {
    await worker?.stop();
    await arrange?.close();
    await api?.close();
    await smtp?.stop();
    await database?.drop();
    await redis?.remove();
  });

  const book = (date: string, time: string) =>
    call(api.url, 'POST', '/api/appointments', { token, body: { date, time, groomer_id: groomerId, customer_id: customerId, dog_name: 'Rex', duration_minutes: 60 } });

  it('keeps answering, takes conflicts from the database, still limits sign-ins, and sends what was asked once Redis is back', async () => {
    const answers: Answer[] = [];
    let running = true;
    let counter = 0;
    const timed = async (what: string, request: Promise<{ status: number }>) => {
      const startedAt = Date.now();
      const { status } = await request;
      answers.push({ what, ms: Date.now() - startedAt, status });
      return status;
    };
    const lane = async () => {
      while (running) {
        counter += 1;
        const day = String(1 + (counter % 28)).padStart(2, '0');
        const requests = [
          () => timed('list customers', call(api.url, 'GET', '/api/customers', { token })),
          () => timed('add a customer', call(api.url, 'POST', '/api/customers', { token, body: { name: `Walk-in ${counter}` } })),
          () => timed('book', book(`2026-03-${day}`, '09:00')),
          () => timed('month', call(api.url, 'GET', '/api/appointments?year=2026&month=3', { token })),
          () => timed('conflict map', call(api.url, 'GET', '/api/conflict-cache-simple?year=2026&month=3', { token })),
        ];
        await requests[counter % requests.length]!();
      }
    };
    const lanes = Promise.all(Array.from({ length: LANES }, lane));
    await new Promise((resolve) => setTimeout(resolve, 1500));

    await redis.stop();
    const connection = api.app.get<Redis>(REDIS_CONNECTION);
    await eventually(async () => connection.status !== 'ready', 5000, 'the API to notice');

    // Double booking is still seen: the conflict comes from Postgres.
    const first = await book('2026-04-10', '10:00');
    const second = await book('2026-04-10', '10:30');
    const slot = await call(api.url, 'GET', `/api/groomer-conflicts?groomerId=${groomerId}&date=2026-04-10&time=10:15&duration=30`, { token });
    const april = await call(api.url, 'GET', '/api/conflict-cache-simple?year=2026&month=4', { token });

    // Failed sign-ins are limited by the process's counters.
    const signIns: number[] = [];
    for (let attempt = 0; attempt <= SIGN_IN_LIMIT; attempt += 1) {
      signIns.push((await call(api.url, 'POST', '/api/auth/sign-in', { body: { email: 'staff@outage.test', password: 'wrong-password-here' } })).status);
    }

    // A text and a mail asked for while the queue is down.
    const text = await call(api.url, 'POST', `/api/sms-conversations?customerId=${customerId}`, { token: adminToken, body: { message: 'Rex is ready for pick-up' } });
    const reset = await call(api.url, 'POST', '/api/auth/forgot-password', { body: { email: 'admin@outage.test' } });
    // Longer down than any request may take: a request waiting for Redis to return would show.
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_AT_LEAST_MS));

    await redis.start();
    await eventually(async () => connection.status === 'ready', 15_000, 'the API to reconnect');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    running = false;
    await lanes;

    expect(text.status, JSON.stringify(text.body)).toBe(201);
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    // The sweeps run every minute on the worker; run them now, the text's as if its two minutes of grace were over.
    await api.app.get(EmailSweepJob).sweep();
    api.app.get(Clock).travelTo(new Date(Date.now() + 3 * 60_000));
    await api.app.get(SmsSweepJob).sweep();
    const mail = await smtp.waitFor('admin@outage.test', 30_000);
    await eventually(async () => (await arrange.query("SELECT 1 FROM sms_messages WHERE phone_e164 = $1 AND status = 'delivered'", [PHONE])).rowCount === 1, 30_000, 'the text delivered');
    // Time for a second send, were there to be one.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const providerCalls = (await arrange.query<{ n: number }>('SELECT count(*)::int AS n FROM sms_simulator_calls WHERE to_phone = $1', [PHONE])).rows[0]!.n;
    const mails = smtp.messages.filter((message) => message.to.includes('admin@outage.test')).length;

    const failures = answers.filter((a) => a.status >= 500);
    const longest = Math.max(...answers.map((a) => a.ms));
    printFigures('Redis stopped', {
      requests: answers.length,
      '5xx seen': failures.length,
      'longest request (ms)': longest,
      'conflicts found from the database': slot.body?.conflicts?.length ?? 0,
      'sign-ins refused 429 while down': signIns.filter((s) => s === 429).length,
      'texts queued while down, sent after': providerCalls,
      'mails queued while down, sent after': mails,
    });

    expect(failures.map((a) => `${a.what} ${a.status}`)).toEqual([]);
    expect(longest).toBeLessThan(LONGEST_ALLOWED_MS);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(slot.status).toBe(200);
    expect(slot.body.hasConflicts).toBe(true);
    expect(slot.body.conflicts).toHaveLength(2);
    expect(april.status).toBe(200);
    expect(april.body.cached).toBe(false);
    expect(Object.keys(april.body.conflicts).sort()).toEqual([first.body.appointment.id, second.body.appointment.id].sort());
    // Wrong passwords are refused (400) until the limit, then the address waits (429).
    expect(signIns).toEqual([...Array<number>(SIGN_IN_LIMIT).fill(400), 429]);
    expect(mail.subject).not.toBe('');
    expect(mails).toBe(1);
    expect(providerCalls).toBe(1);
  });
});
