import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '@groombook/testing';
import { zonedInstant } from '../src/core/clock/company-time';
import { useTestApi } from './support/api-fixture';
import { call, signIn } from './support/identity';
import { clockOf, eventually, smsTables, smsTestEnv, sweepOf, useWorkersInThisProcess } from './support/sms';

const NY = 'America/New_York';
const at = (date: string, time: string) => zonedInstant(date, time, NY);

describe('appointment reminders', () => {
  const { env, prefix } = smsTestEnv();
  const t = useTestApi(env);
  useWorkersInThisProcess(t, prefix);
  const db = smsTables(t);
  let companyId: string;
  let groomerId: string;
  let token: string;
  let queue: Queue;
  const customers = {} as Record<'bella' | 'nophone' | 'stopped', string>;

  const reminderOf = async (appointmentId: string) =>
    (
      await db.rows<{ send_at: Date; starts_at: Date; status: string; message_id: string | null; skip_reason: string | null }>(
        'SELECT send_at, starts_at, status, message_id, skip_reason FROM sms_reminders WHERE appointment_id = $1',
        [appointmentId],
      )
    )[0];
  /** The reminder's delayed job: when it will run. */
  const jobOf = async (appointmentId: string) => {
    const job = await queue.getJob(`reminder-${appointmentId}-day-before-1000`);
    return job ? { state: await job.getState(), runsAt: job.timestamp + (job.opts.delay ?? 0) } : null;
  };
  const book = async (fields: { date: string; time: string | null; customer_id: string; dog_name?: string }) => {
    const answer = await call(t.api.url, 'POST', '/api/appointments', { token, body: { groomer_id: groomerId, dog_name: 'Rex', ...fields } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.appointment.id as string;
  };
  /** How far the test's clock is ahead of the real one: a delayed job runs at real time = our time - offset. */
  const offset = () => clockOf(t).now().getTime() - Date.now();

  beforeAll(async () => {
    queue = new Queue('sms-send', { connection: { url: TEST_REDIS_URL }, prefix });
    companyId = await t.arrange.company('Happy Paws');
    await t.arrange.user('admin@paws.test', 'admin', companyId);
    token = (await signIn(t.api.url, 'admin@paws.test')).access_token;
    groomerId = (await t.arrange.query<{ id: string }>("INSERT INTO groomers (company_id, name) VALUES ($1, 'Gina') RETURNING id", [companyId])).rows[0]!.id;
    customers.bella = await db.customer(companyId, 'Bella Owner', '201-555-0151');
    customers.nophone = await db.customer(companyId, 'No Phone', null);
    customers.stopped = await db.customer(companyId, 'Stopped Sam', '201-555-0153');
    await t.arrange.query('INSERT INTO sms_opt_outs (company_id, phone_e164) VALUES ($1, $2)', [companyId, '+12015550153']);
    clockOf(t).travelTo(at('2026-05-06', '12:00'));
  });
  afterAll(() => queue?.close());

  it('schedules a reminder for 10:00 company time the day before, as a delayed job', async () => {
    const id = await book({ date: '2026-05-10', time: '14:00', customer_id: customers.bella });
    const reminder = await reminderOf(id);
    expect(reminder).toMatchObject({ send_at: at('2026-05-09', '10:00'), starts_at: at('2026-05-10', '14:00'), status: 'scheduled' });
    const job = await jobOf(id);
    expect(job?.state).toBe('delayed');
    expect(Math.abs((job?.runsAt ?? 0) + offset() - at('2026-05-09', '10:00').getTime())).toBeLessThan(5_000);
  });

  it('moves the reminder and its job when the date or time changes, and removes both when the appointment is deleted', async () => {
    const id = await book({ date: '2026-05-10', time: '14:00', customer_id: customers.bella });
    const moved = await call(t.api.url, 'PUT', '/api/appointments', {
      token,
      body: { id, groomer_id: groomerId, customer_id: customers.bella, dog_name: 'Rex', date: '2026-05-12', time: '09:30' },
    });
    expect(moved.status).toBe(200);
    expect(await reminderOf(id)).toMatchObject({ send_at: at('2026-05-11', '10:00'), starts_at: at('2026-05-12', '09:30'), status: 'scheduled' });
    const job = await jobOf(id);
    expect(Math.abs((job?.runsAt ?? 0) + offset() - at('2026-05-11', '10:00').getTime())).toBeLessThan(5_000);

    const deleted = await call(t.api.url, 'DELETE', '/api/appointments', { token, body: { id } });
    expect(deleted.status).toBe(200);
    expect(await reminderOf(id)).toBeUndefined();
    expect(await jobOf(id)).toBeNull();
  });

  it('schedules one for each appointment of a new series', async () => {
    const answer = await call(t.api.url, 'POST', '/api/recurring-appointments', {
      token,
      body: {
        date: '2026-06-01',
        time: '11:00',
        customer_id: customers.bella,
        groomer_id: groomerId,
        dog_name: 'Rex',
        recurring_config: { frequency: 'weekly', interval: 1, endType: 'count', endCount: 3 },
      },
    });
    expect(answer.status).toBe(201);
    const rows = await db.rows<{ send_at: Date }>(
      `SELECT r.send_at FROM sms_reminders r JOIN appointments a ON a.id = r.appointment_id
       WHERE a.recurring_group_id = $1 ORDER BY r.send_at`,
      [answer.body.data.recurring_group_id],
    );
    expect(rows.map((row) => row.send_at)).toEqual([at('2026-05-31', '10:00'), at('2026-06-07', '10:00'), at('2026-06-14', '10:00')]);
  });

  it('sends the reminder when it is due (purpose reminder), once, and a notes edit does not send another', async () => {
    const id = await book({ date: '2026-05-20', time: '15:30', customer_id: customers.bella, dog_name: 'Biscuit' });
    clockOf(t).travelTo(at('2026-05-19', '10:00'));
    await sweepOf(t).sweep();
    const reminder = await eventually(async () => {
      const row = await reminderOf(id);
      return row?.status === 'sent' ? row : null;
    });
    const [message] = await db.rows<{ purpose: string; body: string; status: string }>('SELECT purpose, body, status FROM sms_messages WHERE id = $1', [
      reminder.message_id,
    ]);
    expect(message).toMatchObject({
      purpose: 'reminder',
      body: expect.stringMatching(
        /^Hi Bella! Happy Paws here: a reminder of Biscuit's grooming appointment on Wed, May 20 at 3:30 PM\. Reply C to confirm, or manage it: http\S+\/my-appointment\?token=[\w-]{43} Reply STOP to opt out\.$/,
      ),
    });
    await eventually(async () => (await db.rows<{ status: string }>('SELECT status FROM sms_messages WHERE id = $1', [reminder.message_id]))[0]?.status === 'delivered');

    await call(t.api.url, 'PUT', '/api/appointments', {
      token,
      body: { id, groomer_id: groomerId, customer_id: customers.bella, dog_name: 'Biscuit', date: '2026-05-20', time: '15:30', notes: 'Nervous dog' },
    });
    await sweepOf(t).sweep();
    expect(await reminderOf(id)).toMatchObject({ status: 'sent', message_id: reminder.message_id });
    expect(await db.count("SELECT count(*) AS n FROM sms_messages WHERE purpose = 'reminder' AND body LIKE '%Biscuit%'")).toBe(1);
  });

  it('sends at once for an appointment booked after 10:00 the day before', async () => {
    clockOf(t).travelTo(at('2026-05-25', '16:00'));
    const id = await book({ date: '2026-05-26', time: '08:00', customer_id: customers.bella, dog_name: 'Late' });
    expect((await reminderOf(id))?.send_at.getTime()).toBeLessThanOrEqual(clockOf(t).now().getTime());
    await eventually(async () => (await reminderOf(id))?.status === 'sent', 10_000, 'sent at once');
  });

  it('never reminds an opted-out number or a customer without one, and says why', async () => {
    clockOf(t).travelTo(at('2026-07-01', '12:00'));
    const stopped = await book({ date: '2026-07-03', time: '10:00', customer_id: customers.stopped });
    const nophone = await book({ date: '2026-07-03', time: '11:00', customer_id: customers.nophone });
    clockOf(t).travelTo(at('2026-07-02', '10:01'));
    await sweepOf(t).sweep();
    await eventually(async () => (await reminderOf(stopped))?.status === 'skipped' && (await reminderOf(nophone))?.status === 'skipped');
    expect((await reminderOf(stopped))?.skip_reason).toBe('This number has opted out of text messages (it replied STOP)');
    expect((await reminderOf(nophone))?.skip_reason).toBe('The customer has no mobile number');
    expect(await db.count('SELECT count(*) AS n FROM sms_messages WHERE phone_e164 = $1', ['+12015550153'])).toBe(0);
  });

  it('skips the reminder of a cancelled appointment, and says why', async () => {
    clockOf(t).travelTo(at('2026-09-01', '12:00'));
    const id = await book({ date: '2026-09-03', time: '10:00', customer_id: customers.bella, dog_name: 'Cancelled Carl' });
    const cancel = await call(t.api.url, 'POST', '/api/appointments/status', { token, body: { id, status: 'cancelled', reason: 'Owner away' } });
    expect(cancel.status).toBe(200);
    clockOf(t).travelTo(at('2026-09-02', '10:01'));
    await sweepOf(t).sweep();
    await eventually(async () => (await reminderOf(id))?.status === 'skipped');
    expect((await reminderOf(id))?.skip_reason).toBe('The appointment was marked cancelled');
    expect(await db.count("SELECT count(*) AS n FROM sms_messages WHERE body LIKE '%Cancelled Carl%'")).toBe(0);
  });

  it('keeps no reminder for an appointment that has started, nor for a booking without a customer, which is refused', async () => {
    clockOf(t).travelTo(at('2026-08-01', '12:00'));
    const past = await book({ date: '2026-07-30', time: '10:00', customer_id: customers.bella });
    expect(await reminderOf(past)).toBeUndefined();
    const reminders = await db.count('SELECT count(*) AS n FROM sms_reminders');
    const answer = await call(t.api.url, 'POST', '/api/appointments', { token, body: { groomer_id: groomerId, dog_name: 'Rex', date: '2026-08-05', time: '10:00' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('customer_id: Customer is required');
    expect(await db.count('SELECT count(*) AS n FROM sms_reminders')).toBe(reminders);
  });
});
