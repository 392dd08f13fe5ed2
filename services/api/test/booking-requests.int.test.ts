import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPT_IN_DISCLOSURE_VERSION } from '@groombook/domain';
import { useTestApi } from './support/api-fixture';
import { arrangeTwoCompanies, call, type TenantTokens } from './support/identity';
import { eventually, smsTables, smsTestEnv, useWorkersInThisProcess } from './support/sms';

const REQUESTS = '/api/booking-requests';

/** A day in New York (the companies' time zone), `days` from today there. */
function newYorkDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('booking requests: the public request, and staff accepting or declining it', () => {
  const { env, prefix } = smsTestEnv();
  // Behind a proxy on this machine, so each test can come from an address of its own.
  const t = useTestApi({ ...env, TRUST_PROXY: 'loopback', BOOKING_REQUEST_RATE_LIMIT: '6', BOOKING_REQUEST_PHONE_RATE_LIMIT: '3' });
  useWorkersInThisProcess(t, prefix);
  const db = smsTables(t);
  const tokens = {} as TenantTokens;
  let companyA: string;
  let companyB: string;
  let groomerA: string;
  let address = 0;
  const newAddress = () => `198.51.100.${++address}`;

  const ask = (body: Record<string, unknown>, from = newAddress()) => call(t.api.url, 'POST', REQUESTS, { body, headers: { 'X-Forwarded-For': from } });
  const request = (phone: string, extra: Record<string, unknown> = {}) => ({
    company_id: companyA,
    name: 'Nora Walker',
    phone,
    dog_name: 'Maple',
    preferred_date: newYorkDay(10),
    preferred_time: '14:30',
    notes: 'First visit',
    ...extra,
  });
  const list = (who: keyof TenantTokens, query = '') => call(t.api.url, 'GET', `${REQUESTS}${query}`, { token: tokens[who] });
  const decide = (who: keyof TenantTokens, body: Record<string, unknown>) => call(t.api.url, 'PUT', REQUESTS, { token: tokens[who], body });
  const stored = () => db.count('SELECT count(*) AS n FROM booking_requests');
  /** The pending request of `phone` in company A, as staff list it. */
  async function pendingOf(phone: string) {
    const answer = await list('staff', '?status=pending');
    return (answer.body.data.booking_requests as { id: string; phone: string; customer_id: string | null }[]).find((r) => r.phone === phone)!;
  }
  async function book(customerId: string | null, date = newYorkDay(10)): Promise<string> {
    const answer = await call(t.api.url, 'POST', '/api/appointments', {
      token: tokens.staff,
      body: { date, time: '14:30', customer_id: customerId, groomer_id: groomerA, dog_name: 'Maple', duration_minutes: 60 },
    });
    return answer.body.appointment.id as string;
  }

  beforeAll(async () => {
    ({ companyA, companyB } = await arrangeTwoCompanies(t.api.url, t.arrange, tokens));
    groomerA = (await t.arrange.query("INSERT INTO groomers (company_id, name) VALUES ($1, 'Sam Chen') RETURNING id", [companyA])).rows[0]!.id;
  });

  it('stores a valid request from anyone, without an account', async () => {
    const answer = await ask(request('(201) 555-0160'));
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ success: true, message: 'Request sent! The salon will contact you to confirm.' });
    const [row] = await db.rows<Record<string, unknown>>(
      "SELECT company_id, name, phone, phone_e164, dog_name, to_char(preferred_date, 'YYYY-MM-DD') AS preferred_date, to_char(preferred_time, 'HH24:MI') AS preferred_time, notes, status, appointment_id FROM booking_requests WHERE phone_e164 = '+12015550160'",
    );
    expect(row).toEqual({
      company_id: companyA,
      name: 'Nora Walker',
      phone: '(201) 555-0160',
      phone_e164: '+12015550160',
      dog_name: 'Maple',
      preferred_date: newYorkDay(10),
      preferred_time: '14:30',
      notes: 'First visit',
      status: 'pending',
      appointment_id: null,
    });
    // Today in the company's time zone is still a day to ask for.
    expect((await ask(request('201-555-0161', { preferred_date: newYorkDay(0), notes: undefined }))).status).toBe(201);
  });

  it('refuses bad requests, unknown and suspended companies with a clear 4xx, storing nothing', async () => {
    const suspended = await t.arrange.company('Closed Paws');
    await t.arrange.query("UPDATE companies SET status = 'suspended' WHERE id = $1", [suspended]);
    const before = await stored();
    const cases: [Record<string, unknown>, number, string | RegExp][] = [
      [request('201-555-0170', { name: '  ' }), 400, 'name: Name is required'],
      [request('201-555-0170', { dog_name: undefined }), 400, "dog_name: Your dog's name is required"],
      [request(''), 400, 'phone: Phone number is required'],
      [request('12'), 400, 'phone: Please enter a valid phone number'],
      [request('201-555-0170', { preferred_date: '' }), 400, 'preferred_date: Preferred date is required'],
      [request('201-555-0170', { preferred_date: '2031-02-30' }), 400, /^preferred_date: /],
      [request('201-555-0170', { preferred_date: newYorkDay(-1) }), 400, 'preferred_date: Preferred date must be today or later'],
      [request('201-555-0170', { preferred_time: '' }), 400, 'preferred_time: Preferred time is required'],
      [request('201-555-0170', { preferred_time: '25:00' }), 400, /^preferred_time: /],
      [request('201-555-0170', { notes: 'x'.repeat(1001) }), 400, 'notes: Notes are too long'],
      [request('201-555-0170', { company_id: 'nope' }), 400, 'company_id: Must be a valid id'],
      [request('201-555-0170', { company_id: randomUUID() }), 404, 'Company not found'],
      [request('201-555-0170', { company_id: suspended }), 403, 'This salon is not taking booking requests online right now'],
    ];
    for (const [body, status, message] of cases) {
      const answer = await ask(body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body).toMatchObject({ success: false });
      expect(answer.body.message).toMatch(message);
    }
    expect(await stored()).toBe(before);
  });

  it('limits requests per client address and per phone number (429)', async () => {
    const from = newAddress();
    for (let i = 0; i < 6; i += 1) expect((await ask(request(`201-555-03${String(i).padStart(2, '0')}`), from)).status).toBe(201);
    const limited = await ask(request('201-555-0399'), from);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(limited.headers.get('retry-after')).toBeTruthy();
    // Three of one number from three addresses, then a fourth from a fourth address is refused.
    for (let i = 0; i < 3; i += 1) expect((await ask(request('201-555-0180'))).status).toBe(201);
    expect((await ask(request('201-555-0180'))).status).toBe(429);
    expect(await db.count("SELECT count(*) AS n FROM booking_requests WHERE phone_e164 = '+12015550180'")).toBe(3);
  });

  it("lists the company's requests to staff and admins only, by status, with the customer of the same number", async () => {
    const known = await db.customer(companyA, 'Nora Walker', '201-555-0190');
    await ask(request('201-555-0190'));
    const mine = await pendingOf('201-555-0190');
    expect(mine).toMatchObject({ customer_id: known, name: 'Nora Walker', dog_name: 'Maple', preferred_time: '14:30', status: 'pending' });
    expect((await pendingOf('(201) 555-0160')).customer_id).toBeNull();
    for (const who of ['admin', 'superadmin'] as const) expect((await list(who)).status).toBe(200);
    expect((await list('user')).status).toBe(403);
    expect((await call(t.api.url, 'GET', REQUESTS)).status).toBe(401);
    expect((await list('adminB')).body.data.booking_requests).toEqual([]);
    expect((await list('staff', '?status=accepted')).body.data.booking_requests).toEqual([]);
    expect((await list('staff', '?status=maybe')).status).toBe(400);
  });

  it('accepts a request with its appointment and confirms by text when the customer opted in', async () => {
    const phone = '+12015550200';
    expect((await call(t.api.url, 'POST', '/api/sms-opt-in', { body: { companyId: companyA, name: 'Olive Optin', phoneNumber: '201-555-0200', consent: true, disclosureVersion: OPT_IN_DISCLOSURE_VERSION }, headers: { 'X-Forwarded-For': newAddress() } })).status).toBe(200);
    await eventually(async () => ((await db.callsTo(phone)).length > 0 ? true : null));
    await ask(request('201-555-0200', { name: 'Olive Optin' }));
    const pending = await pendingOf('201-555-0200');
    expect(pending.customer_id).toBeTruthy();
    const appointmentId = await book(pending.customer_id, '2031-05-06');

    const answer = await decide('staff', { id: pending.id, status: 'accepted', appointment_id: appointmentId });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Booking request accepted',
      confirmation_sent: true,
      booking_request: { id: pending.id, status: 'accepted', appointment_id: appointmentId },
    });
    expect(answer.body.booking_request.decided_at).toBeTruthy();
    const calls = await eventually(async () => {
      const found = (await db.callsTo(phone)).filter((c) => c.body.includes('booked'));
      return found.length > 0 ? found : null;
    });
    expect(calls.map((c) => c.body)).toEqual(["Happy Paws here: Maple's grooming appointment is booked for Tue, May 6, 2031 at 2:30 PM. Reply STOP to opt out."]);
    // Decided once: a second decision is refused.
    expect((await decide('staff', { id: pending.id, status: 'declined' })).status).toBe(409);
  });

  it('confirms by text a customer who never opted in (the number was given for the appointment), but not one that texted STOP', async () => {
    const numberA = await t.arrange.smsNumberOf(companyA);
    for (const [phone, stop] of [['+12015550210', false], ['+12015550211', true]] as const) {
      const customer = await db.customer(companyA, 'Quiet Quinn', phone.slice(2));
      if (stop) await call(t.api.url, 'POST', '/api/dev/sms/inbound', { body: { from: phone, to: numberA, body: 'STOP' } });
      await ask(request(phone));
      const pending = await pendingOf(phone);
      expect(pending.customer_id).toBe(customer);
      const answer = await decide('admin', { id: pending.id, status: 'accepted', appointment_id: await book(customer) });
      expect(answer.body).toMatchObject({ success: true, confirmation_sent: !stop, booking_request: { status: 'accepted' } });
      expect((await db.messagesTo(phone)).filter((m) => m.body.includes('booked'))).toHaveLength(stop ? 0 : 1);
    }
  });

  it('takes only numbers of the countries the platform texts', async () => {
    for (const phone of ['+44 7400 123456', '+1 876 333 1234']) {
      const answer = await ask(request(phone));
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('phone: We can only text numbers in the United States and Canada');
    }
  });

  it('declines a request; refuses bad decisions, other companies and roles without one, changing nothing', async () => {
    await ask(request('201-555-0220'));
    const pending = await pendingOf('201-555-0220');
    const theirs = (
      await call(t.api.url, 'POST', '/api/appointments', {
        token: tokens.adminB,
        body: { date: '2031-05-06', time: '09:00', groomer_id: (await t.arrange.query("INSERT INTO groomers (company_id, name) VALUES ($1, 'B') RETURNING id", [companyB])).rows[0]!.id, duration_minutes: 60 },
      })
    ).body.appointment.id;
    const refusals: [keyof TenantTokens, Record<string, unknown>, number, string | RegExp][] = [
      ['staff', { id: pending.id, status: 'accepted' }, 400, 'appointment_id: An accepted request names its appointment'],
      ['staff', { id: pending.id, status: 'declined', appointment_id: randomUUID() }, 400, 'appointment_id: A declined request has no appointment'],
      ['staff', { id: pending.id, status: 'pending' }, 400, /^status: /],
      ['staff', { id: pending.id, status: 'accepted', appointment_id: theirs }, 404, 'Appointment not found'],
      ['staff', { id: randomUUID(), status: 'declined' }, 404, 'Booking request not found'],
      ['adminB', { id: pending.id, status: 'declined' }, 404, 'Booking request not found'],
      ['user', { id: pending.id, status: 'declined' }, 403, /./],
    ];
    for (const [who, body, status, message] of refusals) {
      const answer = await decide(who, body);
      expect(answer.status, `${who} ${JSON.stringify(body)}`).toBe(status);
      expect(answer.body.message).toMatch(message);
    }
    expect((await call(t.api.url, 'PUT', REQUESTS, { body: { id: pending.id, status: 'declined' } })).status).toBe(401);
    expect((await pendingOf('201-555-0220')).id).toBe(pending.id);

    const declined = await decide('staff', { id: pending.id, status: 'declined' });
    expect(declined.body).toMatchObject({ message: 'Booking request declined', booking_request: { status: 'declined', appointment_id: null } });
    expect((await list('staff', '?status=declined')).body.data.booking_requests.map((r: { id: string }) => r.id)).toEqual([pending.id]);
  });
});
