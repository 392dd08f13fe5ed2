import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sendSmsResponseSchema, smsConversationResponseSchema, smsConversationsResponseSchema, smsUnreadResponseSchema } from '@groombook/contracts';
import { zonedInstant } from '../src/core/clock/company-time';
import { useTestApi } from './support/api-fixture';
import { call, arrangeTwoCompanies, type TenantTokens } from './support/identity';
import { clockOf, eventually, smsTables, smsTestEnv, useWorkersInThisProcess } from './support/sms';

const PATH = '/api/sms-conversations';
const UNREAD = '/api/sms-unread';
/** A Wednesday noon in the companies' time zone. */
const NOON = zonedInstant('2026-05-06', '12:00', 'America/New_York');

/** The front desk: staff read and answer customers' texts on the Messages page; the Marketing screens stay the admins'. */
describe('SMS conversations for staff', () => {
  const { env, prefix } = smsTestEnv();
  const t = useTestApi(env);
  useWorkersInThisProcess(t, prefix);
  const db = smsTables(t);
  let companyA: string;
  let companyB: string;
  const tokens = {} as TenantTokens;
  const c = {} as Record<'rosa' | 'bravo', string>;
  const as = (who: keyof typeof tokens) => ({ token: tokens[who] });
  const numbers = { A: '', B: '' };
  const inbound = (from: string, body: string, to = numbers.A) => call(t.api.url, 'POST', '/api/dev/sms/inbound', { body: { from, to, body } });
  const unread = async (who: keyof typeof tokens) => smsUnreadResponseSchema.parse((await call(t.api.url, 'GET', UNREAD, as(who))).body).data.unread_conversations;

  beforeAll(async () => {
    ({ companyA, companyB } = await arrangeTwoCompanies(t.api.url, t.arrange, tokens));
    numbers.A = await t.arrange.smsNumberOf(companyA);
    numbers.B = await t.arrange.smsNumberOf(companyB);
    c.rosa = await db.customer(companyA, 'Rosa Front', '(201) 555-0131');
    c.bravo = await db.customer(companyB, 'Bravo Texter', '(201) 555-0132');
    clockOf(t).travelTo(NOON);
  });

  it('lets staff read the list and a conversation, mark it read and answer it; the simulator receives the answer', async () => {
    expect(await unread('staff')).toBe(0);
    expect((await inbound('+12015550131', 'Can I move Coco to Friday?')).status).toBe(200);
    expect(await unread('staff')).toBe(1);
    expect(await unread('admin')).toBe(1);

    const list = await call(t.api.url, 'GET', PATH, as('staff'));
    expect(list.status).toBe(200);
    const rows = smsConversationsResponseSchema.parse(list.body).data;
    expect(rows.find((row) => row.id === c.rosa)).toMatchObject({ customer_name: 'Rosa Front', unread_count: 1 });

    const detail = await call(t.api.url, 'GET', `${PATH}?customerId=${c.rosa}`, as('staff'));
    expect(detail.status).toBe(200);
    expect(smsConversationResponseSchema.parse(detail.body).data.messages.map((m) => [m.direction, m.messageText])).toEqual([
      ['inbound', 'Can I move Coco to Friday?'],
    ]);

    const read = await call(t.api.url, 'PUT', `${PATH}?customerId=${c.rosa}`, as('staff'));
    expect(read.status).toBe(200);
    expect(await unread('staff')).toBe(0);
    expect(await db.count("SELECT count(*) AS n FROM sms_messages WHERE customer_id = $1 AND read_at IS NULL AND direction = 'inbound'", [c.rosa])).toBe(0);

    const sent = await call(t.api.url, 'POST', `${PATH}?customerId=${c.rosa}`, { ...as('staff'), body: { message: 'Friday at 10 works, see you then!' } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sendSmsResponseSchema.parse(sent.body).data.message).toMatchObject({ direction: 'outbound', messageText: 'Friday at 10 works, see you then!' });
    await eventually(async () => (await db.callsTo('+12015550131')).some((sms) => sms.body === 'Friday at 10 works, see you then!'), 15_000, 'the simulator');
  });

  it('refuses staff (403) on the Marketing screens: campaigns, groups, the consent ledger and the summary; nothing is written', async () => {
    const campaigns = await db.count('SELECT count(*) AS n FROM campaigns');
    const groups = await db.count('SELECT count(*) AS n FROM customer_groups');
    const refused = [
      ['GET', '/api/campaigns', undefined],
      ['GET', `/api/campaigns?id=${randomUUID()}`, undefined],
      ['POST', '/api/campaigns', { title: 'Spring', message: 'Baths 20% off', recipients: { mode: 'all' } }],
      ['POST', '/api/campaigns/recipient-count', { recipients: { mode: 'all' } }],
      ['GET', '/api/customer-groups', undefined],
      ['POST', '/api/customer-groups', { name: 'Regulars', member_ids: [c.rosa] }],
      ['PUT', '/api/customer-groups', { id: randomUUID(), name: 'Regulars', member_ids: [] }],
      ['DELETE', '/api/customer-groups', { id: randomUUID() }],
      ['GET', '/api/sms-consents', undefined],
      ['GET', '/api/sms-summary', undefined],
    ] as const;
    for (const [method, path, body] of refused) {
      const answer = await call(t.api.url, method, path, { ...as('staff'), body });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.code).toBe('FORBIDDEN');
    }
    expect(await db.count('SELECT count(*) AS n FROM campaigns')).toBe(campaigns);
    expect(await db.count('SELECT count(*) AS n FROM customer_groups')).toBe(groups);
  });

  it('refuses a user without a role (403) on conversations and the unread count, and sends nothing', async () => {
    const before = await db.count('SELECT count(*) AS n FROM sms_messages');
    for (const [method, path, body] of [
      ['GET', PATH, undefined],
      ['GET', `${PATH}?customerId=${c.rosa}`, undefined],
      ['PUT', `${PATH}?customerId=${c.rosa}`, undefined],
      ['POST', `${PATH}?customerId=${c.rosa}`, { message: 'Hi' }],
      ['GET', UNREAD, undefined],
    ] as const) {
      const answer = await call(t.api.url, method, path, { ...as('user'), body });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
    expect((await call(t.api.url, 'GET', UNREAD)).status).toBe(401);
    expect(await db.count('SELECT count(*) AS n FROM sms_messages')).toBe(before);
  });

  it("keeps each company's conversations and count to itself: another company's customer is 404 to staff", async () => {
    expect((await inbound('+12015550132', 'Hello Bravo', numbers.B)).status).toBe(200);
    expect(await unread('adminB')).toBe(1);
    expect(await unread('staff')).toBe(0);
    const rows = smsConversationsResponseSchema.parse((await call(t.api.url, 'GET', PATH, as('staff'))).body).data;
    expect(rows.map((row) => row.customer_name)).not.toContain('Bravo Texter');
    const before = await db.count('SELECT count(*) AS n FROM sms_messages');
    for (const [method, body] of [['GET', undefined], ['PUT', undefined], ['POST', { message: 'Hi' }]] as const) {
      const answer = await call(t.api.url, method, `${PATH}?customerId=${c.bravo}`, { ...as('staff'), body });
      expect(answer.status, method).toBe(404);
      expect(answer.body.message).toBe('Customer not found');
    }
    // Still unread for company B: company A's staff marked nothing.
    expect(await unread('adminB')).toBe(1);
    expect(await db.count('SELECT count(*) AS n FROM sms_messages')).toBe(before);
    expect(companyA).not.toBe(companyB);
  });
});
