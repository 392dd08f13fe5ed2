import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { queuesResponseSchema, smsConsentsResponseSchema } from '@groombook/contracts';
import { OPT_IN_MESSAGES, smsOptInResponseSchema, smsOptInStatusResponseSchema } from '@groombook/contracts/platform';
import { OPT_IN_DISCLOSURE_VERSION } from '@groombook/domain';
import { useTestApi } from './support/api-fixture';
import { call, arrangeTwoCompanies, type TenantTokens } from './support/identity';
import { eventually, smsTables, smsTestEnv, useWorkersInThisProcess } from './support/sms';

const OPT_IN = '/api/sms-opt-in';
const CONSENTS = '/api/sms-consents';

describe('the public SMS opt-in and the consent ledger', () => {
  const { env, prefix } = smsTestEnv();
  // Behind a proxy on this machine, so each test can come from an address of its own.
  const t = useTestApi({ ...env, TRUST_PROXY: 'loopback', SMS_OPT_IN_RATE_LIMIT: '10', SMS_OPT_IN_NUMBER_RATE_LIMIT: '5' });
  useWorkersInThisProcess(t, prefix);
  const db = smsTables(t);
  let companyA: string;
  let companyB: string;
  let numberA: string;
  const tokens = {} as TenantTokens;
  /** The phone answers the salon's number. */
  const text = (from: string, body: string) => call(t.api.url, 'POST', '/api/dev/sms/inbound', { body: { from, to: numberA, body } });
  const status = async (requestId: string) => smsOptInStatusResponseSchema.parse((await call(t.api.url, 'GET', `${OPT_IN}/${requestId}`)).body).data.status;
  const as = (who: keyof typeof tokens) => ({ token: tokens[who] });
  let address = 0;
  /** A new client address for each caller that needs one. */
  const newAddress = () => `198.51.100.${++address}`;
  const optIn = (body: Record<string, unknown>, from = newAddress(), userAgent = 'Mozilla/5.0 (iPhone) Test') =>
    call(t.api.url, 'POST', OPT_IN, { body, headers: { 'X-Forwarded-For': from, 'User-Agent': userAgent } });
  const valid = (phoneNumber: string, extra: Record<string, unknown> = {}) => ({
    companyId: companyA,
    name: 'Olivia Owner',
    phoneNumber,
    consent: true,
    disclosureVersion: OPT_IN_DISCLOSURE_VERSION,
    ...extra,
  });
  const ledger = (phone: string) =>
    db.rows<Record<string, unknown>>('SELECT * FROM sms_consent_events WHERE phone_e164 = $1 ORDER BY created_at, id', [phone]);
  const customersWith = (companyId: string, phone: string) =>
    db.rows<{ id: string; name: string | null; phone_number: string | null }>(
      'SELECT id, name, phone_number FROM customers WHERE company_id = $1 AND phone_e164 = $2 ORDER BY created_at',
      [companyId, phone],
    );
  const written = () => db.count('SELECT (SELECT count(*) FROM customers) + (SELECT count(*) FROM sms_consent_events) + (SELECT count(*) FROM sms_messages) AS n');

  beforeAll(async () => {
    ({ companyA, companyB } = await arrangeTwoCompanies(t.api.url, t.arrange, tokens));
    numberA = await t.arrange.smsNumberOf(companyA);
  });

  it('refuses a request without a company, with an unknown, malformed, suspended or number-less one, an invalid or foreign number, no name or no consent, writing nothing', async () => {
    const suspended = await t.arrange.company('Closed Paws');
    await t.arrange.query("UPDATE companies SET status = 'suspended' WHERE id = $1", [suspended]);
    const numberless = await t.arrange.company('No Number Yet', { smsNumber: null });
    const before = await written();
    const cases: [Record<string, unknown>, number, string | RegExp][] = [
      [valid('201-555-0140', { companyId: undefined }), 400, 'Company ID is required'],
      [valid('201-555-0140', { companyId: '   ' }), 400, 'Company ID is required'],
      [valid('201-555-0140', { companyId: 42 }), 400, 'Company ID is required'],
      [valid('201-555-0140', { companyId: randomUUID() }), 404, 'Company not found'],
      [valid('201-555-0140', { companyId: 'not-a-company' }), 404, 'Company not found'],
      [valid('12'), 400, 'Please enter a valid mobile phone number'],
      [valid('800-555-0100'), 400, 'Please enter a valid mobile phone number'],
      [valid('201-555-0140', { name: '' }), 400, /Name is required/],
      [valid('201-555-0140', { name: undefined }), 400, /Name is required/],
      [valid('201-555-0140', { consent: false }), 400, /tick the box/],
      [valid('201-555-0140', { consent: undefined }), 400, /tick the box/],
      [valid('+44 7400 123456'), 400, 'We can only text numbers in the United States and Canada'],
      [valid('+234 803 123 4567'), 400, 'We can only text numbers in the United States and Canada'],
      [valid('+1 876 333 1234'), 400, 'We can only text numbers in the United States and Canada'],
      [valid('201-555-0140', { companyId: suspended }), 403, OPT_IN_MESSAGES.companyUnavailable],
      [valid('201-555-0140', { companyId: numberless }), 403, OPT_IN_MESSAGES.companyUnavailable],
    ];
    for (const [body, status, message] of cases) {
      const answer = await optIn(body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body).toMatchObject({ success: false });
      expect(answer.body.message).toMatch(message);
    }
    expect(await written()).toBe(before);
  });

  it('records the request, asks the phone once, and opts the number in only when YES comes back from it', async () => {
    const phone = '+12015550141';
    const longAgent = `Mozilla/5.0 ${'x'.repeat(600)}`;
    const answer = await optIn(valid('(201) 555-0141'), '203.0.113.7', longAgent);
    expect(answer.status).toBe(200);
    const { message, data } = smsOptInResponseSchema.parse(answer.body);
    expect(message).toBe('Almost done: reply YES to the text we just sent');

    const [customer, ...others] = await customersWith(companyA, phone);
    expect(others).toHaveLength(0);
    expect(customer).toMatchObject({ name: 'Olivia Owner', phone_number: '+12015550141' });
    const [entry, ...more] = await ledger(phone);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      id: data.request_id,
      company_id: companyA,
      phone_e164: phone,
      action: 'opt_in_requested',
      source: 'opt-in page',
      name: 'Olivia Owner',
      customer_id: customer!.id,
      disclosure_version: OPT_IN_DISCLOSURE_VERSION,
      ip_address: '203.0.113.7',
      user_agent: longAgent.slice(0, 500),
      message_id: null,
    });
    const [ask] = await eventually(async () => {
      const calls = await db.callsTo(phone);
      return calls.length > 0 ? calls : null;
    });
    expect(ask!.body).toBe('Reply YES to get texts from Happy Paws. Reply STOP to cancel.');
    expect(await db.rows('SELECT from_phone FROM sms_simulator_calls WHERE to_phone = $1', [phone])).toEqual([{ from_phone: numberA }]);
    expect((await db.messagesTo(phone))[0]).toMatchObject({ purpose: 'compliance', direction: 'outbound' });

    // Not yet: the web form alone opts nobody in, so no marketing reaches the number.
    expect(await status(data.request_id)).toBe('pending');
    const pending = smsConsentsResponseSchema.parse((await call(t.api.url, 'GET', `${CONSENTS}?customer_id=${customer!.id}`, as('admin'))).body).data;
    expect(pending.current).toBe('pending');

    const yes = await text(phone, 'Yes!');
    expect(yes.body.data).toMatchObject({ stored: true, companyId: companyA, customerId: customer!.id, intent: 'opt_in', replied: true });
    expect((await ledger(phone)).map((e) => [e['action'], e['source'], e['message_id']])).toEqual([
      ['opt_in_requested', 'opt-in page', null],
      ['opt_in', 'YES', yes.body.data.messageId],
    ]);
    expect(await status(data.request_id)).toBe('opted_in');
    await eventually(async () => (await db.callsTo(phone)).length === 2);
    expect((await db.callsTo(phone))[1]?.body).toBe(
      "Happy Paws: you're signed up for text messages: reminders and up to 2 offers a month. Msg&data rates may apply. Reply HELP for help, STOP to opt out.",
    );
    const confirmed = smsConsentsResponseSchema.parse((await call(t.api.url, 'GET', `${CONSENTS}?customer_id=${customer!.id}`, as('admin'))).body).data;
    expect(confirmed.current).toBe('opted_in');
  });

  it("answers a request's status and nothing about any other number", async () => {
    expect((await call(t.api.url, 'GET', `${OPT_IN}/${randomUUID()}`)).status).toBe(404);
    expect((await call(t.api.url, 'GET', `${OPT_IN}/not-an-id`)).status).toBe(400);
    // A ledger entry that is not a web request is no request.
    const [stopEntry] = await db.rows<{ id: string }>("INSERT INTO sms_consent_events (company_id, phone_e164, action, source) VALUES ($1, '+12015550198', 'opt_out', 'STOP') RETURNING id", [companyA]);
    const other = await call(t.api.url, 'GET', `${OPT_IN}/${stopEntry!.id}`);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ success: false, message: 'Opt-in request not found', code: 'NOT_FOUND' });
  });

  it("links a second opt-in to the company's customer with that number and creates none", async () => {
    const phone = '+12015550142';
    const existing = await db.customer(companyA, 'Grace Existing', '201-555-0142');
    await db.customer(companyB, 'Bravo Twin', '201-555-0142');
    expect((await optIn(valid('+1 201 555 0142', { name: 'Grace E.' }))).status).toBe(200);
    expect(await db.count('SELECT count(*) AS n FROM sms_opt_outs WHERE phone_e164 = $1', [phone])).toBe(0);
    expect((await customersWith(companyA, phone)).map((c) => c.id)).toEqual([existing]);
    const [entry] = await ledger(phone);
    expect(entry).toMatchObject({ customer_id: existing, name: 'Grace E.', company_id: companyA });
    // Opting in with one company says nothing for another.
    expect((await ledger(phone)).filter((e) => e['company_id'] === companyB)).toHaveLength(0);
  });

  it('never re-subscribes a number that texted STOP from the web form: it gets no text, and only its own START brings it back', async () => {
    const phone = '+12015550143';
    await db.customer(companyA, 'Stopped Sam', '201-555-0143');
    await text(phone, 'STOP');
    await eventually(async () => (await db.callsTo(phone)).length === 1);
    expect(await db.count('SELECT count(*) AS n FROM sms_opt_outs WHERE phone_e164 = $1', [phone])).toBe(1);

    // Whoever sends the form gets the same answer as for any number: it tells nothing of the number.
    const again = await optIn(valid('201-555-0143'));
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Almost done: reply YES to the text we just sent');
    const requestId = smsOptInResponseSchema.parse(again.body).data.request_id;
    expect(await db.count('SELECT count(*) AS n FROM sms_opt_outs WHERE phone_e164 = $1', [phone])).toBe(1);
    // Time for a text to have gone, had one been sent.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await db.callsTo(phone)).map((c) => c.body)).toEqual(['Happy Paws: You are unsubscribed and will get no more texts from us. Reply START to subscribe again.']);
    expect(await status(requestId)).toBe('pending');

    await text(phone, 'START');
    expect(await db.count('SELECT count(*) AS n FROM sms_opt_outs WHERE phone_e164 = $1', [phone])).toBe(0);
    expect(await status(requestId)).toBe('opted_in');
    await text(phone, 'STOP');
    expect((await ledger(phone)).map((e) => [e['action'], e['source']])).toEqual([
      ['opt_out', 'STOP'],
      ['opt_in_requested', 'opt-in page'],
      ['opt_in', 'START'],
      ['opt_out', 'STOP'],
    ]);
    expect(await status(requestId)).toBe('pending');
  });

  it('limits opt-ins per client address and per number (429)', async () => {
    const from = newAddress();
    for (let i = 0; i < 10; i += 1) expect((await optIn(valid(`201-555-02${String(i).padStart(2, '0')}`), from)).status).toBe(200);
    const limited = await optIn(valid('201-555-0299'), from);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many/);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(await customersWith(companyA, '+12015550299')).toHaveLength(0);

    // Five of one number from five addresses, then the sixth from a sixth address is refused.
    for (let i = 0; i < 5; i += 1) expect((await optIn(valid('201-555-0150'))).status).toBe(200);
    expect((await optIn(valid('201-555-0150'))).status).toBe(429);
    expect((await ledger('+12015550150')).length).toBe(5);
  });

  it('counts IPv6 clients per /64: new addresses of one network share its limit', async () => {
    for (let i = 0; i < 10; i += 1) expect((await optIn(valid(`201-555-03${String(i).padStart(2, '0')}`), `2001:db8:7:9::${(i + 1).toString(16)}`)).status).toBe(200);
    expect((await optIn(valid('201-555-0399'), '2001:db8:7:9:ffff:ffff:ffff:fffe')).status).toBe(429);
    expect((await optIn(valid('201-555-0399'), '2001:db8:7:a::1')).status).toBe(200);
  });

  it('keeps the ledger entry without the customer when the customer is deleted', async () => {
    const phone = '+12015550144';
    expect((await optIn(valid('201-555-0144'))).status).toBe(200);
    const [customer] = await customersWith(companyA, phone);
    expect((await call(t.api.url, 'DELETE', '/api/customers', { ...as('admin'), body: { id: customer!.id } })).status).toBe(200);
    expect(await ledger(phone)).toEqual([expect.objectContaining({ customer_id: null, action: 'opt_in_requested' })]);
  });

  describe('GET /api/sms-consents', () => {
    it('lists the ledger newest first for admins, by number (any format) or customer, with the current state', async () => {
      const all = smsConsentsResponseSchema.parse((await call(t.api.url, 'GET', CONSENTS, as('admin'))).body).data;
      expect(all.current).toBeNull();
      expect(all.consents.length).toBeGreaterThan(5);
      const times = all.consents.map((c) => c.created_at);
      expect([...times].sort().reverse()).toEqual(times);

      const stopped = smsConsentsResponseSchema.parse((await call(t.api.url, 'GET', `${CONSENTS}?phone=(201)%20555-0143`, as('superadmin'))).body).data;
      expect(stopped.consents.map((c) => c.source)).toEqual(['STOP', 'START', 'opt-in page', 'STOP']);
      expect(stopped.current).toBe('opted_out');

      const [olivia] = await customersWith(companyA, '+12015550141');
      const byCustomer = smsConsentsResponseSchema.parse((await call(t.api.url, 'GET', `${CONSENTS}?customer_id=${olivia!.id}`, as('admin'))).body).data;
      expect(byCustomer.current).toBe('opted_in');
      expect(byCustomer.consents).toEqual([
        expect.objectContaining({ action: 'opt_in', source: 'YES', customer_id: olivia!.id }),
        expect.objectContaining({ action: 'opt_in_requested', source: 'opt-in page', customer_id: olivia!.id, ip_address: '203.0.113.7', disclosure_version: OPT_IN_DISCLOSURE_VERSION }),
      ]);

      await text('+12015550141', 'STOP');
      const out = smsConsentsResponseSchema.parse((await call(t.api.url, 'GET', `${CONSENTS}?customer_id=${olivia!.id}`, as('admin'))).body).data;
      expect(out.current).toBe('opted_out');
      expect(out.consents.map((c) => [c.action, c.source])).toEqual([
        ['opt_out', 'STOP'],
        ['opt_in', 'YES'],
        ['opt_in_requested', 'opt-in page'],
      ]);

      const nobody = await db.customer(companyA, 'Never Asked', '201-555-0145');
      const none = smsConsentsResponseSchema.parse((await call(t.api.url, 'GET', `${CONSENTS}?customer_id=${nobody}`, as('admin'))).body).data;
      expect(none).toEqual({ consents: [], current: 'unknown' });
      expect((await call(t.api.url, 'GET', `${CONSENTS}?customer_id=${randomUUID()}`, as('admin'))).status).toBe(404);
    });

    it('refuses staff and users (403) and the signed out (401); company B sees none of A', async () => {
      expect((await call(t.api.url, 'GET', CONSENTS, as('staff'))).status).toBe(403);
      expect((await call(t.api.url, 'GET', CONSENTS, as('user'))).status).toBe(403);
      expect((await call(t.api.url, 'GET', CONSENTS)).status).toBe(401);
      const bravo = smsConsentsResponseSchema.parse((await call(t.api.url, 'GET', CONSENTS, as('adminB'))).body).data;
      expect(bravo.consents).toEqual([]);
      const byPhone = smsConsentsResponseSchema.parse((await call(t.api.url, 'GET', `${CONSENTS}?phone=201-555-0141`, as('adminB'))).body).data;
      expect(byPhone.consents).toEqual([]);
      const [olivia] = await customersWith(companyA, '+12015550141');
      expect((await call(t.api.url, 'GET', `${CONSENTS}?customer_id=${olivia!.id}`, as('adminB'))).status).toBe(404);
    });
  });
});

