import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { smsConsentsResponseSchema } from '@groombook/contracts';
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
  const tokens = {} as TenantTokens;
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
  });

  it('refuses a request without a company, with an unknown or malformed one, an invalid number, no name or no consent, writing nothing', async () => {
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
    ];
    for (const [body, status, message] of cases) {
      const answer = await optIn(body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body).toMatchObject({ success: false });
      expect(answer.body.message).toMatch(message);
    }
    expect(await written()).toBe(before);
  });

  it('creates the customer, records every field of the consent and texts a confirmation', async () => {
    const phone = '+12015550141';
    const longAgent = `Mozilla/5.0 ${'x'.repeat(600)}`;
    const answer = await optIn(valid('(201) 555-0141'), '203.0.113.7', longAgent);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: 'Successfully opted in' });

    const [customer, ...others] = await customersWith(companyA, phone);
    expect(others).toHaveLength(0);
    expect(customer).toMatchObject({ name: 'Olivia Owner', phone_number: '(201) 555-0141' });
    const [entry, ...more] = await ledger(phone);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      company_id: companyA,
      phone_e164: phone,
      action: 'opt_in',
      source: 'opt-in page',
      name: 'Olivia Owner',
      customer_id: customer!.id,
      disclosure_version: OPT_IN_DISCLOSURE_VERSION,
      ip_address: '203.0.113.7',
      user_agent: longAgent.slice(0, 500),
      message_id: null,
    });
    const [call0] = await eventually(async () => {
      const calls = await db.callsTo(phone);
      return calls.length > 0 ? calls : null;
    });
    expect(call0!.body).toBe("Happy Paws: you're signed up for text messages: reminders and up to 2 offers a month. Msg&data rates may apply. Reply HELP for help, STOP to opt out.");
    const [message] = await db.messagesTo(phone);
    expect(message).toMatchObject({ purpose: 'compliance', direction: 'outbound' });
  });

  it("links a second opt-in to the company's customer with that number and creates none", async () => {
    const phone = '+12015550142';
    const existing = await db.customer(companyA, 'Grace Existing', '201-555-0142');
    await db.customer(companyB, 'Bravo Twin', '201-555-0142');
    expect((await optIn(valid('+1 201 555 0142', { name: 'Grace E.' }))).status).toBe(200);
    expect((await customersWith(companyA, phone)).map((c) => c.id)).toEqual([existing]);
    const [entry] = await ledger(phone);
    expect(entry).toMatchObject({ customer_id: existing, name: 'Grace E.', company_id: companyA });
    // Opting in with one company says nothing for another.
    expect((await ledger(phone)).filter((e) => e['company_id'] === companyB)).toHaveLength(0);
  });

  it('opts back in a number that opted out; a STOP afterwards is in the ledger as STOP, START as START', async () => {
    const phone = '+12015550143';
    await db.customer(companyA, 'Stopped Sam', '201-555-0143');
    await call(t.api.url, 'POST', '/api/dev/sms/inbound', { body: { from: phone, body: 'STOP' } });
    expect(await db.count('SELECT count(*) AS n FROM sms_opt_outs WHERE phone_e164 = $1', [phone])).toBe(1);

    expect((await optIn(valid('201-555-0143'))).status).toBe(200);
    expect(await db.count('SELECT count(*) AS n FROM sms_opt_outs WHERE phone_e164 = $1', [phone])).toBe(0);
    await eventually(async () => (await db.callsTo(phone)).some((c) => c.body.includes("you're signed up")));

    await call(t.api.url, 'POST', '/api/dev/sms/inbound', { body: { from: phone, body: 'STOP' } });
    await call(t.api.url, 'POST', '/api/dev/sms/inbound', { body: { from: phone, body: 'START' } });
    expect((await ledger(phone)).map((e) => [e['action'], e['source']])).toEqual([
      ['opt_out', 'STOP'],
      ['opt_in', 'opt-in page'],
      ['opt_out', 'STOP'],
      ['opt_in', 'START'],
    ]);
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

  it('keeps the ledger entry without the customer when the customer is deleted', async () => {
    const phone = '+12015550144';
    expect((await optIn(valid('201-555-0144'))).status).toBe(200);
    const [customer] = await customersWith(companyA, phone);
    expect((await call(t.api.url, 'DELETE', '/api/customers', { ...as('admin'), body: { id: customer!.id } })).status).toBe(200);
    expect(await ledger(phone)).toEqual([expect.objectContaining({ customer_id: null, action: 'opt_in' })]);
  });

  describe('GET /api/sms-consents', () => {
    it('lists the ledger newest first for admins, by number (any format) or customer, with the current state', async () => {
      const all = smsConsentsResponseSchema.parse((await call(t.api.url, 'GET', CONSENTS, as('admin'))).body).data;
      expect(all.current).toBeNull();
      expect(all.consents.length).toBeGreaterThan(5);
      const times = all.consents.map((c) => c.created_at);
      expect([...times].sort().reverse()).toEqual(times);

      const stopped = smsConsentsResponseSchema.parse((await call(t.api.url, 'GET', `${CONSENTS}?phone=(201)%20555-0143`, as('superadmin'))).body).data;
      expect(stopped.consents.map((c) => c.source)).toEqual(['START', 'STOP', 'opt-in page', 'STOP']);
      expect(stopped.current).toBe('opted_in');

      const [olivia] = await customersWith(companyA, '+12015550141');
      const byCustomer = smsConsentsResponseSchema.parse((await call(t.api.url, 'GET', `${CONSENTS}?customer_id=${olivia!.id}`, as('admin'))).body).data;
      expect(byCustomer.current).toBe('opted_in');
      expect(byCustomer.consents).toEqual([
        expect.objectContaining({ action: 'opt_in', source: 'opt-in page', customer_id: olivia!.id, ip_address: '203.0.113.7', disclosure_version: OPT_IN_DISCLOSURE_VERSION }),
      ]);

      await call(t.api.url, 'POST', '/api/dev/sms/inbound', { body: { from: '+12015550141', body: 'STOP' } });
      const out = smsConsentsResponseSchema.parse((await call(t.api.url, 'GET', `${CONSENTS}?customer_id=${olivia!.id}`, as('admin'))).body).data;
      expect(out.current).toBe('opted_out');
      expect(out.consents.map((c) => [c.action, c.source])).toEqual([
        ['opt_out', 'STOP'],
        ['opt_in', 'opt-in page'],
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
