import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_TEMPLATE } from '@groombook/domain';
import { TEST_REDIS_URL } from '@groombook/testing';
import { Clock } from '../src/core/clock/clock';
import { zonedInstant } from '../src/core/clock/company-time';
import { JobRegistry } from '../src/core/jobs/job-registry';
import { startQueueWorkers } from '../src/core/jobs/worker-runner';
import { AppointmentReminders } from '../src/modules/sms/reminders/appointment-reminders.service';
import { SmsSweepJob } from '../src/modules/sms/outbox/sms-sweep.job';
import { useTestApi } from './support/api-fixture';
import { arrangeTwoCompanies, call, type TenantTokens } from './support/identity';
import { clockOf, eventually, smsTables, smsTestEnv, sweepOf, useWorkersInThisProcess } from './support/sms';
import { startTestApi } from './support/test-api';

const NY = 'America/New_York';
const at = (date: string, time: string) => zonedInstant(date, time, NY);
const EARLY = 'Hi {customer_first_name}! {pet_name} is due at {salon} on {date} at {time}. Manage it: {manage_link} Reply STOP to opt out.';
const SOON = '{salon}: see {pet_name} at {time} today! Reply C to confirm. Reply STOP to opt out.';
const twoRules = [
  { kind: 'hours_before', hours_before: 48, template: EARLY },
  { kind: 'hours_before', hours_before: 2, template: SOON },
];

