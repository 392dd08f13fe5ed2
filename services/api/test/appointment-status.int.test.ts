import { beforeAll, describe, expect, it } from 'vitest';
import { DomainEventBus } from '../src/core/events/domain-event-bus';
import { useTestApi } from './support/api-fixture';
import { arrangeTwoCompanies, call, type TenantTokens } from './support/identity';
import { eventually, smsTables, smsTestEnv, useWorkersInThisProcess } from './support/sms';

describe('appointment status', () => {
  const { env, prefix } = smsTestEnv();
  const t = useTestApi(env);
  useWorkersInThisProcess(t, prefix);
  const db = smsTables(t);
  const tokens = {} as TenantTokens;
  let companyA: string;
  let groomer: string;
  let customer: string;
  let quietCustomer: string;
  /** A customer with no phone: moving their appointment texts no one. */
  let walkIn: string;
  const ids = {} as Record<'user' | 'staff' | 'admin', string>;

  const book = async (fields: Record<string, unknown> = {}) => {
    const answer = await call(t.api.url, 'POST', '/api/appointments', {
      token: tokens.admin,
      body: { date: '2027-03-10', time: '10:00', groomer_id: groomer, customer_id: customer, dog_name: 'Rex', charged_amount: 80, ...fields },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.appointment.id as string;
  };
  const move = (token: string, body: Record<string, unknown>) => call(t.api.url, 'POST', '/api/appointments/status', { token, body });
  const statusOf = async (id: string) => (await db.rows<{ status: string }>('SELECT status FROM appointments WHERE id = $1', [id]))[0]?.status;
  const history = (id: string) =>
    db.rows<{ status: string; changed_by: string | null; reason: string | null; late: boolean | null; created_at: Date }>(
      'SELECT status, changed_by, reason, late, created_at FROM appointment_status_changes WHERE appointment_id = $1 ORDER BY created_at, id',
      [id],
    );

  beforeAll(async () => {
    ({ companyA } = await arrangeTwoCompanies(t.api.url, t.arrange, tokens));
    for (const role of ['user', 'staff', 'admin'] as const) {
      ids[role] = (await db.rows<{ id: string }>('SELECT id FROM users WHERE email = $1', [`${role}@paws.test`]))[0]!.id;
    }
    groomer = (await db.rows<{ id: string }>("INSERT INTO groomers (company_id, name) VALUES ($1, 'Gina') RETURNING id", [companyA]))[0]!.id;
    customer = await db.customer(companyA, 'Bella Owner', '201-555-0161');
    quietCustomer = await db.customer(companyA, 'Quiet Quinn', '201-555-0162');
    walkIn = await db.customer(companyA, 'Walk-in Wes', null);
  });

  it('moves forward for any member, skipping steps, and records who moved it and when', async () => {
    const id = await book({ customer_id: walkIn });
    const before = new Date();
    const confirmed = await move(tokens.user, { id, status: 'confirmed' });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.appointment).toMatchObject({ id, status: 'confirmed' });
    expect((await move(tokens.user, { id, status: 'ready' })).status).toBe(200);
    const rows = await history(id);
    expect(rows.map((row) => [row.status, row.changed_by])).toEqual([
      ['confirmed', ids.user],
      ['ready', ids.user],
    ]);
    expect(rows[0]!.created_at.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    const [row] = await db.rows<{ status_changed_by: string; status_changed_at: Date | null }>(
      'SELECT status_changed_by, status_changed_at FROM appointments WHERE id = $1',
      [id],
    );
    expect(row).toMatchObject({ status_changed_by: ids.user });
    expect(row!.status_changed_at).toBeInstanceOf(Date);
  });

  it('keeps no-shows and moves back for staff and admins: a user is refused with 403 and nothing changes', async () => {
    const id = await book({ customer_id: walkIn });
    expect((await move(tokens.user, { id, status: 'no_show' })).status).toBe(403);
    expect((await move(tokens.user, { id, status: 'checked_in' })).status).toBe(200);
    const back = await move(tokens.user, { id, status: 'booked' });
    expect(back.status).toBe(403);
    expect(back.body.message).toMatch(/Only staff and admins/);
    expect(await statusOf(id)).toBe('checked_in');
    expect((await move(tokens.admin, { id, status: 'booked' })).status).toBe(200);
    expect((await move(tokens.staff, { id, status: 'no_show' })).status).toBe(200);
    expect((await move(tokens.staff, { id, status: 'booked' })).status).toBe(200);
    expect((await history(id)).map((row) => [row.status, row.changed_by])).toEqual([
      ['checked_in', ids.user],
      ['booked', ids.admin],
      ['no_show', ids.staff],
      ['booked', ids.staff],
    ]);
  });

  it('refuses completion outside checkout, the same status, and a cancellation without a reason, with 400', async () => {
    const id = await book({ customer_id: walkIn });
    const completed = await move(tokens.admin, { id, status: 'completed' });
    expect(completed).toMatchObject({ status: 400, body: { message: 'Complete an appointment through checkout' } });
    expect((await move(tokens.admin, { id, status: 'booked' })).status).toBe(400);
    expect((await move(tokens.admin, { id, status: 'cancelled' })).status).toBe(400);
    expect((await move(tokens.admin, { id, status: 'confirmed', reason: 'why' })).status).toBe(400);
    expect((await move(tokens.admin, { id, status: 'lost' })).status).toBe(400);
    expect(await statusOf(id)).toBe('booked');
    expect(await history(id)).toEqual([]);
  });

  it('cancels with a reason and lateness, kept on the appointment and in its history', async () => {
    const id = await book({ customer_id: walkIn });
    const answer = await move(tokens.user, { id, status: 'cancelled', reason: 'Owner is sick', late: true });
    expect(answer.body.appointment).toMatchObject({ status: 'cancelled', cancel_reason: 'Owner is sick', cancelled_late: true });
    expect(await history(id)).toMatchObject([{ status: 'cancelled', reason: 'Owner is sick', late: true, changed_by: ids.user }]);
    const reopened = await move(tokens.admin, { id, status: 'booked' });
    expect(reopened.body.appointment).toMatchObject({ status: 'booked', cancel_reason: null, cancelled_late: null });
  });

  it("answers 404 for another company's appointment and 401 without a session", async () => {
    const id = await book({ customer_id: walkIn });
    expect((await move(tokens.adminB, { id, status: 'confirmed' })).status).toBe(404);
    expect((await call(t.api.url, 'POST', '/api/appointments/status', { body: { id, status: 'confirmed' } })).status).toBe(401);
    expect(await statusOf(id)).toBe('booked');
  });

  it('texts the customer once when the dog is ready, however often it becomes ready again', async () => {
    const id = await book({ dog_name: 'Biscuit' });
    expect((await move(tokens.user, { id, status: 'ready' })).status).toBe(200);
    await eventually(async () => (await db.callsTo('+12015550161')).length === 1);
    expect((await move(tokens.staff, { id, status: 'checked_in' })).status).toBe(200);
    expect((await move(tokens.staff, { id, status: 'ready' })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const calls = await db.callsTo('+12015550161');
    expect(calls.map((c) => c.body)).toEqual(['Biscuit is ready for pickup at Happy Paws']);
    expect((await db.messagesTo('+12015550161')).map((m) => m.purpose)).toEqual(['reminder']);
  });

  it('never texts a customer who texted STOP to the salon', async () => {
    const stop = await call(t.api.url, 'POST', '/api/dev/sms/inbound', { body: { from: '+12015550162', to: await t.arrange.smsNumberOf(companyA), body: 'STOP' } });
    expect(stop.status).toBeLessThan(300);
    const id = await book({ customer_id: quietCustomer, dog_name: 'Milo' });
    expect((await move(tokens.user, { id, status: 'ready' })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const bodies = (await db.callsTo('+12015550162')).map((c) => c.body);
    expect(bodies.some((body) => body.includes('ready for pickup'))).toBe(false);
  });

  it('leaves cancelled and no-show appointments out of the conflict check', async () => {
    const first = await book({ customer_id: walkIn, date: '2027-04-05', time: '09:00' });
    const second = await book({ customer_id: walkIn, date: '2027-04-05', time: '09:30' });
    const conflicts = () =>
      call(t.api.url, 'GET', `/api/groomer-conflicts?groomerId=${groomer}&date=2027-04-05&time=09:15&duration=30`, { token: tokens.user });
    expect((await conflicts()).body.conflicts).toHaveLength(2);
    const monthMap = async () => (await call(t.api.url, 'GET', '/api/conflict-cache-simple?year=2027&month=4', { token: tokens.user })).body.conflicts;
    expect(Object.keys(await monthMap()).sort()).toEqual([first, second].sort());

    expect((await move(tokens.user, { id: first, status: 'cancelled', reason: 'Rain' })).status).toBe(200);
    expect((await move(tokens.staff, { id: second, status: 'no_show' })).status).toBe(200);
    expect((await conflicts()).body).toMatchObject({ hasConflicts: false, conflicts: [] });
    await eventually(async () => Object.keys(await monthMap()).length === 0);
  });

  it("keeps the month's conflict map through moves between statuses that hold the slot, and refreshes it when one frees it", async () => {
    const heard: { ids: string[]; slotsChanged: boolean; statusOnly: boolean }[] = [];
    t.api.app
      .get(DomainEventBus)
      .subscribe('appointments.changed', async (event) => void heard.push({ ids: event.appointmentIds, slotsChanged: event.slotsChanged, statusOnly: event.statusOnly }));
    const first = await book({ customer_id: walkIn, date: '2027-07-07', time: '09:00' });
    const second = await book({ customer_id: walkIn, date: '2027-07-07', time: '09:30' });
    const monthMap = async () => (await call(t.api.url, 'GET', '/api/conflict-cache-simple?year=2027&month=7', { token: tokens.user })).body;
    await eventually(async () => ((await monthMap()).cached === true ? true : null), 15_000, 'the month cached');
    heard.length = 0;

    for (const status of ['checked_in', 'ready']) expect((await move(tokens.user, { id: first, status })).status).toBe(200);
    expect(heard).toEqual([
      { ids: [first], slotsChanged: false, statusOnly: true },
      { ids: [first], slotsChanged: false, statusOnly: true },
    ]);
    // Still the cached map, both still in conflict.
    expect(await monthMap()).toMatchObject({ cached: true });
    expect(Object.keys((await monthMap()).conflicts).sort()).toEqual([first, second].sort());

    expect((await move(tokens.staff, { id: second, status: 'no_show' })).status).toBe(200);
    expect(heard.at(-1)).toEqual({ ids: [second], slotsChanged: true, statusOnly: true });
    await eventually(async () => {
      const map = await monthMap();
      return map.cached && Object.keys(map.conflicts).length === 0 ? true : null;
    }, 15_000, 'the refreshed month without the conflict');
  });

  it('filters the month list by one status or several, and refuses an unknown one', async () => {
    const month = (query: string) => call(t.api.url, 'GET', `/api/appointments?year=2027&month=6${query}`, { token: tokens.user });
    const booked = await book({ customer_id: walkIn, date: '2027-06-01' });
    const ready = await book({ customer_id: walkIn, date: '2027-06-02' });
    const cancelled = await book({ customer_id: walkIn, date: '2027-06-03' });
    await move(tokens.user, { id: ready, status: 'ready' });
    await move(tokens.user, { id: cancelled, status: 'cancelled', reason: 'Moved away' });
    const only = await month('&status=cancelled');
    expect(only.body).toMatchObject({ total: 1, appointments: [{ id: cancelled, status: 'cancelled' }] });
    const two = await month('&status=booked,ready');
    expect(two.body.appointments.map((a: { id: string }) => a.id)).toEqual([booked, ready]);
    expect((await month('')).body.total).toBe(3);
    const bad = await month('&status=booked,lost');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/status must be one or more of/);
  });
});