describe('the caps on opt-in texts', () => {
  const { env, prefix } = smsTestEnv();
  const t = useTestApi({ ...env, TRUST_PROXY: 'loopback', SMS_OPT_IN_COMPANY_DAILY_CAP: '2', SMS_OPT_IN_PLATFORM_HOURLY_CAP: '3' });
  useWorkersInThisProcess(t, prefix);
  const db = smsTables(t);
  const tokens = {} as TenantTokens;
  let companyA: string;
  let companyB: string;
  let address = 0;
  const optIn = (companyId: string, phoneNumber: string) =>
    call(t.api.url, 'POST', OPT_IN, {
      body: { companyId, name: 'Pumped', phoneNumber, consent: true, disclosureVersion: OPT_IN_DISCLOSURE_VERSION },
      headers: { 'X-Forwarded-For': `198.51.100.${++address}` },
    });
  const written = () => db.count('SELECT (SELECT count(*) FROM customers) + (SELECT count(*) FROM sms_consent_events) + (SELECT count(*) FROM sms_messages) AS n');

  beforeAll(async () => {
    ({ companyA, companyB } = await arrangeTwoCompanies(t.api.url, t.arrange, tokens));
  });

  it("refuses with 429 past a company's daily cap and the platform's hourly cap, sends nothing more, and counts the refusals for the queue page", async () => {
    expect((await optIn(companyA, '201-555-0301')).status).toBe(200);
    expect((await optIn(companyA, '201-555-0302')).status).toBe(200);
    await eventually(async () => (await db.count('SELECT count(*) AS n FROM sms_simulator_calls')) === 2);

    let before = await written();
    const overCompany = await optIn(companyA, '201-555-0303');
    expect(overCompany.status).toBe(429);
    expect(overCompany.body).toEqual({ success: false, message: expect.stringMatching(/^Too many attempts\. Please try again in /), code: 'RATE_LIMITED' });
    expect(overCompany.headers.get('retry-after')).toBeTruthy();
    expect(await written()).toBe(before);

    // Another company still has room today, until the platform's hour is used up.
    expect((await optIn(companyB, '201-555-0304')).status).toBe(200);
    before = await written();
    const overPlatform = await optIn(companyB, '201-555-0305');
    expect(overPlatform.status).toBe(429);
    expect(await written()).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await db.count('SELECT count(*) AS n FROM sms_simulator_calls')).toBe(3);

    const queues = queuesResponseSchema.parse((await call(t.api.url, 'GET', '/api/admin/queues', { token: tokens.superadmin })).body).data;
    expect(queues.sms_caps).toEqual({ company_daily_limit: 2, platform_hourly_limit: 3, refused_last_24h: { company: 1, platform: 1 } });
  });
});
