import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '@groombook/testing';
import { useTestApi } from './support/api-fixture';
import { uniqueRedisKeyPrefix } from './support/test-api';
import { startWorkerProcess, type WorkerProcess } from './support/worker-process';
import { call, signIn } from './support/identity';
import { ConflictsService } from '../src/modules/conflicts/conflicts.service';

const MONTH = { year: 2031, month: 3 };
const inMonth = (day: number) => `2031-03-${String(day).padStart(2, '0')}`;

describe('appointments, series and conflicts on Postgres and Redis', () => {
  const prefix = uniqueRedisKeyPrefix();
  const t = useTestApi({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix });
  let worker: WorkerProcess;
  let token: string;
  let tokenB: string;
  const ids: Record<string, string> = {};

  const post = (body: unknown) => call(t.api.url, 'POST', '/api/appointments', { token, body });
  const booking = (extra: Record<string, unknown> = {}) => ({
    date: inMonth(10),
    time: '10:00',
    customer_id: ids.olivia,
    groomer_id: ids.sam,
    dog_name: 'Biscuit',
    charged_amount: 100,
    duration_minutes: 60,
    ...extra,
  });
  const countAppointments = async () => (await t.arrange.query('SELECT count(*)::int AS n FROM appointments')).rows[0]?.n as number;

  async function monthConflicts(expectCached?: boolean) {
    for (let i = 0; i < 100; i++) {
      const answer = await call(t.api.url, 'GET', `/api/conflict-cache-simple?year=${MONTH.year}&month=${MONTH.month}`, { token });
      if (expectCached === undefined || answer.body.cached === expectCached) return answer.body;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The month never read cached=${expectCached}`);
  }

  beforeAll(async () => {
    worker = await startWorkerProcess({ DATABASE_URL: t.database.url, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix });
    const a = await t.arrange.company('Alpha Grooming');
    const b = await t.arrange.company('Bravo Grooming');
    await t.arrange.user('staff@alpha.test', 'staff', a);
    await t.arrange.user('staff@bravo.test', 'staff', b);
    token = (await signIn(t.api.url, 'staff@alpha.test')).access_token;
    tokenB = (await signIn(t.api.url, 'staff@bravo.test')).access_token;
    const q = async (sql: string, params: unknown[]) => (await t.arrange.query(sql, params)).rows[0]!.id as string;
    ids.olivia = await q("INSERT INTO customers (company_id, name) VALUES ($1, 'Olivia Garcia') RETURNING id", [a]);
    ids.mark = await q("INSERT INTO customers (company_id, name) VALUES ($1, 'Mark Jones') RETURNING id", [a]);
    ids.sam = await q("INSERT INTO groomers (company_id, name) VALUES ($1, 'Sam Chen') RETURNING id", [a]);
    ids.bella = await q("INSERT INTO groomers (company_id, name) VALUES ($1, 'Bella Ruiz') RETURNING id", [a]);
    ids.groomerB = await q("INSERT INTO groomers (company_id, name) VALUES ($1, 'Bravo Groomer') RETURNING id", [b]);
    ids.customerB = await q("INSERT INTO customers (company_id, name) VALUES ($1, 'Bravo Client') RETURNING id", [b]);
  });

  // Runs before the fixture's own afterAll: the worker stops while its database still exists.
  afterAll(async () => {
    await worker?.stop();
  });

  it('books an appointment, computing the total with tax and the tip to the cent', async () => {
    const answer = await post(booking({ time: '14:30:00+00', amount_given: 120, total_with_tax: 1, tip: 99 }));
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Appointment successfully added!');
    expect(answer.body.appointment).toMatchObject({
      date: inMonth(10),
      time: '14:30',
      charged_amount: 100,
      amount_given: 120,
      total_with_tax: 106.63,
      tip: 13.37,
      duration_minutes: 60,
      customer: { name: 'Olivia Garcia' },
      groomer: { name: 'Sam Chen' },
    });
    const untimed = await post(booking({ time: '', amount_given: null }));
    expect(untimed.body.appointment).toMatchObject({ time: null, tip: 0 });
    ids.first = answer.body.appointment.id;
  });

  it('refuses bad bookings with the reason and writes nothing', async () => {
    const before = await countAppointments();
    const cases: [Record<string, unknown>, string][] = [
      [{ date: undefined }, 'date: '],
      [{ groomer_id: null }, 'groomer_id: Groomer is required'],
      [{ customer_id: null }, 'customer_id: Customer is required'],
      [{ customer_id: undefined }, 'customer_id: Customer is required'],
      [{ dog_name: '  ' }, 'dog_name: Dog name is required'],
      [{ dog_name: undefined }, 'dog_name: Dog name is required'],
      [{ duration_minutes: 20 }, 'duration_minutes: Duration must be in steps of 15 minutes'],
      [{ duration_minutes: 495 }, 'duration_minutes: Duration must be at most 480 minutes'],
      [{ charged_amount: -1 }, 'charged_amount: Service price must be at least 0'],
      [{ charged_amount: 10.123 }, 'charged_amount: Service price can have at most 2 decimals'],
      [{ time: 'noon' }, 'time: '],
      [{ date: '2031-02-30' }, 'date: '],
      [{ notes: 'x'.repeat(5001) }, 'notes: Notes are too long'],
    ];
    for (const [extra, message] of cases) {
      const answer = await post(booking(extra));
      expect(answer.status, JSON.stringify(extra)).toBe(400);
      expect(answer.body.message).toContain(message);
    }
    expect(await countAppointments()).toBe(before);
  });

  it("refuses another company's customer, groomer and appointments as not found", async () => {
    expect((await post(booking({ groomer_id: ids.groomerB }))).body).toMatchObject({ code: 'NOT_FOUND', message: 'Groomer not found' });
    expect((await post(booking({ customer_id: ids.customerB }))).body.message).toBe('Customer not found');
    const theirs = await call(t.api.url, 'POST', '/api/appointments', {
      token: tokenB,
      body: booking({ customer_id: ids.customerB, groomer_id: ids.groomerB }),
    });
    const id = theirs.body.appointment.id;
    expect((await call(t.api.url, 'GET', `/api/appointments?id=${id}`, { token })).status).toBe(404);
    expect((await call(t.api.url, 'PUT', '/api/appointments', { token, body: { ...booking(), id } })).status).toBe(404);
    expect((await call(t.api.url, 'DELETE', '/api/appointments', { token, body: { id } })).status).toBe(404);
    expect((await t.arrange.query('SELECT count(*)::int AS n FROM appointments WHERE id = $1', [id])).rows[0]?.n).toBe(1);
  });

  it('changes an appointment (a blank time becomes null) and deletes one', async () => {
    const changed = await call(t.api.url, 'PUT', '/api/appointments', { token, body: { ...booking({ time: null, dog_name: 'Biscuit II' }), id: ids.first } });
    expect(changed.body).toMatchObject({ message: 'Appointment successfully updated!', appointment: { time: null, dog_name: 'Biscuit II' } });
    const doomed = (await post(booking({ date: inMonth(28) }))).body.appointment.id;
    expect((await call(t.api.url, 'DELETE', '/api/appointments', { token, body: { id: doomed } })).body.message).toBe('Appointment successfully deleted!');
    expect((await call(t.api.url, 'GET', `/api/appointments?id=${doomed}`, { token })).status).toBe(404);
  });

  it('lists a month by date and time, a page at a time, with the total', async () => {
    await post(booking({ date: inMonth(2), time: '09:00' }));
    await post(booking({ date: inMonth(2), time: '08:00', customer_id: ids.mark }));
    const page1 = await call(t.api.url, 'GET', `/api/appointments?year=2031&month=3&limit=2&offset=0`, { token });
    expect(page1.body.total).toBeGreaterThanOrEqual(4);
    expect(page1.body.appointments.map((a: { date: string; time: string }) => `${a.date} ${a.time}`)).toEqual([
      `${inMonth(2)} 08:00`,
      `${inMonth(2)} 09:00`,
    ]);
    const mark = await call(t.api.url, 'GET', `/api/appointments?year=2031&month=3&customer_id=${ids.mark}`, { token });
    expect(mark.body.appointments.every((a: { customer_id: string }) => a.customer_id === ids.mark)).toBe(true);
    expect((await call(t.api.url, 'GET', '/api/appointments?year=2031&month=3&limit=500', { token })).status).toBe(400);
    expect((await call(t.api.url, 'GET', '/api/appointments?year=2031&month=13', { token })).status).toBe(400);
  });

  it('creates a weekly series of 6 in one go, each knowing its place in the series', async () => {
    const answer = await call(t.api.url, 'POST', '/api/recurring-appointments', {
      token,
      body: { ...booking({ date: '2031-04-07', time: '15:00' }), recurring_config: { frequency: 'weekly', interval: 1, endType: 'count', endCount: 6 } },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.total_appointments).toBe(6);
    const { rows } = await t.arrange.query(
      "SELECT to_char(date, 'YYYY-MM-DD') AS date, recurring_sequence, recurring_total, is_recurring FROM appointments WHERE recurring_group_id = $1 ORDER BY date",
      [answer.body.data.recurring_group_id],
    );
    expect(rows.map((r) => r.date)).toEqual(['2031-04-07', '2031-04-14', '2031-04-21', '2031-04-28', '2031-05-05', '2031-05-12']);
    expect(rows.map((r) => r.recurring_sequence)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rows.every((r) => r.recurring_total === 6 && r.is_recurring)).toBe(true);
  });

  it('refuses invalid series word for word, and a failure part-way leaves no rows', async () => {
    const bad = await call(t.api.url, 'POST', '/api/recurring-appointments', {
      token,
      body: { ...booking(), recurring_config: { frequency: 'yearly', interval: 1, endType: 'count', endCount: 3 } },
    });
    expect(bad.body.message).toBe('recurring_config: Frequency must be daily, weekly, or monthly');
    const tooMany = await call(t.api.url, 'POST', '/api/recurring-appointments', {
      token,
      body: { ...booking(), recurring_config: { frequency: 'daily', interval: 1, endType: 'count', endCount: 101 } },
    });
    expect(tooMany.body.message).toBe('recurring_config: End count must be an integer between 2 and 100');

    // Make the third insert of any series fail inside the database.
    await t.arrange.query(`
      CREATE FUNCTION fail_third() RETURNS trigger AS $$ BEGIN
        IF NEW.recurring_sequence = 3 THEN RAISE EXCEPTION 'disk full'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER fail_third BEFORE INSERT ON appointments FOR EACH ROW EXECUTE FUNCTION fail_third();`);
    const before = await countAppointments();
    const failed = await call(t.api.url, 'POST', '/api/recurring-appointments', {
      token,
      body: { ...booking({ date: '2031-06-02' }), recurring_config: { frequency: 'daily', interval: 1, endType: 'count', endCount: 5 } },
    });
    await t.arrange.query('DROP TRIGGER fail_third ON appointments; DROP FUNCTION fail_third();');
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ success: false, message: 'Internal server error', code: 'INTERNAL_ERROR' });
    expect(await countAppointments()).toBe(before);
  });

  it('finds the groomer conflicts of a slot, ignoring touching ends, other groomers and the appointment itself', async () => {
    const at = async (time: string, duration: number, groomerId = ids.sam!, excludeId?: string) =>
      (
        await call(
          t.api.url,
          'GET',
          `/api/groomer-conflicts?groomerId=${groomerId}&date=${inMonth(12)}&time=${time}&duration=${duration}${excludeId ? `&excludeId=${excludeId}` : ''}`,
          { token },
        )
      ).body;
    const existing = (await post(booking({ date: inMonth(12), time: '11:00', duration_minutes: 90, dog_name: 'Maple' }))).body.appointment.id;
    expect(await at('12:00', 60)).toMatchObject({
      hasConflicts: true,
      conflicts: [{ id: existing, time: '11:00', customerName: 'Olivia Garcia', dogName: 'Maple', customer_name: 'Olivia Garcia' }],
    });
    expect((await at('12:30', 60)).hasConflicts).toBe(false);
    expect((await at('10:00', 60)).hasConflicts).toBe(false);
    expect((await at('11:30', 30, ids.bella)).hasConflicts).toBe(false);
    expect((await at('11:15', 30, ids.sam, existing)).hasConflicts).toBe(false);
    expect((await call(t.api.url, 'GET', '/api/groomer-conflicts?groomerId=x&date=2031-03-12&time=11:00&duration=60', { token })).status).toBe(400);
  });

  it('keeps the month of conflicts warm in Redis through the worker, and every write re-warms it', async () => {
    // Writes above queued warm-ups; the worker process stores the month.
    const warm = await monthConflicts(true);
    const overlapping = (await post(booking({ date: inMonth(20), time: '13:00', duration_minutes: 60 }))).body.appointment.id;
    const other = (await post(booking({ date: inMonth(20), time: '13:30', duration_minutes: 60, customer_id: ids.mark }))).body.appointment.id;

    // The write dropped the month, and the worker warmed it again with the new conflict.
    const after = await monthConflicts(true);
    expect(after.conflicts[overlapping]?.map((e: { id: string }) => e.id)).toEqual([other]);
    expect(after.conflicts[other]?.map((e: { id: string }) => e.id)).toEqual([overlapping]);
    expect(Object.keys(after.conflicts).length).toBeGreaterThan(Object.keys(warm.conflicts).length);

    // Moving one away removes the conflict from the cached month.
    await call(t.api.url, 'PUT', '/api/appointments', { token, body: { ...booking({ date: inMonth(20), time: '16:00', duration_minutes: 60, customer_id: ids.mark }), id: other } });
    for (let i = 0; i < 100; i++) {
      const now = await monthConflicts(true);
      if (!now.conflicts[overlapping]) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await monthConflicts(true)).conflicts[overlapping]).toBeUndefined();

    // Deleting one of a conflicting pair clears the other's entry.
    await post(booking({ date: inMonth(21), time: '10:00' }));
    const second = (await post(booking({ date: inMonth(21), time: '10:30' }))).body.appointment.id;
    await call(t.api.url, 'DELETE', '/api/appointments', { token, body: { id: second } });
    for (let i = 0; i < 100; i++) {
      const now = await monthConflicts(true);
      if (!Object.values(now.conflicts).flat().some((e) => (e as { id: string }).id === second)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(Object.values((await monthConflicts(true)).conflicts).flat().some((e) => (e as { id: string }).id === second)).toBe(false);

    const byIds = await call(t.api.url, 'GET', `/api/conflict-cache?appointment_ids=${overlapping},${randomUUID()}`, { token });
    expect(Object.keys(byIds.body.conflicts)).toEqual([]);
    const queued = await call(t.api.url, 'POST', '/api/conflict-cache', { token, body: { year: MONTH.year, month: MONTH.month, force: true } });
    expect(queued.status).toBe(202);
    expect(queued.body.success).toBe(true);
  });
});

/** A salon of one groomer whose staff member books two overlapping hours (10:00 and 10:30, an hour each) on `date`. */
async function overlappingPair(t: ReturnType<typeof useTestApi>, name: string, date: string) {
  const company = await t.arrange.company(`${name} Grooming`);
  await t.arrange.user(`staff@${name}.test`, 'staff', company);
  const token = (await signIn(t.api.url, `staff@${name}.test`)).access_token;
  const groomer = (await t.arrange.query("INSERT INTO groomers (company_id, name) VALUES ($1, 'Solo') RETURNING id", [company])).rows[0]!.id;
  const customer = (await t.arrange.query("INSERT INTO customers (company_id, name) VALUES ($1, 'Owner') RETURNING id", [company])).rows[0]!.id;
  const book = (time: string) =>
    call(t.api.url, 'POST', '/api/appointments', { token, body: { date, time, customer_id: customer, groomer_id: groomer, dog_name: 'Rex', duration_minutes: 60 } });
  const first = await book('10:00');
  return { token, booked: [first, await book('10:30')] as const };
}

describe('conflicts when Redis is unreachable', () => {
  const t = useTestApi({ REDIS_URL: 'redis://127.0.0.1:1' });

  it('still books appointments and answers conflicts from the database (cached: false)', async () => {
    const { token, booked } = await overlappingPair(t, 'offline', '2031-03-05');
    const [a, b] = booked;
    expect([a.status, b.status]).toEqual([201, 201]);
    const month = await call(t.api.url, 'GET', '/api/conflict-cache-simple?year=2031&month=3', { token });
    expect(month.body).toMatchObject({ success: true, cached: false, summary: { hasConflicts: true, appointmentsWithConflicts: 2 } });
    expect(month.body.conflicts[a.body.appointment.id][0].id).toBe(b.body.appointment.id);
  });
});

describe('conflicts without Redis (jobs run in the process)', () => {
  const t = useTestApi({ REDIS_URL: '' });

  it('computes a month once per read and queues no warm-up, having no cache to store it in', async () => {
    const { token, booked } = await overlappingPair(t, 'cacheless', '2031-04-07');
    expect(booked.map((answer) => answer.status)).toEqual([201, 201]);
    // Counts the month's computations: the read's own, and any a warm-up job would add.
    const conflicts = t.api.app.get(ConflictsService);
    const computed: string[] = [];
    const monthMap = conflicts.monthMap.bind(conflicts);
    conflicts.monthMap = (companyId, month) => {
      computed.push(`${month.year}-${month.month}`);
      return monthMap(companyId, month);
    };
    try {
      const month = await call(t.api.url, 'GET', '/api/conflict-cache-simple?year=2031&month=4', { token });
      expect(month.body).toMatchObject({ success: true, cached: false, summary: { appointmentsWithConflicts: 2 } });
      const warm = await call(t.api.url, 'POST', '/api/conflict-cache', { token, body: { year: 2031, month: 4, force: true } });
      expect(warm.status).toBe(202);
      expect(warm.body.message).toBe('Conflicts cannot be cached now; they are computed on read');
      // An in-process job would have run by now.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(computed).toEqual(['2031-4']);
    } finally {
      conflicts.monthMap = monthMap;
    }
  });
});
