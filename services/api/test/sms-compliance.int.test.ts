import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@groombook/testing';
import { Clock } from '../src/core/clock/clock';
import { JobDispatcher } from '../src/core/jobs/job-dispatcher';
import { zonedInstant } from '../src/core/clock/company-time';
import { SmsOutbox } from '../src/modules/sms/outbox/sms-outbox.service';
import { SmsSweepJob } from '../src/modules/sms/outbox/sms-sweep.job';
import { useTestApi } from './support/api-fixture';
import { Arrange, call } from './support/identity';
import { clockOf, eventually, simulatorOf, smsTables, smsTestEnv, useWorkersInThisProcess } from './support/sms';
import { startTestApi, type TestApi } from './support/test-api';

const NY = 'America/New_York';

describe('a STOP in the middle of a campaign', () => {
  const { env, prefix } = smsTestEnv();
  const t = useTestApi(env);
  useWorkersInThisProcess(t, prefix);
  const db = smsTables(t);
  const family = '+12015550171';

  it('lets no message to the number reach the provider once the STOP is in; the rest are cancelled', async () => {
    const companyId = await t.arrange.company('Happy Paws');
    // Fifty customers who share one family phone: each gets the campaign, all to the same number.
    const { rows } = await t.arrange.query<{ id: string }>(
      `INSERT INTO customers (company_id, name, phone_number, phone_e164)
       SELECT $1, 'Member ' || n, '201-555-0171', $2 FROM generate_series(1, 50) AS n RETURNING id`,
      [companyId, family],
    );
    await db.consent(companyId, family);
    clockOf(t).travelTo(zonedInstant('2026-12-02', '12:00', NY));
    simulatorOf(t).setLatency(150);
    const results = await t.api.app
      .get(SmsOutbox)
      .sendMany(companyId, rows.map((row) => ({ customerId: row.id, body: 'Holiday special: 20% off', purpose: 'marketing' as const })));
    expect(results.every((result) => result.ok)).toBe(true);

    await eventually(async () => (await db.callsTo(family)).length >= 5, 15_000, 'the first texts');
    const stop = await call(t.api.url, 'POST', '/api/dev/sms/inbound', { body: { from: family, to: await t.arrange.smsNumberOf(companyId), body: 'STOP' } });
    expect(stop.body.data).toMatchObject({ stored: true, intent: 'opt_out', replied: true });
    // The STOP's transaction had committed when its answer came: a send claimed after this
    // moment must have seen the opt-out. (The row's created_at is stamped before the commit,
    // so a send may still be claimed between the two: it is not a bound.)
    const stopStored = clockOf(t).now();
    expect(await db.count('SELECT count(*) AS n FROM sms_opt_outs WHERE phone_e164 = $1', [family])).toBe(1);

    const campaign = () =>
      db.rows<{ id: string; status: string; claimed_at: Date | null }>(
        "SELECT id, status, claimed_at FROM sms_messages WHERE purpose = 'marketing' AND phone_e164 = $1",
        [family],
      );
    await eventually(async () => (await campaign()).every((m) => m.status === 'delivered' || m.status === 'cancelled'), 20_000, 'the campaign to settle');
    await eventually(async () => (await db.callsTo(family)).some((c) => c.body.includes('unsubscribed')), 10_000, 'the confirmation');
    simulatorOf(t).setLatency(0);

    const messages = await campaign();
    const delivered = messages.filter((m) => m.status === 'delivered');
    const cancelled = messages.filter((m) => m.status === 'cancelled');
    expect(delivered.length).toBeGreaterThanOrEqual(5);
    expect(cancelled.length).toBeGreaterThan(0);
    expect(delivered.length + cancelled.length).toBe(50);
    // What reached the provider is exactly what was taken for sending before the opt-out was stored.
    const calls = (await db.callsTo(family)).filter((c) => c.body === 'Holiday special: 20% off');
    expect(calls.map((c) => c.message_id).sort()).toEqual(delivered.map((m) => m.id).sort());
    for (const message of delivered) expect(message.claimed_at!.getTime()).toBeLessThanOrEqual(stopStored.getTime());
    expect((await db.callsTo(family)).filter((c) => c.body.includes('unsubscribed'))).toHaveLength(1);
  });
});

/** Without Redis (the embedded default) the same rules hold with jobs in process. */
describe('quiet hours with jobs in process', () => {
  let database: TestDatabase;
  let arrange: Arrange;
  let api: TestApi | undefined;
  let companyId: string;
  let customerId: string;
  const phone = '+12015550181';

  const start = async () => {
    api = await startTestApi({ DATABASE_URL: database.url });
    expect(api.app.get(JobDispatcher).mode).toBe('in-process');
    return api;
  };
  const rows = async () =>
    (await arrange.query<{ status: string; body: string }>('SELECT status, body FROM sms_messages WHERE phone_e164 = $1 ORDER BY created_at', [phone])).rows;

  beforeAll(async () => {
    database = await createTestDatabase();
    await start();
    arrange = await Arrange.connect(database.url);
    companyId = await arrange.company('Night Owls');
    customerId = (
      await arrange.query<{ id: string }>("INSERT INTO customers (company_id, name, phone_number, phone_e164) VALUES ($1, 'Olive', '201-555-0181', $2) RETURNING id", [
        companyId,
        phone,
      ])
    ).rows[0]!.id;
    await arrange.query(
      "INSERT INTO sms_consent_events (company_id, phone_e164, action, source, created_at) VALUES ($1, $2, 'opt_in', 'YES', '2020-01-01T10:00:00Z')",
      [companyId, phone],
    );
  });
  afterAll(async () => {
    await arrange?.close();
    await api?.close();
    await database?.drop();
  });

  it('sends a held text by its delayed job when the window opens', async () => {
    const clock = api!.app.get(Clock);
    clock.travelTo(new Date(zonedInstant('2027-01-05', '08:00', NY).getTime() - 1_000));
    const held = await api!.app.get(SmsOutbox).send(companyId, { customerId, body: 'Early bird offer', purpose: 'marketing' });
    expect(held).toMatchObject({ ok: true, message: { status: 'held' } });
    await eventually(async () => (await rows())[0]?.status === 'delivered', 10_000, 'delivered at 08:00');
  });

  it('keeps a held text through a restart and sends it when the window opens', async () => {
    api!.app.get(Clock).travelTo(zonedInstant('2027-01-05', '22:00', NY));
    const held = await api!.app.get(SmsOutbox).send(companyId, { customerId, body: 'Night offer', purpose: 'marketing' });
    expect(held).toMatchObject({ ok: true, message: { status: 'held' } });
    await api!.close();
    api = undefined;

    const restarted = await start();
    restarted.app.get(Clock).travelTo(zonedInstant('2027-01-06', '07:00', NY));
    await restarted.app.get(SmsSweepJob).sweep();
    expect((await rows()).find((row) => row.body === 'Night offer')?.status).toBe('held');
    restarted.app.get(Clock).travelTo(zonedInstant('2027-01-06', '08:00', NY));
    expect((await restarted.app.get(SmsSweepJob).sweep()).released).toBe(1);
    await eventually(async () => (await rows()).every((row) => row.status === 'delivered'), 10_000, 'delivered after the restart');
    expect((await arrange.query('SELECT body FROM sms_simulator_calls WHERE to_phone = $1 ORDER BY created_at', [phone])).rows.map((r) => r.body)).toEqual([
      'Early bird offer',
      'Night offer',
    ]);
  });
});
