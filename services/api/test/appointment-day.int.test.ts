import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dayAppointmentsResponseSchema } from '@groombook/contracts';
import { useTestApi } from './support/api-fixture';
import { call, signIn } from './support/identity';
import { clockOf } from './support/sms';

const DAY = '2031-05-06';

/** GET /api/appointments?date=: Home's day, on Postgres. */
describe("GET /api/appointments?date= (the salon's day)", () => {
  const t = useTestApi();
  const ids: Record<string, string> = {};
  let staff: string;
  let user: string;
  let bravo: string;

  const id = async (sql: string, params: unknown[]) => (await t.arrange.query<{ id: string }>(sql, params)).rows[0]!.id;
  const appointment = (company: string, groomer: string | null, date: string, time: string | null, dog: string, status = 'booked') =>
    id(
      'INSERT INTO appointments (company_id, customer_id, groomer_id, date, time, dog_name, status) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
      [company, company === ids.alpha ? ids.ann : ids.bravoCustomer, groomer, date, time, dog, status],
    );
  const day = (token: string, search: string) => call(t.api.url, 'GET', `/api/appointments?${search}`, { token });

  beforeAll(async () => {
    ids.alpha = await t.arrange.company('Alpha Grooming');
    ids.bravo = await t.arrange.company('Bravo Grooming');
    await t.arrange.query("UPDATE companies SET time_zone = 'America/New_York' WHERE id = $1", [ids.alpha]);
    await t.arrange.user('staff@alpha.test', 'staff', ids.alpha);
    await t.arrange.user('user@alpha.test', 'user', ids.alpha);
    await t.arrange.user('staff@bravo.test', 'staff', ids.bravo);
    ids.ann = await id("INSERT INTO customers (company_id, name) VALUES ($1, 'Ann Smith') RETURNING id", [ids.alpha]);
    ids.bravoCustomer = await id("INSERT INTO customers (company_id, name) VALUES ($1, 'Bravo Client') RETURNING id", [ids.bravo]);
    ids.zoe = await id("INSERT INTO groomers (company_id, name) VALUES ($1, 'Zoe Park') RETURNING id", [ids.alpha]);
    ids.amy = await id("INSERT INTO groomers (company_id, name) VALUES ($1, 'Amy Diaz') RETURNING id", [ids.alpha]);
    ids.bravoGroomer = await id("INSERT INTO groomers (company_id, name) VALUES ($1, 'Aaron Bravo') RETURNING id", [ids.bravo]);

    // Inserted out of order on purpose: the answer's order is the query's, not the table's.
    ids.zoeLate = await appointment(ids.alpha, ids.zoe, DAY, '14:00', 'Max', 'checked_in');
    ids.amyUntimed = await appointment(ids.alpha, ids.amy, DAY, null, 'Bo');
    ids.zoeEarly = await appointment(ids.alpha, ids.zoe, DAY, '09:00', 'Luna', 'ready');
    ids.amyNoon = await appointment(ids.alpha, ids.amy, DAY, '12:00', 'Pip', 'confirmed');
    ids.amyMorning = await appointment(ids.alpha, ids.amy, DAY, '08:30', 'Rex');
    ids.nobody = await appointment(ids.alpha, null, DAY, '07:00', 'Odd');
    ids.nextDay = await appointment(ids.alpha, ids.amy, '2031-05-07', '08:00', 'Tomorrow');
    ids.bravoSameDay = await appointment(ids.bravo, ids.bravoGroomer, DAY, '08:00', 'Bravo dog');
    await t.arrange.query(
      `INSERT INTO appointment_lines (company_id, appointment_id, name, kind, dog_size, price, duration_minutes, position)
       VALUES ($1, $2, 'Full groom', 'service', 'medium', 95, 90, 0), ($1, $2, 'Nail trim', 'add_on', 'medium', 15, 15, 1)`,
      [ids.alpha, ids.zoeEarly],
    );
    staff = (await signIn(t.api.url, 'staff@alpha.test')).access_token;
    user = (await signIn(t.api.url, 'user@alpha.test')).access_token;
    bravo = (await signIn(t.api.url, 'staff@bravo.test')).access_token;
  });

  afterEach(() => clockOf(t).travelTo(null));

  it("answers the day's appointments by groomer name, then time, untimed last, with their status and lines", async () => {
    const answer = await day(staff, `date=${DAY}`);
    expect(answer.status).toBe(200);
    expect(z.strictObject(dayAppointmentsResponseSchema.shape).safeParse(answer.body).success).toBe(true);
    expect(answer.body.date).toBe(DAY);
    expect(answer.body.time_zone).toBe('America/New_York');
    const rows = answer.body.appointments as { id: string; status: string; lines: unknown[]; groomer: { name: string } | null }[];
    expect(rows.map((row) => row.id)).toEqual([ids.amyMorning, ids.amyNoon, ids.amyUntimed, ids.zoeEarly, ids.zoeLate, ids.nobody]);
    expect(rows.map((row) => row.status)).toEqual(['booked', 'confirmed', 'booked', 'ready', 'checked_in', 'booked']);
    expect(rows.find((row) => row.id === ids.zoeEarly)?.lines).toEqual([
      { service_id: null, name: 'Full groom', kind: 'service', dog_size: 'medium', price: 95, duration_minutes: 90 },
      { service_id: null, name: 'Nail trim', kind: 'add_on', dog_size: 'medium', price: 15, duration_minutes: 15 },
    ]);
    expect(rows.find((row) => row.id === ids.amyNoon)?.lines).toEqual([]);
    expect(rows[0]?.groomer).toEqual({ name: 'Amy Diaz' });
  });

  it("never shows another company's appointments, even on the same day", async () => {
    const alpha = await day(staff, `date=${DAY}`);
    expect(alpha.body.appointments.map((row: { id: string }) => row.id)).not.toContain(ids.bravoSameDay);
    const other = await day(bravo, `date=${DAY}`);
    expect(other.status).toBe(200);
    expect(other.body.appointments.map((row: { id: string }) => row.id)).toEqual([ids.bravoSameDay]);
  });

  it("lets a plain user read the day, and refuses without a session", async () => {
    const answer = await day(user, `date=${DAY}`);
    expect(answer.status).toBe(200);
    expect(answer.body.appointments).toHaveLength(6);
    expect((await call(t.api.url, 'GET', `/api/appointments?date=${DAY}`)).status).toBe(401);
  });

  it("reads today in the salon's time zone: 9 PM in New York is still that day, not tomorrow's UTC", async () => {
    // 01:30 UTC on May 7th is 21:30 on May 6th in New York (daylight time, UTC-4).
    clockOf(t).travelTo(new Date('2031-05-07T01:30:00Z'));
    const answer = await day(staff, 'date=today');
    expect(answer.status).toBe(200);
    expect(answer.body.date).toBe(DAY);
    expect(answer.body.appointments).toHaveLength(6);
    // At 05:00 UTC New York has moved on to May 7th.
    clockOf(t).travelTo(new Date('2031-05-07T05:00:00Z'));
    expect((await day(staff, 'date=today')).body.appointments.map((row: { id: string }) => row.id)).toEqual([ids.nextDay]);
  });

  it('refuses a date that is not a day, and a mix with another question, with 400 and a reason', async () => {
    const refusals: Record<string, unknown> = {};
    for (const search of ['date=2031-02-30', 'date=06-05-2031', 'date=tomorrow', 'date=']) {
      const answer = await day(staff, search);
      expect(answer.status, search).toBe(400);
      refusals[search] = answer.body;
    }
    expect(refusals).toMatchInlineSnapshot(`
      {
        "date=": {
          "code": "VALIDATION_FAILED",
          "message": "date: Dates are written YYYY-MM-DD",
          "success": false,
        },
        "date=06-05-2031": {
          "code": "VALIDATION_FAILED",
          "message": "date: Dates are written YYYY-MM-DD",
          "success": false,
        },
        "date=2031-02-30": {
          "code": "VALIDATION_FAILED",
          "message": "date: 2031-02-30 is not a day of the calendar",
          "success": false,
        },
        "date=tomorrow": {
          "code": "VALIDATION_FAILED",
          "message": "date: Dates are written YYYY-MM-DD",
          "success": false,
        },
      }
    `);
    const mixed = await day(staff, `date=${DAY}&start_date=${DAY}`);
    expect(mixed.status).toBe(400);
    expect(mixed.body.code).toBe('VALIDATION_FAILED');
  });
});
