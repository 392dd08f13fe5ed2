import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from './support/api-fixture';
import { call } from './support/identity';
import { eventually, smsTables, smsTestEnv, useWorkersInThisProcess } from './support/sms';

const BOOKINGS = '/api/online-bookings';
/** A Tuesday well ahead of today, whatever day the tests run. */
const DAY = '2031-05-06';
const NEXT_DAY = '2031-05-07';

describe('online booking: a customer takes a free time themselves', () => {
  const { env, prefix } = smsTestEnv();
  // Behind a proxy on this machine, so each request can come from an address of its own.
  const t = useTestApi({ ...env, TRUST_PROXY: 'loopback', BOOKING_REQUEST_RATE_LIMIT: '6', BOOKING_REQUEST_PHONE_RATE_LIMIT: '3' });
  useWorkersInThisProcess(t, prefix);
  const db = smsTables(t);
  let companyA: string;
  let companyB: string;
  let solo: string;
  let smallBath: string;
  let soloBath: string;
  let bravoBath: string;
  const groomers = {} as Record<'alex' | 'blair' | 'casey', string>;
  let address = 0;
  let phone = 100;
  const newAddress = () => `198.51.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
  /** A North American number of its own, as typed and in E.164. */
  const newPhone = () => {
    phone += 1;
    return { typed: `(201) 555-${String(phone).padStart(4, '0')}`, e164: `+1201555${String(phone).padStart(4, '0')}` };
  };

  const book = (body: Record<string, unknown>, from = newAddress()) => call(t.api.url, 'POST', BOOKINGS, { body, headers: { 'X-Forwarded-For': from } });
  const booking = (phoneTyped: string, extra: Record<string, unknown> = {}) => ({
    company_id: companyA,
    date: DAY,
    time: '10:00',
    services: [smallBath],
    dog_size: 'small',
    name: 'Nora Walker',
    phone: phoneTyped,
    dog_name: 'Maple',
    notes: 'First visit',
    ...extra,
  });
  const counts = async (companyId: string) => ({
    customers: await db.count('SELECT count(*) AS n FROM customers WHERE company_id = $1', [companyId]),
    appointments: await db.count('SELECT count(*) AS n FROM appointments WHERE company_id = $1', [companyId]),
    lines: await db.count('SELECT count(*) AS n FROM appointment_lines WHERE company_id = $1', [companyId]),
    links: await db.count('SELECT count(*) AS n FROM appointment_links WHERE company_id = $1', [companyId]),
    history: await db.count('SELECT count(*) AS n FROM appointment_status_changes WHERE company_id = $1', [companyId]),
  });
  const openMondayToSaturday = (companyId: string) =>
    t.arrange.query(
      `INSERT INTO salon_hours (company_id, weekday, starts_at, ends_at) SELECT $1, d, '09:00', '19:00' FROM generate_series(1, 6) AS d
       ON CONFLICT DO NOTHING`,
      [companyId],
    );
  const groomer = async (companyId: string, name: string) =>
    (await t.arrange.query<{ id: string }>('INSERT INTO groomers (company_id, name) VALUES ($1, $2) RETURNING id', [companyId, name])).rows[0]!.id;
  const serviceOf = async (companyId: string, name: string) =>
    (await t.arrange.query<{ id: string }>('SELECT id FROM services WHERE company_id = $1 AND name = $2', [companyId, name])).rows[0]!.id;

  beforeAll(async () => {
    companyA = await t.arrange.company('Happy Paws');
    companyB = await t.arrange.company('Bravo Grooming');
    solo = await t.arrange.company('Solo Salon');
    for (const id of [companyA, companyB, solo]) await openMondayToSaturday(id);
    await t.arrange.query("UPDATE companies SET booking_mode = 'instant' WHERE id = ANY($1::uuid[])", [[companyA, solo]]);
    // Blair is added first: the first groomer free is the first by name, not the oldest.
    groomers.blair = await groomer(companyA, 'Blair Moss');
    groomers.alex = await groomer(companyA, 'Alex Park');
    groomers.casey = await groomer(solo, 'Casey Lane');
    await groomer(companyB, 'Bo Bravo');
    smallBath = await serviceOf(companyA, 'Small dog bath');
    soloBath = await serviceOf(solo, 'Small dog bath');
    bravoBath = await serviceOf(companyB, 'Small dog bath');
  });

  it('books the time for the first groomer free, confirmed, with its services and price, and texts the link', async () => {
    const number = newPhone();
    const before = await counts(companyA);
    const answer = await book(booking(number.typed));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toEqual({
      success: true,
      message: 'Your appointment is booked',
      confirmation_sent: true,
      appointment: {
        salon: 'Happy Paws',
        company_id: companyA,
        date: DAY,
        time: '10:00',
        duration_minutes: 90,
        dog_name: 'Maple',
        services: ['Small dog bath'],
        dog_size: 'small',
        status: 'confirmed',
        can_change: true,
        cancel_cutoff_hours: 24,
      },
    });
    expect(await counts(companyA)).toEqual({ ...before, customers: before.customers + 1, appointments: before.appointments + 1, lines: before.lines + 1, links: before.links + 1, history: before.history + 1 });
    const [row] = await db.rows<Record<string, unknown>>(
      `SELECT a.status, a.booked_online, a.groomer_id, a.charged_amount::float8 AS price, a.duration_minutes, a.dog_name, a.notes,
              c.name AS customer, c.phone_e164
       FROM appointments a JOIN customers c ON c.id = a.customer_id WHERE a.company_id = $1 AND c.phone_e164 = $2`,
      [companyA, number.e164],
    );
    expect(row).toEqual({
      status: 'confirmed',
      booked_online: true,
      groomer_id: groomers.alex,
      price: 80,
      duration_minutes: 90,
      dog_name: 'Maple',
      notes: 'First visit',
      customer: 'Nora Walker',
      phone_e164: number.e164,
    });

    // The confirmation text carries the customer's link, which opens this appointment.
    const [text] = await eventually(async () => {
      const calls = await db.callsTo(number.e164);
      return calls.length > 0 ? calls : null;
    });
    expect(text!.body).toMatch(
      /^Happy Paws here: Maple's grooming appointment is confirmed for Tue, May 6, 2031 at 10:00 AM\. Manage it: http\S+\/my-appointment\?token=[\w-]{43} Reply STOP to opt out\.$/,
    );
    const token = /token=([\w-]+)/.exec(text!.body)![1]!;
    const opened = await call(t.api.url, 'GET', `/api/my-appointment?token=${token}`, { headers: { 'X-Forwarded-For': newAddress() } });
    expect(opened.status).toBe(200);
    expect(opened.body.appointment).toEqual(answer.body.appointment);
  });

  it('gives the next groomer the same time, books a known number for its customer, then refuses the time with the next free ones', async () => {
    const first = newPhone();
    expect((await book(booking(first.typed, { time: '14:00' }))).status).toBe(201);
    // A second booking of the number: the same customer, no second one.
    const customersBefore = await db.count('SELECT count(*) AS n FROM customers WHERE company_id = $1 AND phone_e164 = $2', [companyA, first.e164]);
    const second = await book(booking(first.e164, { time: '14:00', dog_name: 'Otto' }));
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(await db.count('SELECT count(*) AS n FROM customers WHERE company_id = $1 AND phone_e164 = $2', [companyA, first.e164])).toBe(customersBefore);
    const booked = await db.rows<{ groomer_id: string }>(
      "SELECT groomer_id FROM appointments WHERE company_id = $1 AND date = $2 AND time = '14:00' ORDER BY created_at",
      [companyA, DAY],
    );
    expect(booked.map((b) => b.groomer_id)).toEqual([groomers.alex, groomers.blair]);

    const before = await counts(companyA);
    const refused = await book(booking(newPhone().typed, { time: '14:00' }));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      code: 'SLOT_TAKEN',
      message: 'That time was just taken. Please choose another time.',
      next_times: ['15:30', '15:45', '16:00'],
    });
    expect(await counts(companyA)).toEqual(before);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await counts(companyA);
    const cases: Record<string, unknown>[] = [
      booking(newPhone().typed, { phone: 'not a phone' }),
      booking(newPhone().typed, { services: [] }),
      booking(newPhone().typed, { services: ['5b0f3c8e-8f4e-4a59-9a43-4c1f2b4c9d11'] }),
      // Another company's service is not on this menu.
      booking(newPhone().typed, { services: [bravoBath] }),
      booking(newPhone().typed, { dog_size: 'huge' }),
      booking(newPhone().typed, { time: '25:00' }),
      booking(newPhone().typed, { date: '2031-02-30' }),
      booking(newPhone().typed, { name: '' }),
      booking(newPhone().typed, { dog_name: 'Rex\u0000' }),
      booking(newPhone().typed, { name: 'x'.repeat(10_000) }),
      booking(newPhone().typed, { phone: '+44 7911 123456' }),
    ];
    for (const body of cases) {
      const answer = await book(body);
      expect(answer.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    expect(await counts(companyA)).toEqual(before);
  });

  it('refuses a time outside the hours or in the past with the free times of that day', async () => {
    const evening = await book(booking(newPhone().typed, { time: '18:30' }));
    expect(evening.status).toBe(409);
    expect(evening.body.code).toBe('SLOT_TAKEN');
    // None later: the nearest, closest first (a 90-minute appointment ends by 19:00, so the last start is 17:30).
    expect(evening.body.next_times).toEqual(['17:30', '17:15', '17:00']);
    const sunday = await book(booking(newPhone().typed, { date: '2031-05-04' }));
    expect(sunday.status).toBe(409);
    expect(sunday.body.next_times).toEqual([]);
    const past = await book(booking(newPhone().typed, { date: '2020-05-05' }));
    expect(past.status).toBe(409);
  });

  it('is refused for a salon taking requests, an unknown salon and a suspended one', async () => {
    const requests = await book(booking(newPhone().typed, { company_id: companyB, services: [bravoBath] }));
    expect(requests.status).toBe(403);
    expect(requests.body).toEqual({ success: false, code: 'FORBIDDEN', message: 'This salon takes booking requests: send a request and the salon will confirm it' });
    const unknown = await book(booking(newPhone().typed, { company_id: '5b0f3c8e-8f4e-4a59-9a43-4c1f2b4c9d11' }));
    expect(unknown.status).toBe(404);
    const suspended = await t.arrange.company('Closed Down');
    await t.arrange.query("UPDATE companies SET booking_mode = 'instant', status = 'suspended' WHERE id = $1", [suspended]);
    expect((await book(booking(newPhone().typed, { company_id: suspended }))).status).toBe(403);
    expect(await db.count("SELECT count(*) AS n FROM appointments WHERE company_id = $1", [companyB])).toBe(0);
  });

  it('limits bookings per phone number and per client address', async () => {
    const number = newPhone();
    const times = ['09:00', '12:00', '15:00'];
    for (const time of times) expect((await book(booking(number.typed, { date: NEXT_DAY, time }))).status).toBe(201);
    const fourth = await book(booking(number.typed, { date: NEXT_DAY, time: '12:00' }));
    expect(fourth.status).toBe(429);
    expect(fourth.body.code).toBe('RATE_LIMITED');

    const from = newAddress();
    const answers = [];
    for (let i = 0; i < 7; i += 1) answers.push((await book(booking(newPhone().typed, { date: NEXT_DAY, time: '18:00' }), from)).status);
    expect(answers.slice(0, 6).every((status) => status === 409)).toBe(true);
    expect(answers[6]).toBe(429);
  });

  it('gives one slot to exactly one of 50 customers asking at the same moment; the others are told it was taken, with nothing written', async () => {
    const before = await counts(solo);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => book({ ...booking(newPhone().typed), company_id: solo, services: [soloBath], time: '11:00' })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body).toEqual({ success: false, code: 'SLOT_TAKEN', message: 'That time was just taken. Please choose another time.', next_times: ['12:30', '12:45', '13:00'] });
    }
    expect(await counts(solo)).toEqual({
      customers: before.customers + 1,
      appointments: before.appointments + 1,
      lines: before.lines + 1,
      links: before.links + 1,
      history: before.history + 1,
    });
    expect(await db.count("SELECT count(*) AS n FROM appointments WHERE company_id = $1 AND date = $2 AND time = '11:00'", [solo, DAY])).toBe(1);
  });

  describe('the database alone keeps two online bookings of one groomer apart', () => {
    const insertOnline = (client: pg.Client, customerId: string, time: string) =>
      client.query(
        `INSERT INTO appointments (company_id, date, time, customer_id, groomer_id, dog_name, duration_minutes, booked_online)
         VALUES ($1, $2, $3, $4, $5, 'Rex', 60, true)`,
        [solo, NEXT_DAY, time, customerId, groomers.casey],
      );

    it('refuses the second of two overlapping inserts made at the same moment in two connections', async () => {
      const customerId = await db.customer(solo, 'Direct Insert', '201-555-0999');
      const one = new pg.Client({ connectionString: t.database.url });
      const two = new pg.Client({ connectionString: t.database.url });
      await Promise.all([one.connect(), two.connect()]);
      try {
        await one.query('BEGIN');
        await two.query('BEGIN');
        await insertOnline(one, customerId, '10:00');
        // The second waits for the first, then is refused once the first commits.
        const second = insertOnline(two, customerId, '10:30').then(
          () => null,
          (error: { code?: string; constraint?: string }) => error,
        );
        await new Promise((resolve) => setTimeout(resolve, 200));
        await one.query('COMMIT');
        expect(await second).toMatchObject({ code: '23P01', constraint: 'appointments_online_slot_excl' });
        await two.query('ROLLBACK');
        // Times that only touch do not overlap; a cancelled one holds nothing.
        await insertOnline(one, customerId, '11:00');
        await one.query("UPDATE appointments SET status = 'cancelled' WHERE company_id = $1 AND date = $2 AND time = '11:00'", [solo, NEXT_DAY]);
        await insertOnline(two, customerId, '11:30');
      } finally {
        await Promise.all([one.end(), two.end()]);
      }
    });

    it('answers SLOT_TAKEN, writing nothing, when the constraint refuses a booking the lock did not see coming', async () => {
      const customerId = await db.customer(solo, 'Bypass Lock', '201-555-0998');
      const sneaky = new pg.Client({ connectionString: t.database.url });
      await sneaky.connect();
      try {
        // Written without the day's lock, and not yet committed when the booking reads the day.
        await sneaky.query('BEGIN');
        await insertOnline(sneaky, customerId, '15:00');
        const before = await counts(solo);
        const answer = book({ ...booking(newPhone().typed), company_id: solo, services: [soloBath], date: NEXT_DAY, time: '15:00' });
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await sneaky.query('COMMIT');
        const refused = await answer;
        expect(refused.status, JSON.stringify(refused.body)).toBe(409);
        expect(refused.body).toMatchObject({ success: false, code: 'SLOT_TAKEN' });
        expect(refused.body.next_times).not.toContain('15:00');
        expect(await counts(solo)).toEqual({ ...before, appointments: before.appointments + 1 });
      } finally {
        await sneaky.end();
      }
    });
  });
});
