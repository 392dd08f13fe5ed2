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
  const counts = async () => ({
    customers: await db.count('SELECT count(*) AS n FROM customers'),
    appointments: await db.count('SELECT count(*) AS n FROM appointments'),
  });
  /** An appointment to book for a request: Sam Chen of company A, an hour on a day in 2031. */
  const slot = (extra: Record<string, unknown> = {}) => ({ date: '2031-05-06', time: '14:30', groomer_id: groomerA, dog_name: 'Maple', duration_minutes: 60, ...extra });
  const accept = (who: keyof TenantTokens, id: string, body: Record<string, unknown>) => decide(who, { id, status: 'accepted', ...body });
  /** A North American number as typed, in E.164 as the list answers it ('201-555-0190' is '+12015550190'). */
  const e164 = (typed: string) => `+1${typed.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`;
  /** The pending request of `phone` (as typed) in company A, as staff list it. */
  async function pendingOf(phone: string) {
    const answer = await list('staff', '?status=pending');
    return (answer.body.data.booking_requests as { id: string; phone: string; customer_id: string | null }[]).find((r) => r.phone === e164(phone))!;
  }
  async function book(customerId: string, date = newYorkDay(10)): Promise<string> {
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
    expect(mine).toMatchObject({ customer_id: known, name: 'Nora Walker', phone: '+12015550190', dog_name: 'Maple', preferred_time: '14:30', status: 'pending' });
    expect((await pendingOf('(201) 555-0160')).customer_id).toBeNull();
    for (const who of ['admin', 'superadmin'] as const) expect((await list(who)).status).toBe(200);
    expect((await list('user')).status).toBe(403);
    expect((await call(t.api.url, 'GET', REQUESTS)).status).toBe(401);
    expect((await list('adminB')).body.data.booking_requests).toEqual([]);
    expect((await list('staff', '?status=accepted')).body.data.booking_requests).toEqual([]);
    expect((await list('staff', '?status=maybe')).status).toBe(400);
  });

  it('accepts a request for its customer in one call, booking the appointment, and confirms by text when the customer opted in', async () => {
    const phone = '+12015550200';
    expect((await call(t.api.url, 'POST', '/api/sms-opt-in', { body: { companyId: companyA, name: 'Olive Optin', phoneNumber: '201-555-0200', consent: true, disclosureVersion: OPT_IN_DISCLOSURE_VERSION }, headers: { 'X-Forwarded-For': newAddress() } })).status).toBe(200);
    await eventually(async () => ((await db.callsTo(phone)).length > 0 ? true : null));
    await ask(request('201-555-0200', { name: 'Olive Optin' }));
    const pending = await pendingOf('201-555-0200');
    expect(pending.customer_id).toBeTruthy();
    const before = await counts();

    const answer = await accept('staff', pending.id, { appointment: slot({ customer_id: pending.customer_id, charged_amount: 80, amount_given: 100 }) });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Booking request accepted',
      confirmation_sent: true,
      booking_request: { id: pending.id, status: 'accepted', customer_id: pending.customer_id },
    });
    expect(answer.body.booking_request.decided_at).toBeTruthy();
    const appointmentId = answer.body.booking_request.appointment_id as string;
    // Stored as POST /api/appointments stores it: the total and tip computed, never sent.
    expect((await call(t.api.url, 'GET', `/api/appointments?id=${appointmentId}`, { token: tokens.staff })).body.appointment).toMatchObject({
      date: '2031-05-06',
      time: '14:30',
      customer_id: pending.customer_id,
      groomer_id: groomerA,
      dog_name: 'Maple',
      charged_amount: 80,
      total_with_tax: 85.3,
      tip: 14.7,
      duration_minutes: 60,
    });
    expect(await counts()).toEqual({ customers: before.customers, appointments: before.appointments + 1 });
    const calls = await eventually(async () => {
      const found = (await db.callsTo(phone)).filter((c) => c.body.includes('booked'));
      return found.length > 0 ? found : null;
    });
    expect(calls.map((c) => c.body)).toEqual([
      expect.stringMatching(/^Happy Paws here: Maple's grooming appointment is booked for Tue, May 6, 2031 at 2:30 PM\. Manage it: http\S+\/my-appointment\?token=[\w-]{43} Reply STOP to opt out\.$/),
    ]);

    // Decided once: a second decision is refused, and writes nothing.
    const again = await accept('staff', pending.id, { appointment: slot({ time: '16:00' }), customer: { name: 'Olive Again', phone_number: '201-555-0200' } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, code: 'CONFLICT', message: 'This request was already accepted' });
    expect((await decide('staff', { id: pending.id, status: 'declined' })).status).toBe(409);
    expect(await counts()).toEqual({ customers: before.customers, appointments: before.appointments + 1 });
  });

  it('adds the new customer of a request no customer matched, with its appointment, in the same call', async () => {
    await ask(request('(201) 555-0240', { name: 'Nina Newcomer', dog_name: 'Pepper' }));
    const pending = await pendingOf('(201) 555-0240');
    expect(pending.customer_id).toBeNull();
    const before = await counts();

    const answer = await accept('admin', pending.id, {
      appointment: slot({ date: '2031-05-07', time: '09:00', dog_name: 'Pepper' }),
      customer: { name: '  Nina Newcomer ', phone_number: '(201) 555-0240' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: 'Booking request accepted', confirmation_sent: true, booking_request: { status: 'accepted' } });
    const added = await db.rows<{ id: string; name: string; phone_number: string; phone_e164: string }>(
      'SELECT id, name, phone_number, phone_e164 FROM customers WHERE company_id = $1 AND phone_e164 = $2',
      [companyA, '+12015550240'],
    );
    expect(added).toEqual([{ id: answer.body.booking_request.customer_id, name: 'Nina Newcomer', phone_number: '+12015550240', phone_e164: '+12015550240' }]);
    const appointment = (await call(t.api.url, 'GET', `/api/appointments?id=${answer.body.booking_request.appointment_id}`, { token: tokens.admin })).body.appointment;
    expect(appointment).toMatchObject({ date: '2031-05-07', time: '09:00', customer_id: answer.body.booking_request.customer_id, dog_name: 'Pepper', customer: { name: 'Nina Newcomer' } });
    expect(await counts()).toEqual({ customers: before.customers + 1, appointments: before.appointments + 1 });
    await eventually(async () => ((await db.callsTo('+12015550240')).some((c) => c.body.includes("Pepper's grooming appointment is booked")) ? true : null));
  });

  it('refuses the whole accept when marking the request fails after the inserts: no customer, no appointment, the request still pending', async () => {
    await ask(request('201-555-0230', { name: 'Faye Fault', dog_name: 'Faultless' }));
    const pending = await pendingOf('201-555-0230');
    const before = await counts();
    // A real failure of the last step: the update of this request raises, once its appointment and new customer are in.
    await t.arrange.query(`
      CREATE FUNCTION refuse_marking_request() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        IF EXISTS (SELECT 1 FROM appointments WHERE id = NEW.appointment_id) AND EXISTS (SELECT 1 FROM customers WHERE name = 'Faye Fault') THEN
          RAISE EXCEPTION 'marking the request refused by the test';
        END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER refuse_marking_request BEFORE UPDATE ON booking_requests FOR EACH ROW WHEN (OLD.id = '${pending.id}') EXECUTE FUNCTION refuse_marking_request();`);
    try {
      const answer = await accept('staff', pending.id, {
        appointment: slot({ date: '2031-05-08', dog_name: 'Faultless' }),
        customer: { name: 'Faye Fault', phone_number: '201-555-0230' },
      });
      expect(answer.status).toBe(500);
      expect(answer.body).toMatchObject({ success: false, code: 'INTERNAL_ERROR' });
    } finally {
      await t.arrange.query('DROP TRIGGER refuse_marking_request ON booking_requests; DROP FUNCTION refuse_marking_request()');
    }
    expect(await counts()).toEqual(before);
    expect(await db.count("SELECT count(*) AS n FROM customers WHERE name = 'Faye Fault'")).toBe(0);
    expect(await db.count("SELECT count(*) AS n FROM appointments WHERE dog_name = 'Faultless'")).toBe(0);
    expect(await pendingOf('201-555-0230')).toMatchObject({ id: pending.id, customer_id: null });
    expect((await db.messagesTo('+12015550230')).filter((m) => m.body.includes('booked'))).toEqual([]);

    // Nothing half-done stands in the way: the same accept goes through once the fault is gone.
    const retried = await accept('staff', pending.id, { appointment: slot({ date: '2031-05-08', dog_name: 'Faultless' }), customer: { name: 'Faye Fault', phone_number: '201-555-0230' } });
    expect(retried.status).toBe(200);
    expect(await counts()).toEqual({ customers: before.customers + 1, appointments: before.appointments + 1 });
  });

  it('books an overlapping slot as POST /api/appointments does, then re-warms the conflict map and schedules the reminder after the commit', async () => {
    const customer = await db.customer(companyA, 'Cora Cached', '201-555-0250');
    const existing = await book(customer, '2031-06-10');
    // The month is cached before the accept.
    const monthMap = () => call(t.api.url, 'GET', '/api/conflict-cache-simple?year=2031&month=6', { token: tokens.staff });
    await eventually(async () => ((await monthMap()).body.cached === true ? true : null), 15_000, 'the month cached');
    await ask(request('201-555-0250', { name: 'Cora Cached' }));
    const pending = await pendingOf('201-555-0250');

    // The same groomer at the same time: a conflict warns in the form and never refuses a single booking.
    const answer = await accept('staff', pending.id, { appointment: slot({ date: '2031-06-10', customer_id: customer }) });
    expect(answer.status).toBe(200);
    const appointmentId = answer.body.booking_request.appointment_id as string;
    const cached = await eventually(async () => {
      const map = (await monthMap()).body;
      return map.cached && map.conflicts[appointmentId] ? map : null;
    }, 15_000, 'the re-warmed month with the new conflict');
    expect(cached.conflicts[appointmentId].map((entry: { id: string }) => entry.id)).toEqual([existing]);
    expect(cached.conflicts[existing].map((entry: { id: string }) => entry.id)).toEqual([appointmentId]);
    const reminders = await db.rows<{ status: string }>('SELECT status FROM sms_reminders WHERE appointment_id = $1', [appointmentId]);
    expect(reminders).toEqual([{ status: 'scheduled' }]);
  });

  it('lets one of two simultaneous accepts of a request through; the other is refused and writes nothing', async () => {
    await ask(request('201-555-0260', { name: 'Rita Race', dog_name: 'Dash' }));
    const pending = await pendingOf('201-555-0260');
    const before = await counts();
    const body = (time: string) => ({ appointment: slot({ date: '2031-05-09', time, dog_name: 'Dash' }), customer: { name: 'Rita Race', phone_number: '201-555-0260' } });
    const answers = await Promise.all([accept('staff', pending.id, body('10:00')), accept('admin', pending.id, body('15:00'))]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.message).toBe('This request was already accepted');
    expect(await counts()).toEqual({ customers: before.customers + 1, appointments: before.appointments + 1 });
    expect(await db.count("SELECT count(*) AS n FROM appointments WHERE dog_name = 'Dash'")).toBe(1);
  });

  it('still accepts with an appointment booked before (remotes built against earlier contracts)', async () => {
    const customer = await db.customer(companyA, 'Lena Legacy', '201-555-0270');
    await ask(request('201-555-0270', { name: 'Lena Legacy' }));
    const pending = await pendingOf('201-555-0270');
    const appointmentId = await book(customer, '2031-05-12');
    const answer = await decide('staff', { id: pending.id, status: 'accepted', appointment_id: appointmentId });
    expect(answer.body).toMatchObject({ success: true, booking_request: { status: 'accepted', appointment_id: appointmentId } });
  });

  it('confirms by text a customer who never opted in (the number was given for the appointment), but not one that texted STOP', async () => {
    const numberA = await t.arrange.smsNumberOf(companyA);
    for (const [phone, stop] of [['+12015550210', false], ['+12015550211', true]] as const) {
      const customer = await db.customer(companyA, 'Quiet Quinn', phone.slice(2));
      if (stop) await call(t.api.url, 'POST', '/api/dev/sms/inbound', { body: { from: phone, to: numberA, body: 'STOP' } });
      await ask(request(phone));
      const pending = await pendingOf(phone);
      expect(pending.customer_id).toBe(customer);
      const answer = await accept('admin', pending.id, { appointment: slot({ customer_id: customer }) });
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

  it('declines a request; refuses bad decisions, other companies and roles without one, writing nothing', async () => {
    await ask(request('201-555-0220'));
    const pending = await pendingOf('201-555-0220');
    const { rows: groomersB } = await t.arrange.query<{ id: string }>("INSERT INTO groomers (company_id, name) VALUES ($1, 'B') RETURNING id", [companyB]);
    const groomerB = groomersB[0]?.id;
    const customerB = await db.customer(companyB, 'Bravo Client', '201-555-0229');
    const theirs = (
      await call(t.api.url, 'POST', '/api/appointments', {
        token: tokens.adminB,
        body: { date: '2031-05-06', time: '09:00', customer_id: customerB, groomer_id: groomerB, dog_name: 'Bravo Dog', duration_minutes: 60 },
      })
    ).body.appointment.id;
    const newCustomer = { name: 'Nora Walker', phone_number: '201-555-0220' };
    const accepting = (extra: Record<string, unknown>) => ({ id: pending.id, status: 'accepted', ...extra });
    const withNew = (appointment: Record<string, unknown>) => accepting({ appointment: slot(appointment), customer: newCustomer });
    const refusals: [keyof TenantTokens, Record<string, unknown>, number, string | RegExp][] = [
      ['staff', accepting({}), 400, 'appointment: An accepted request books its appointment'],
      ['staff', accepting({ appointment: slot(), customer: newCustomer, appointment_id: randomUUID() }), 400, 'appointment_id: Give the appointment to book, or the one booked before, not both'],
      ['staff', accepting({ appointment: slot() }), 400, "appointment.customer_id: Choose the request's customer, or give the new customer to add"],
      ['staff', accepting({ appointment: slot({ customer_id: randomUUID() }), customer: newCustomer }), 400, 'customer: The appointment names its customer already: give no new customer'],
      ['staff', accepting({ customer: newCustomer }), 400, 'appointment: An accepted request books its appointment'],
      ['staff', accepting({ customer: newCustomer, appointment_id: theirs }), 400, 'customer: A new customer comes with the appointment to book'],
      ['staff', accepting({ appointment: 'tomorrow', customer: newCustomer }), 400, 'appointment: appointment must be an object'],
      ['staff', withNew({ groomer_id: null }), 400, 'appointment.groomer_id: Groomer is required'],
      ['staff', withNew({ date: '2031-02-30' }), 400, /^appointment\.date: /],
      ['staff', withNew({ date: undefined }), 400, /^appointment\.date: /],
      ['staff', withNew({ time: '25:00' }), 400, /^appointment\.time: /],
      ['staff', withNew({ duration_minutes: 50 }), 400, 'appointment.duration_minutes: Duration must be in steps of 15 minutes'],
      ['staff', withNew({ duration_minutes: 'long' }), 400, 'appointment.duration_minutes: Duration must be a number'],
      ['staff', withNew({ charged_amount: -1 }), 400, 'appointment.charged_amount: Service price must be at least 0'],
      ['staff', withNew({ amount_given: 1.234 }), 400, 'appointment.amount_given: Payment received can have at most 2 decimals'],
      ['staff', withNew({ dog_name: 'x'.repeat(101) }), 400, 'appointment.dog_name: Dog name is too long'],
      ['staff', withNew({ dog_name: '   ' }), 400, 'appointment.dog_name: Dog name is required'],
      ['staff', withNew({ dog_name: undefined }), 400, 'appointment.dog_name: Dog name is required'],
      ['staff', accepting({ appointment: slot(), customer: { name: 'Nora Walker', phone_number: 'ask at desk' } }), 400, 'Phone number is not a valid phone number'],
      ['staff', withNew({ notes: 'x'.repeat(5001) }), 400, 'appointment.notes: Notes are too long'],
      ['staff', accepting({ appointment: slot({ customer_id: 'nope' }) }), 400, 'appointment.customer_id: Must be a valid id'],
      ['staff', accepting({ appointment: slot(), customer: {} }), 400, 'customer: Give at least a name, a phone number or notes'],
      ['staff', accepting({ appointment: slot(), customer: { name: '   ' } }), 400, 'customer: Give at least a name, a phone number or notes'],
      ['staff', accepting({ appointment: slot(), customer: { name: 'x'.repeat(201) } }), 400, 'customer.name: Name is too long'],
      ['staff', accepting({ appointment: slot(), customer: { name: 'Nora', phone_number: 42 } }), 400, /^customer\.phone_number: /],
      ['staff', { id: pending.id, status: 'declined', appointment_id: randomUUID() }, 400, 'appointment_id: A declined request has no appointment'],
      ['staff', { id: pending.id, status: 'declined', appointment: slot() }, 400, 'appointment: A declined request books no appointment'],
      ['staff', { id: pending.id, status: 'declined', customer: newCustomer }, 400, 'customer: A declined request adds no customer'],
      ['staff', { id: pending.id, status: 'pending' }, 400, /^status: /],
      ['staff', { id: 'nope', status: 'declined' }, 400, 'id: Must be a valid id'],
      // Another company's groomer, customer or appointment does not exist here; the new customer is not kept either.
      ['staff', withNew({ groomer_id: groomerB }), 404, 'Groomer not found'],
      ['staff', accepting({ appointment: slot({ customer_id: customerB }) }), 404, 'Customer not found'],
      ['staff', accepting({ appointment_id: theirs }), 404, 'Appointment not found'],
      ['staff', { id: randomUUID(), status: 'declined' }, 404, 'Booking request not found'],
      ['staff', { ...withNew({}), id: randomUUID() }, 404, 'Booking request not found'],
      // Another company's staff cannot reach the request, even with a booking of their own.
      ['adminB', { ...withNew({ groomer_id: groomerB }) }, 404, 'Booking request not found'],
      ['adminB', { id: pending.id, status: 'declined' }, 404, 'Booking request not found'],
      ['user', withNew({}), 403, /./],
      ['user', { id: pending.id, status: 'declined' }, 403, /./],
    ];
    const before = await counts();
    const customersOfB = await db.count('SELECT count(*) AS n FROM customers WHERE company_id = $1', [companyB]);
    for (const [who, body, status, message] of refusals) {
      const answer = await decide(who, body);
      expect(answer.status, `${who} ${JSON.stringify(body)}`).toBe(status);
      expect(answer.body).toMatchObject({ success: false });
      expect(answer.body.message, `${who} ${JSON.stringify(body)}`).toMatch(message);
    }
    expect((await call(t.api.url, 'PUT', REQUESTS, { body: withNew({}) })).status).toBe(401);
    expect(await counts()).toEqual(before);
    expect(await db.count('SELECT count(*) AS n FROM customers WHERE company_id = $1', [companyB])).toBe(customersOfB);
    expect(await pendingOf('201-555-0220')).toMatchObject({ id: pending.id, status: 'pending', appointment_id: null, customer_id: null });

    const declined = await decide('staff', { id: pending.id, status: 'declined' });
    expect(declined.body).toMatchObject({ message: 'Booking request declined', booking_request: { status: 'declined', appointment_id: null } });
    expect((await list('staff', '?status=declined')).body.data.booking_requests.map((r: { id: string }) => r.id)).toEqual([pending.id]);
    expect(await counts()).toEqual(before);
  });
});