describe('reminders the salon controls', () => {
  const { env, prefix } = smsTestEnv();
  const t = useTestApi(env);
  useWorkersInThisProcess(t, prefix);
  const db = smsTables(t);
  const tokens = {} as TenantTokens;
  let companyA: string;
  let groomerA: string;
  let bella: string;
  let appointmentB: string;

  const settings = (token: string) => call(t.api.url, 'GET', '/api/reminder-settings', { token });
  const save = (token: string, reminders: unknown) => call(t.api.url, 'PUT', '/api/reminder-settings', { token, body: { reminders } });
  const preview = (token: string, body: Record<string, unknown>) => call(t.api.url, 'POST', '/api/reminder-settings/preview', { token, body });
  const book = async (date: string, time: string, dog: string) => {
    const answer = await call(t.api.url, 'POST', '/api/appointments', { token: tokens.admin, body: { groomer_id: groomerA, customer_id: bella, dog_name: dog, date, time } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.appointment.id as string;
  };
  const remindersOf = (id: string) =>
    db.rows<{ rule_key: string; send_at: Date; status: string }>('SELECT rule_key, send_at, status FROM sms_reminders WHERE appointment_id = $1 ORDER BY send_at', [id]);
  const textsAbout = (dog: string) => db.rows<{ body: string }>("SELECT body FROM sms_messages WHERE purpose = 'reminder' AND body LIKE $1 AND body NOT LIKE 'Thanks,%' ORDER BY created_at", [`%${dog}%`]);
  const providerCallsAbout = (dog: string) => db.count("SELECT count(*) AS n FROM sms_simulator_calls WHERE body LIKE $1 AND body NOT LIKE 'Thanks,%'", [`%${dog}%`]);
  const sentCount = async (id: string) => (await remindersOf(id)).filter((row) => row.status === 'sent').length;

  beforeAll(async () => {
    ({ companyA } = await arrangeTwoCompanies(t.api.url, t.arrange, tokens));
    const companyB = (await t.arrange.query<{ company_id: string }>("SELECT company_id FROM users WHERE email = 'admin@bravo.test'")).rows[0]!.company_id;
    groomerA = (await t.arrange.query<{ id: string }>("INSERT INTO groomers (company_id, name) VALUES ($1, 'Gina') RETURNING id", [companyA])).rows[0]!.id;
    bella = await db.customer(companyA, 'Bella Owner', '201-555-0161');
    const groomerB = (await t.arrange.query<{ id: string }>("INSERT INTO groomers (company_id, name) VALUES ($1, 'Gus') RETURNING id", [companyB])).rows[0]!.id;
    const customerB = await db.customer(companyB, 'Bravo Customer', '201-555-0162');
    clockOf(t).travelTo(at('2026-05-06', '12:00'));
    const booked = await call(t.api.url, 'POST', '/api/appointments', {
      token: tokens.adminB,
      body: { groomer_id: groomerB, customer_id: customerB, dog_name: 'Secret', date: '2026-05-07', time: '09:00' },
    });
    appointmentB = booked.body.appointment.id;
  });

  it('starts every company with the reminder it had: the day before at 10:00, in the same words', async () => {
    const answer = await settings(tokens.admin);
    expect(answer.status).toBe(200);
    expect(answer.body.reminders).toEqual([{ kind: 'day_before', time: '10:00', template: DEFAULT_REMINDER_TEMPLATE }]);
  });

  it('is for admins only', async () => {
    for (const token of [tokens.staff, tokens.user]) {
      expect((await settings(token)).status).toBe(403);
      expect((await save(token, twoRules)).status).toBe(403);
      expect((await preview(token, { template: EARLY })).status).toBe(403);
    }
    expect((await settings(tokens.admin)).body.reminders).toHaveLength(1);
  });

  it('refuses unknown fields by name, texts over two segments, and two reminders alike, saving nothing', async () => {
    const unknown = await save(tokens.admin, [{ kind: 'day_before', time: '09:00', template: 'Hi {owner}, {dog} at {time}' }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('Unknown fields {owner}, {dog}');
    const long = await save(tokens.admin, [{ kind: 'hours_before', hours_before: 5, template: `{salon} ${'word '.repeat(60)}` }]);
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('Reminder text is too long: 3 SMS segments');
    const alike = await save(tokens.admin, [twoRules[0], { ...twoRules[0], template: SOON }]);
    expect(alike.status).toBe(400);
    expect(alike.body.message).toContain('Two reminders are alike: 48 hours before');
    expect((await save(tokens.admin, [...twoRules, { kind: 'day_before', time: '10:00', template: SOON }, { kind: 'hours_before', hours_before: 1, template: SOON }])).status).toBe(400);
    expect((await save(tokens.admin, [{ kind: 'hours_before', hours_before: 169, template: SOON }])).status).toBe(400);
    expect((await preview(tokens.admin, { template: 'See {pup}' })).body.message).toContain('Unknown field {pup}');
    expect((await settings(tokens.admin)).body.reminders).toEqual([{ kind: 'day_before', time: '10:00', template: DEFAULT_REMINDER_TEMPLATE }]);
  });

  it('previews a template with a sample, then with the next upcoming appointment, and never with another salon’s', async () => {
    const sample = await preview(tokens.admin, { template: SOON });
    expect(sample.status).toBe(200);
    expect(sample.body).toMatchObject({ appointment_id: null, encoding: 'gsm', segments: 1 });
    expect(sample.body.text).toBe('Happy Paws: see Buddy at 2:30 PM today! Reply C to confirm. Reply STOP to opt out.');
    expect((await preview(tokens.admin, { template: '{date}' })).body.text).toBe('Thu, May 7');

    const id = await book('2026-05-08', '09:30', 'Pepper');
    const filled = await preview(tokens.admin, { template: EARLY });
    expect(filled.body.appointment_id).toBe(id);
    expect(filled.body.text).toMatch(/^Hi Bella! Pepper is due at Happy Paws on Fri, May 8 at 9:30 AM\. Manage it: http\S+\/my-appointment\?token=\S{43} Reply STOP to opt out\.$/);
    expect(filled.body).toMatchObject({ encoding: 'gsm', segments: filled.body.text.length > 160 ? 2 : 1 });
    expect((await preview(tokens.admin, { template: '{pet_name} 🐶', appointment_id: id })).body).toMatchObject({ text: 'Pepper 🐶', encoding: 'unicode', segments: 1 });

    const other = await preview(tokens.admin, { template: EARLY, appointment_id: appointmentB });
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('Secret');
    expect((await preview(tokens.adminB, { template: '{pet_name}', appointment_id: appointmentB })).body.text).toBe('Secret');
  });

  it('sends each chosen reminder once at its time, across a restart, a second sweep and re-planning, and anew after a move', async () => {
    const saved = await save(tokens.admin, twoRules);
    expect(saved.status).toBe(200);
    expect(saved.body.reminders).toEqual(twoRules);
    expect((await settings(tokens.adminB)).body.reminders).toEqual([{ kind: 'day_before', time: '10:00', template: DEFAULT_REMINDER_TEMPLATE }]);

    const id = await book('2026-05-10', '14:00', 'Biscuit');
    expect(await remindersOf(id)).toEqual([
      { rule_key: 'hours-before-48', send_at: at('2026-05-08', '14:00'), status: 'scheduled' },
      { rule_key: 'hours-before-2', send_at: at('2026-05-10', '12:00'), status: 'scheduled' },
    ]);

    clockOf(t).travelTo(at('2026-05-08', '13:58'));
    await sweepOf(t).sweep();
    expect(await textsAbout('Biscuit')).toEqual([]);

    clockOf(t).travelTo(at('2026-05-08', '14:00'));
    await sweepOf(t).sweep();
    await eventually(async () => (await sentCount(id)) === 1, 15_000, 'the 48-hour reminder');
    expect((await textsAbout('Biscuit')).map((text) => text.body)).toEqual([
      expect.stringMatching(/^Hi Bella! Biscuit is due at Happy Paws on Sun, May 10 at 2:00 PM\. Manage it: http\S+\/my-appointment\?token=[\w-]{43} Reply STOP/),
    ]);

    // A second start of the API over the same database and queues: its start-up sweep, a sweep and re-planning.
    const second = await startTestApi({ DATABASE_URL: t.database.url, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix });
    const workers = startQueueWorkers(second.app.get(JobRegistry), TEST_REDIS_URL, prefix);
    try {
      second.app.get(Clock).travelTo(clockOf(t).now());
      await second.app.get(SmsSweepJob).sweep();
      await second.app.get(AppointmentReminders).appointmentsChanged(companyA, { ids: [id] });
      await sweepOf(t).sweep();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await textsAbout('Biscuit')).toHaveLength(1);

      clockOf(t).travelTo(at('2026-05-10', '12:00'));
      second.app.get(Clock).travelTo(at('2026-05-10', '12:00'));
      await Promise.all([sweepOf(t).sweep(), second.app.get(SmsSweepJob).sweep()]);
      await eventually(async () => (await sentCount(id)) === 2, 15_000, 'the 2-hour reminder');
      await second.app.get(SmsSweepJob).sweep();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    } finally {
      await workers.close();
      await second.close();
    }
    expect((await textsAbout('Biscuit')).map((text) => text.body)).toEqual([expect.stringContaining('due at Happy Paws'), 'Happy Paws: see Biscuit at 2:00 PM today! Reply C to confirm. Reply STOP to opt out.']);
    expect(await providerCallsAbout('Biscuit')).toBe(2);

    // "Reply C to confirm": a C confirms the appointment of the latest reminder.
    const salonNumber = (await db.rows<{ sms_number: string }>('SELECT sms_number FROM companies WHERE id = $1', [companyA]))[0]?.sms_number;
    expect((await call(t.api.url, 'POST', '/api/dev/sms/inbound', { body: { from: '+12015550161', to: salonNumber, body: 'C' } })).status).toBe(200);
    expect((await db.rows<{ status: string }>('SELECT status FROM appointments WHERE id = $1', [id]))[0]?.status).toBe('confirmed');

    const moved = await call(t.api.url, 'PUT', '/api/appointments', {
      token: tokens.admin,
      body: { id, groomer_id: groomerA, customer_id: bella, dog_name: 'Biscuit', date: '2026-05-12', time: '14:00' },
    });
    expect(moved.status).toBe(200);
    expect(await remindersOf(id)).toEqual([
      { rule_key: 'hours-before-48', send_at: at('2026-05-10', '14:00'), status: 'scheduled' },
      { rule_key: 'hours-before-2', send_at: at('2026-05-12', '12:00'), status: 'scheduled' },
    ]);
    clockOf(t).travelTo(at('2026-05-10', '14:00'));
    await sweepOf(t).sweep();
    await eventually(async () => (await textsAbout('Biscuit')).length === 3, 15_000, 'the reminder of the new time');
    expect((await textsAbout('Biscuit'))[2]?.body).toContain('on Tue, May 12 at 2:00 PM');
  });

  it('re-plans the reminders not yet sent when the settings change, and sends at once only the nearest passed one for a late booking', async () => {
    clockOf(t).travelTo(at('2026-06-01', '12:00'));
    const id = await book('2026-06-05', '11:00', 'Waffles');
    const saved = await save(tokens.admin, [{ kind: 'day_before', time: '17:30', template: SOON }]);
    expect(saved.status).toBe(200);
    expect(await remindersOf(id)).toEqual([{ rule_key: 'day-before-1730', send_at: at('2026-06-04', '17:30'), status: 'scheduled' }]);

    await save(tokens.admin, [...twoRules, { kind: 'day_before', time: '10:00', template: SOON }]);
    const late = await book('2026-06-01', '18:00', 'Noodle');
    // 48 hours and the day before at 10:00 have passed: only the nearer, the day before, goes at once.
    const planned = await remindersOf(late);
    expect(planned.map((row) => row.rule_key)).toEqual(['day-before-1000', 'hours-before-2']);
    expect(Math.abs((planned[0]?.send_at.getTime() ?? 0) - at('2026-06-01', '12:00').getTime())).toBeLessThan(5_000);
    expect(planned[1]?.send_at).toEqual(at('2026-06-01', '16:00'));
    await eventually(async () => (await textsAbout('Noodle')).length === 1, 15_000, 'the late reminder');
  });
});
