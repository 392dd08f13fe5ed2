import { afterAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '@groombook/testing';
import { useTestApi } from './support/api-fixture';
import { call, signIn } from './support/identity';
import { STALLED_AFTER_MS } from '../src/modules/sms/outbox/sms-sweep.job';
import { clockOf, eventually, smsTables, smsTestEnv, sweepOf } from './support/sms';
import { startWorkerProcess, type WorkerProcess } from './support/worker-process';

const RECIPIENTS = 1000;

/**
 * The proof of one provider call per message for a campaign's batches: a campaign to a thousand
 * customers while the worker process is killed (SIGKILL, no shutdown) again and again mid-run,
 * whether it is handing recipients over or sending a batch it has claimed. The jobs that die
 * with a worker run again on the next one (and the SMS sweep queues again any text left without
 * a job); each recipient still reaches the provider once, and the campaign ends by itself.
 */
describe('a campaign sent through worker crashes', () => {
  const { env, prefix } = smsTestEnv();
  // The marketing window is the SMS module's rule: here the campaign goes out at once.
  const t = useTestApi({ ...env, SMS_QUIET_HOURS: 'off' });
  const db = smsTables(t);
  let worker: WorkerProcess | undefined;
  const startWorker = async (): Promise<WorkerProcess> => {
    worker = await startWorkerProcess({ DATABASE_URL: t.database.url, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix, SMS_QUIET_HOURS: 'off' });
    return worker;
  };
  const calls = () => db.count('SELECT count(*) AS n FROM sms_simulator_calls');
  afterAll(async () => {
    await worker?.stop();
  });

  it(`makes exactly ${RECIPIENTS} provider calls for a campaign to ${RECIPIENTS} and delivers them all, with the worker killed three times`, async () => {
    const companyId = await t.arrange.company('Crash Campaign Grooming');
    await t.arrange.query(
      `INSERT INTO customers (company_id, name, phone_number, phone_e164)
       SELECT $1, 'Customer ' || n, '201-555-' || n, '+1201555' || n FROM generate_series(1000, ${999 + RECIPIENTS}) AS n`,
      [companyId],
    );
    await t.arrange.query(
      `INSERT INTO sms_consent_events (company_id, phone_e164, action, source, created_at)
       SELECT $1, phone_e164, 'opt_in', 'YES', '2020-01-01T10:00:00Z' FROM customers WHERE company_id = $1`,
      [companyId],
    );
    await t.arrange.user('admin@crash-campaign.test', 'admin', companyId);
    const token = (await signIn(t.api.url, 'admin@crash-campaign.test')).access_token;
    let running = await startWorker();
    const created = await call(t.api.url, 'POST', '/api/campaigns', {
      token,
      body: { title: 'Crash', message: 'Spring baths 10% off this week', recipients: { mode: 'all' } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const campaignId: string = created.body.data.campaign.id;

    const claimed = () => db.count("SELECT count(*) AS n FROM sms_messages WHERE campaign_id = $1 AND status = 'sending'", [campaignId]);
    let kills = 0;
    let midBatch = 0;
    for (const threshold of [150, 450, 750]) {
      // Past the threshold, at a moment a batch is claimed and not yet recorded (unless all is sent).
      const sending = await eventually(
        async () => {
          const made = await calls();
          if (made < threshold) return null;
          const inFlight = await claimed();
          if (inFlight > 0) return inFlight;
          return made === RECIPIENTS ? -1 : null;
        },
        60_000,
        `${threshold} calls with a batch claimed`,
      );
      await running.kill();
      kills += 1;
      if (sending > 0) midBatch += 1;
      // The next worker finds the dead one's jobs stalled and runs them again.
      running = await startWorker();
    }
    expect(kills).toBe(3);
    expect(midBatch).toBeGreaterThan(0);
    // A worker killed after a batch of recipients committed and before its texts were queued
    // leaves them queued without a job: the SMS sweep queues them again once they have waited two
    // minutes. Its run of two minutes later, now.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    clockOf(t).travelTo(new Date(Date.now() + STALLED_AFTER_MS + 60_000));
    try {
      await sweepOf(t).sweep();
    } finally {
      clockOf(t).travelTo(null);
    }

    await eventually(
      async () => (await db.count("SELECT count(*) AS n FROM sms_messages WHERE campaign_id = $1 AND status = 'delivered'", [campaignId])) === RECIPIENTS,
      90_000,
      'every message delivered',
    );
    expect(await calls()).toBe(RECIPIENTS);
    expect(await db.count('SELECT count(DISTINCT message_id) AS n FROM sms_simulator_calls')).toBe(RECIPIENTS);
    expect(await db.count('SELECT count(DISTINCT to_phone) AS n FROM sms_simulator_calls')).toBe(RECIPIENTS);
    expect(await db.count('SELECT count(*) AS n FROM sms_messages WHERE campaign_id = $1', [campaignId])).toBe(RECIPIENTS);
    // The kills struck mid-batch: some messages were claimed again after their worker died.
    expect(await db.count('SELECT count(*) AS n FROM sms_messages WHERE campaign_id = $1 AND attempts > 1', [campaignId])).toBeGreaterThan(0);
    // Each text went to its own recipient, with the campaign's words.
    expect(
      await db.count(
        `SELECT count(*) AS n FROM sms_simulator_calls c JOIN sms_messages m ON m.id = c.message_id
         JOIN campaign_recipients r ON r.message_id = m.id
         WHERE c.to_phone = m.phone_e164 AND c.to_phone = r.phone_e164 AND c.body = 'Spring baths 10% off this week'`,
      ),
    ).toBe(RECIPIENTS);
    // And the campaign ended by itself, every recipient counted.
    await eventually(
      async () => (await db.rows<{ status: string }>('SELECT status FROM campaigns WHERE id = $1', [campaignId]))[0]?.status === 'sent',
      30_000,
      'the campaign to end',
    );
    expect(await db.count('SELECT recipient_count AS n FROM campaigns WHERE id = $1', [campaignId])).toBe(RECIPIENTS);
  });
});
