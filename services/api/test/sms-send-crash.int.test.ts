import { afterAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '@groombook/testing';
import { SmsOutbox } from '../src/modules/sms/outbox/sms-outbox.service';
import { useTestApi } from './support/api-fixture';
import { eventually, smsTables, smsTestEnv } from './support/sms';
import { startWorkerProcess, type WorkerProcess } from './support/worker-process';

const MESSAGES = 1000;

/**
 * The proof of one provider call per message: a thousand texts through the send queue while
 * the worker process is killed (SIGKILL, no shutdown) again and again mid-run. Jobs that die
 * with a worker run again on the next one; each message still reaches the provider once and
 * ends delivered.
 */
describe('sending through worker crashes', () => {
  const { env, prefix } = smsTestEnv();
  const t = useTestApi(env);
  const db = smsTables(t);
  let worker: WorkerProcess | undefined;
  const startWorker = async () => {
    worker = await startWorkerProcess({ DATABASE_URL: t.database.url, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix });
    return worker;
  };
  const calls = () => db.count('SELECT count(*) AS n FROM sms_simulator_calls');
  afterAll(async () => {
    await worker?.stop();
  });

  it(`makes exactly ${MESSAGES} provider calls for ${MESSAGES} messages and delivers them all, with the worker killed three times`, async () => {
    const companyId = await t.arrange.company('Crash Test Grooming');
    const { rows } = await t.arrange.query<{ id: string }>(
      `INSERT INTO customers (company_id, name, phone_number, phone_e164)
       SELECT $1, 'Customer ' || n, '201-555-' || n, '+1201555' || n FROM generate_series(1000, ${999 + MESSAGES}) AS n RETURNING id`,
      [companyId],
    );
    await startWorker();
    const results = await t.api.app
      .get(SmsOutbox)
      .sendMany(companyId, rows.map((row, index) => ({ customerId: row.id, body: `Message ${index + 1}`, purpose: 'conversation' as const })));
    expect(results.filter((result) => result.ok)).toHaveLength(MESSAGES);

    let kills = 0;
    for (const threshold of [150, 450, 750]) {
      await eventually(async () => (await calls()) >= threshold, 30_000, `${threshold} calls`);
      await worker!.kill();
      kills += 1;
      // The next worker finds the dead one's jobs stalled and runs them again.
      await startWorker();
    }
    expect(kills).toBe(3);

    await eventually(
      async () => (await db.count("SELECT count(*) AS n FROM sms_messages WHERE status = 'delivered'")) === MESSAGES,
      40_000,
      'every message delivered',
    );
    expect(await calls()).toBe(MESSAGES);
    expect(await db.count('SELECT count(DISTINCT message_id) AS n FROM sms_simulator_calls')).toBe(MESSAGES);
    expect(await db.count('SELECT count(DISTINCT idempotency_key) AS n FROM sms_simulator_calls')).toBe(MESSAGES);
    expect(await db.count("SELECT count(*) AS n FROM sms_messages WHERE status <> 'delivered'")).toBe(0);
    // The kills struck mid-send: some messages were taken for sending again after their worker died.
    const retaken = await db.count('SELECT count(*) AS n FROM sms_messages WHERE attempts > 1');
    expect(retaken).toBeGreaterThan(0);
    // Each text went to its own customer, with its own words.
    expect(
      await db.count(
        `SELECT count(*) AS n FROM sms_simulator_calls c JOIN sms_messages m ON m.id = c.message_id
         WHERE c.to_phone = m.phone_e164 AND c.body = m.body`,
      ),
    ).toBe(MESSAGES);
  });
});
