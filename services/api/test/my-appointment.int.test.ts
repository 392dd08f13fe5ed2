import { createHash, randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, zonedInstant } from '../src/core/clock/company-time';
import { useTestApi } from './support/api-fixture';
import { call, signIn } from './support/identity';
import { clockOf, eventually, smsTables, smsTestEnv, sweepOf, useWorkersInThisProcess } from './support/sms';

const NY = 'America/New_York';
const at = (date: string, time: string) => zonedInstant(date, time, NY);
const MINE = '/api/my-appointment';
const INVALID = { success: false, code: 'INVALID_APPOINTMENT_LINK', message: 'This link is no longer valid' };

describe("the customer's own appointment, opened by their link", () => {
  const { env, prefix } = smsTestEnv();
  const t = useTestApi(env);
  useWorkersInThisProcess(t, prefix);
  const db = smsTables(t);
  let companyA: string;
  let companyB: string;
  let numberA: string;
  let staffToken: string;
  let bath: string;
  const groomers = {} as Record<'alex' | 'blair' | 'bo', string>;
  let phone = 300;

  const view = (token: string) => call(t.api.url, 'GET', `${MINE}?token=${encodeURIComponent(token)}`);
  const act = (action: 'confirm' | 'cancel', token: string) => call(t.api.url, 'POST', `${MINE}/${action}`, { body: { token } });
  const move = (token: string, date: string, time: string) => call(t.api.url, 'POST', `${MINE}/move`, { body: { token, date, time } });
  const freeTimes = (token: string, date: string) => call(t.api.url, 'GET', `${MINE}/availability?token=${token}&date=${date}`);
  const rowOf = async (id: string) =>
    (
      await db.rows<Record<string, unknown>>(
        `SELECT to_char(date, 'YYYY-MM-DD') AS date, to_char(time, 'HH24:MI') AS time, groomer_id, status, cancel_reason, cancelled_late,
                charged_amount::float8 AS price, duration_minutes,
                (SELECT array_agg(name ORDER BY position) FROM appointment_lines l WHERE l.appointment_id = a.id) AS lines
         FROM appointments a WHERE id = $1`,
        [id],
      )
    )[0];
  const historyOf = (id: string) =>
    db.rows<{ status: string; changed_by: string | null; reason: string | null }>(
      'SELECT status, changed_by, reason FROM appointment_status_changes WHERE appointment_id = $1 ORDER BY created_at',
      [id],
    );

  /** An appointment of a customer with a number of their own, with one line, written directly. */
  async function appointment(fields: { companyId?: string; date: string; time: string | null; groomer?: string; minutes?: number; status?: string }) {
    const companyId = fields.companyId ?? companyA;
    phone += 1;
    const customerId = await db.customer(companyId, 'Nora Walker', `201-555-${String(phone).padStart(4, '0')}`);
    const [row] = await db.rows<{ id: string }>(
      `INSERT INTO appointments (company_id, date, time, customer_id, groomer_id, dog_name, duration_minutes, charged_amount, total_with_tax, status, booked_online)
       VALUES ($1, $2, $3, $4, $5, 'Maple', $6, 80, 85.3, $7, true) RETURNING id`,
      [companyId, fields.date, fields.time, customerId, fields.groomer ?? (companyId === companyA ? groomers.alex : groomers.bo), fields.minutes ?? 60, fields.status ?? 'booked'],
    );
    await db.rows(
      `INSERT INTO appointment_lines (company_id, appointment_id, service_id, name, kind, dog_size, price, duration_minutes, position)
       VALUES ($1, $2, NULL, 'Small dog bath', 'service', 'small', 80, 60, 0)`,
      [companyId, row!.id],
    );
    return row!.id;
  }
  /** A link to the appointment, as a text would carry it. */
  async function linkFor(appointmentId: string, companyId = companyA): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await db.rows('INSERT INTO appointment_links (company_id, appointment_id, token_hash) VALUES ($1, $2, $3)', [
      companyId,
      appointmentId,
      createHash('sha256').update(token).digest('hex'),
    ]);
    return token;
  }

  beforeAll(async () => {
    companyA = await t.arrange.company('Happy Paws');
    companyB = await t.arrange.company('Bravo Grooming');
    numberA = await t.arrange.smsNumberOf(companyA);
    // Every company starts open Monday to Saturday, 09:00 to 19:00: the hours these tests count on.
    expect((await t.arrange.query('SELECT count(*)::int AS n FROM salon_hours WHERE company_id = ANY($1)', [[companyA, companyB]])).rows[0]).toEqual({ n: 12 });
    const groomer = async (companyId: string, name: string) =>
      (await t.arrange.query<{ id: string }>('INSERT INTO groomers (company_id, name) VALUES ($1, $2) RETURNING id', [companyId, name])).rows[0]!.id;
    groomers.alex = await groomer(companyA, 'Alex Park');
    groomers.blair = await groomer(companyA, 'Blair Moss');
    groomers.bo = await groomer(companyB, 'Bo Bravo');
    bath = (await t.arrange.query<{ id: string }>("SELECT id FROM services WHERE company_id = $1 AND name = 'Small dog bath'", [companyA])).rows[0]!.id;
    await t.arrange.user('staff@paws.test', 'staff', companyA);
    staffToken = (await signIn(t.api.url, 'staff@paws.test')).access_token;
    // Monday morning in New York.
    clockOf(t).travelTo(at('2026-05-04', '08:00'));
  });

  it('shows the customer their appointment and nothing else, without signing in', async () => {
    const id = await appointment({ date: '2026-05-06', time: '14:30' });
    const answer = await view(await linkFor(id));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      appointment: {
        salon: 'Happy Paws',
        company_id: companyA,
        date: '2026-05-06',
        time: '14:30',
        duration_minutes: 60,
        dog_name: 'Maple',
        services: ['Small dog bath'],
        dog_size: 'small',
        status: 'booked',
        can_change: true,
        cancel_cutoff_hours: 24,
      },
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/\+1201|Alex|Nora|price|groomer|customer/);
  });

  it('refuses an unknown token as no longer valid, and a malformed one as invalid input', async () => {
    expect(await view(randomBytes(32).toString('base64url'))).toMatchObject({ status: 404, body: INVALID });
    expect(await act('confirm', randomBytes(32).toString('base64url'))).toMatchObject({ status: 404, body: INVALID });
    expect((await view('short')).status).toBe(400);
    expect((await call(t.api.url, 'GET', MINE)).status).toBe(400);
    expect((await call(t.api.url, 'GET', `${MINE}?token=${'a'.repeat(30)}%00`)).status).toBe(400);
    expect((await act('cancel', 'a'.repeat(5_000))).status).toBe(400);
  });

  it('confirms a booked appointment once; confirming again changes nothing', async () => {
    const id = await appointment({ date: '2026-05-06', time: '10:00' });
    const token = await linkFor(id);
    const first = await act('confirm', token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, message: 'Appointment confirmed', appointment: { status: 'confirmed', can_change: true } });
    expect(await rowOf(id)).toMatchObject({ status: 'confirmed' });
    expect(await historyOf(id)).toEqual([{ status: 'confirmed', changed_by: null, reason: null }]);
    const again = await act('confirm', token);
    expect(again.status).toBe(200);
    expect(again.body.appointment.status).toBe('confirmed');
    expect(await historyOf(id)).toHaveLength(1);
  });

  it('cancels before the cut-off, after which the link no longer opens it', async () => {
    const id = await appointment({ date: '2026-05-06', time: '11:00' });
    const token = await linkFor(id);
    const answer = await act('cancel', token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Appointment cancelled', appointment: { status: 'cancelled', can_change: false } });
    expect(await rowOf(id)).toMatchObject({ status: 'cancelled', cancel_reason: 'Cancelled by the customer', cancelled_late: false });
    expect(await historyOf(id)).toEqual([{ status: 'cancelled', changed_by: null, reason: 'Cancelled by the customer' }]);
    expect(await view(token)).toMatchObject({ status: 404, body: INVALID });
    expect(await act('cancel', token)).toMatchObject({ status: 404, body: INVALID });
    expect(await move(token, '2026-05-07', '10:00')).toMatchObject({ status: 404, body: INVALID });
  });

  it("refuses a cancel or move inside the salon's cut-off, naming the salon's number; a shorter cut-off allows it", async () => {
    // Tuesday 09:00 is 25 hours after Monday 08:00: still changeable, until Monday 09:00.
    const id = await appointment({ date: '2026-05-05', time: '09:00' });
    const token = await linkFor(id);
    expect((await view(token)).body.appointment.can_change).toBe(true);
    clockOf(t).travelTo(at('2026-05-04', '09:30'));
    try {
      expect((await view(token)).body.appointment.can_change).toBe(false);
      const late = await act('cancel', token);
      expect(late.status).toBe(409);
      expect(late.body).toEqual({
        success: false,
        code: 'CONFLICT',
        message: `This appointment can no longer be changed online (less than 24 hours before it). Please call Happy Paws at ${numberA}.`,
      });
      expect((await move(token, '2026-05-07', '10:00')).status).toBe(409);
      expect(await rowOf(id)).toMatchObject({ status: 'booked', date: '2026-05-05', time: '09:00' });
      // Confirming is not a change of plan: allowed up to the appointment.
      expect((await act('confirm', token)).body.appointment.status).toBe('confirmed');

      await t.arrange.query('UPDATE companies SET cancel_cutoff_hours = 2 WHERE id = $1', [companyA]);
      expect((await act('cancel', token)).status).toBe(200);
    } finally {
      await t.arrange.query('UPDATE companies SET cancel_cutoff_hours = 24 WHERE id = $1', [companyA]);
      clockOf(t).travelTo(at('2026-05-04', '08:00'));
    }
  });

  it('stops opening the appointment once it has ended; one without a time at the end of its day', async () => {
    const timed = await linkFor(await appointment({ date: '2026-05-04', time: '09:00', minutes: 60 }));
    const untimed = await linkFor(await appointment({ date: '2026-05-04', time: null }));
    try {
      clockOf(t).travelTo(at('2026-05-04', '09:59'));
      expect((await view(timed)).status).toBe(200);
      clockOf(t).travelTo(at('2026-05-04', '10:00'));
      expect(await view(timed)).toMatchObject({ status: 404, body: INVALID });
      clockOf(t).travelTo(at('2026-05-04', '23:59'));
      expect((await view(untimed)).status).toBe(200);
      clockOf(t).travelTo(at('2026-05-05', '00:00'));
      expect(await view(untimed)).toMatchObject({ status: 404, body: INVALID });
    } finally {
      clockOf(t).travelTo(at('2026-05-04', '08:00'));
    }
  });

  it('offers the free times for its length, its own time included, and moves it there keeping its groomer, services and price', async () => {
    const id = await appointment({ date: '2026-05-07', time: '10:00', groomer: groomers.alex });
    const token = await linkFor(id);
    // Both groomers busy 12:00-13:00; Alex alone busy at 15:00.
    await appointment({ date: '2026-05-07', time: '12:00', groomer: groomers.alex });
    await appointment({ date: '2026-05-07', time: '12:00', groomer: groomers.blair });
    await appointment({ date: '2026-05-07', time: '15:00', groomer: groomers.alex });
    const free = await freeTimes(token, '2026-05-07');
    expect(free.status).toBe(200);
    expect(free.body.date).toBe('2026-05-07');
    expect(free.body.times).toContain('10:00');
    expect(free.body.times).toContain('15:00');
    expect(free.body.times).not.toContain('12:00');
    expect(free.body.times).not.toContain('11:15');

    const moved = await move(token, '2026-05-07', '13:00');
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ message: 'Appointment moved', appointment: { date: '2026-05-07', time: '13:00', status: 'booked' } });
    expect(await rowOf(id)).toEqual({
      date: '2026-05-07',
      time: '13:00',
      groomer_id: groomers.alex,
      status: 'booked',
      cancel_reason: null,
      cancelled_late: null,
      price: 80,
      duration_minutes: 60,
      lines: ['Small dog bath'],
    });
    // Alex is busy at 15:00: Blair, free then, takes it.
    expect((await move(token, '2026-05-07', '15:00')).status).toBe(200);
    expect(await rowOf(id)).toMatchObject({ time: '15:00', groomer_id: groomers.blair });
    // The move re-plans its reminder (appointments.changed after the commit).
    await eventually(async () => {
      const [reminder] = await db.rows<{ starts_at: Date }>('SELECT starts_at FROM sms_reminders WHERE appointment_id = $1', [id]);
      return reminder?.starts_at.getTime() === at('2026-05-07', '15:00').getTime();
    });
  });

  it('refuses a move to a taken time with the next free ones, changing nothing', async () => {
    const id = await appointment({ date: '2026-05-08', time: '10:00', groomer: groomers.alex });
    const token = await linkFor(id);
    await appointment({ date: '2026-05-08', time: '14:00', groomer: groomers.alex });
    await appointment({ date: '2026-05-08', time: '14:00', groomer: groomers.blair });
    const refused = await move(token, '2026-05-08', '14:00');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      code: 'SLOT_TAKEN',
      message: 'That time was just taken. Please choose another time.',
      next_times: ['15:00', '15:15', '15:30'],
    });
    expect(await rowOf(id)).toMatchObject({ date: '2026-05-08', time: '10:00', groomer_id: groomers.alex });
    expect((await move(token, '2026-05-10', '10:00')).status).toBe(409);
    expect((await move(token, '2026-05-08', '9:99')).status).toBe(400);
  });

  it("never reveals or changes another company's appointments", async () => {
    const mine = await appointment({ date: '2026-05-11', time: '10:00' });
    const theirs = await appointment({ companyId: companyB, date: '2026-05-11', time: '11:00' });
    const tokenA = await linkFor(mine);
    const tokenB = await linkFor(theirs, companyB);
    expect((await view(tokenB)).body.appointment).toMatchObject({ salon: 'Bravo Grooming', company_id: companyB, time: '11:00' });
    expect((await view(tokenA)).body.appointment).toMatchObject({ salon: 'Happy Paws', company_id: companyA, time: '10:00' });
    // B's groomer is busy at 11:00; that is nothing to A's times.
    expect((await freeTimes(tokenA, '2026-05-11')).body.times).toContain('11:00');
    expect((await move(tokenA, '2026-05-11', '11:00')).status).toBe(200);
    expect(await rowOf(theirs)).toMatchObject({ date: '2026-05-11', time: '11:00', status: 'booked', groomer_id: groomers.bo });
    // A token stored under another company than its appointment's opens nothing.
    const crossed = randomBytes(32).toString('base64url');
    await expect(
      db.rows('INSERT INTO appointment_links (company_id, appointment_id, token_hash) VALUES ($1, $2, $3)', [
        companyB,
        mine,
        createHash('sha256').update(crossed).digest('hex'),
      ]),
    ).rejects.toThrow();
  });

  describe('replying to a reminder', () => {
    const text = (from: string, body: string) => call(t.api.url, 'POST', '/api/dev/sms/inbound', { body: { from, to: numberA, body } });
    /** A customer booked by staff (so the reminder is planned), reminded the day before. */
    async function reminded(customerPhone: string, date: string, time: string): Promise<{ id: string; body: string }> {
      const customerId = await db.customer(companyA, 'Bella Owner', customerPhone);
      const booked = await call(t.api.url, 'POST', '/api/appointments', {
        token: staffToken,
        body: { date, time, customer_id: customerId, groomer_id: groomers.blair, dog_name: 'Rex', duration_minutes: 60, services: [{ service_id: bath }], dog_size: 'small' },
      });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const id = booked.body.appointment.id as string;
      await eventually(async () => (await db.rows('SELECT 1 FROM sms_reminders WHERE appointment_id = $1', [id])).length > 0);
      clockOf(t).travelTo(at(addDays(date, -1), '10:00'));
      await sweepOf(t).sweep();
      const [message] = await eventually(async () => {
        const rows = await db.rows<{ body: string }>(
          "SELECT m.body FROM sms_reminders r JOIN sms_messages m ON m.id = r.message_id WHERE r.appointment_id = $1 AND r.status = 'sent'",
          [id],
        );
        return rows.length > 0 ? rows : null;
      });
      return { id, body: message!.body };
    }
    const repliesTo = async (e164: string) => (await db.messagesTo(e164)).filter((m) => m.direction === 'outbound').map((m) => m.body);

    it('carries the link and "Reply C"; a C confirms the appointment and thanks the customer', async () => {
      try {
        const { id, body } = await reminded('201-555-0601', '2026-05-13', '14:30');
        expect(body).toMatch(
          /^Hi Bella! Happy Paws here: a reminder of Rex's grooming appointment on Wed, May 13 at 2:30 PM\. Reply C to confirm, or manage it: http\S+\/my-appointment\?token=[\w-]{43} Reply STOP to opt out\.$/,
        );
        const token = /token=([\w-]+)/.exec(body)![1]!;
        expect((await view(token)).body.appointment).toMatchObject({ date: '2026-05-13', time: '14:30', status: 'booked' });

        expect((await text('+12015550601', ' c ')).status).toBe(200);
        expect(await rowOf(id)).toMatchObject({ status: 'confirmed' });
        expect(await historyOf(id)).toEqual([{ status: 'confirmed', changed_by: null, reason: null }]);
        await eventually(async () => (await repliesTo('+12015550601')).includes("Thanks, Rex's appointment on Wed, May 13 at 2:30 PM is confirmed."));
      } finally {
        clockOf(t).travelTo(at('2026-05-04', '08:00'));
      }
    });

    it('a YES confirms a pending opt-in first; a later YES confirms the appointment', async () => {
      try {
        const { id } = await reminded('201-555-0602', '2026-05-14', '09:30');
        // Asked for on the opt-in page an hour before the reminder (by the test's clock).
        await db.rows(
          "INSERT INTO sms_consent_events (company_id, phone_e164, action, source, created_at) VALUES ($1, '+12015550602', 'opt_in_requested', 'opt-in page', $2)",
          [companyA, at('2026-05-13', '09:00')],
        );
        expect((await text('+12015550602', 'YES')).body.data).toMatchObject({ stored: true, intent: 'opt_in', replied: true });
        expect(await rowOf(id)).toMatchObject({ status: 'booked' });
        await eventually(async () => (await repliesTo('+12015550602')).some((b) => b.includes("you're signed up for text messages")));

        await text('+12015550602', 'Yes');
        expect(await rowOf(id)).toMatchObject({ status: 'confirmed' });
        await eventually(async () => (await repliesTo('+12015550602')).includes("Thanks, Rex's appointment on Thu, May 14 at 9:30 AM is confirmed."));
        // Any other text is an ordinary message: nothing confirmed, no answer.
        const before = (await repliesTo('+12015550602')).length;
        await text('+12015550602', 'Can I come at 10 instead?');
        expect((await repliesTo('+12015550602')).length).toBe(before);
      } finally {
        clockOf(t).travelTo(at('2026-05-04', '08:00'));
      }
    });
  });
});
