import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  NO_SMS_NUMBER_MESSAGE,
  sendSmsResponseSchema,
  smsConversationResponseSchema,
  smsConversationsResponseSchema,
  smsSummaryResponseSchema,
} from '@groombook/contracts';
import { RealtimeListeners } from '../src/core/realtime/realtime-listeners';
import { zonedInstant } from '../src/core/clock/company-time';
import { SmsOutbox } from '../src/modules/sms/outbox/sms-outbox.service';
import { useTestApi } from './support/api-fixture';
import { call, arrangeTwoCompanies, signIn, type TenantTokens } from './support/identity';
import { clockOf, eventually, simulatorOf, smsTables, smsTestEnv, sweepOf, useWorkersInThisProcess } from './support/sms';

const PATH = '/api/sms-conversations';
/** A Wednesday noon in the companies' time zone: inside the marketing window. */
const NOON = zonedInstant('2026-05-06', '12:00', 'America/New_York');

describe('SMS conversations', () => {
  const { env, prefix } = smsTestEnv();
  const t = useTestApi(env);
  useWorkersInThisProcess(t, prefix);
  const db = smsTables(t);
  let companyA: string;
  let companyB: string;
  const tokens = {} as TenantTokens;
  const c = {} as Record<'bella' | 'max' | 'landline' | 'nophone' | 'bravo', string>;
  const as = (who: keyof typeof tokens) => ({ token: tokens[who] });
  const numbers = { A: '', B: '' };
  /** A customer's text to company A's number, or to `to`. */
  const inbound = (from: string, body: string, to = numbers.A) => call(t.api.url, 'POST', '/api/dev/sms/inbound', { body: { from, to, body } });
  const outbox = () => t.api.app.get(SmsOutbox);

  beforeAll(async () => {
    ({ companyA, companyB } = await arrangeTwoCompanies(t.api.url, t.arrange, tokens));
    numbers.A = await t.arrange.smsNumberOf(companyA);
    numbers.B = await t.arrange.smsNumberOf(companyB);
    await t.arrange.query("UPDATE companies SET sms_contact_line = 'Call us at (201) 555-0100 <9-5>' WHERE id = $1", [companyA]);
    c.bella = await db.customer(companyA, 'Bella Owner', '(201) 555-0101');
    c.max = await db.customer(companyA, 'Max Walker', '(201) 555-0102');
    c.landline = await db.customer(companyA, 'Landline Lou', '800-555-0100');
    c.nophone = await db.customer(companyA, 'No Phone', null);
    c.bravo = await db.customer(companyB, 'Bravo Customer', '(201) 555-0199');
    clockOf(t).travelTo(NOON);
  });
  // Back inside the window after each test, a minute later than the one before, so the time only goes forward.
  let minutes = 0;
  afterEach(() => clockOf(t).travelTo(new Date(NOON.getTime() + ++minutes * 60_000)));

  describe('replies and the conversation', () => {
    it('sends a staff reply through the queue and the simulator, and shows it delivered in the conversation', async () => {
      const sent = await call(t.api.url, 'POST', `${PATH}?customerId=${c.bella}`, { ...as('admin'), body: { message: '  Rex is ready for pick-up!  ' } });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      const { message } = sendSmsResponseSchema.parse(sent.body).data;
      expect(message).toMatchObject({ direction: 'outbound', status: 'queued', messageText: 'Rex is ready for pick-up!', isCampaignMessage: false });

      await eventually(async () => (await db.messagesTo('+12015550101'))[0]?.status === 'delivered', 15_000, 'delivery');
      const calls = await db.callsTo('+12015550101');
      expect(calls.map((call) => call.body)).toEqual(['Rex is ready for pick-up!']);

      const detail = await call(t.api.url, 'GET', `${PATH}?customerId=${c.bella}`, as('admin'));
      expect(detail.status).toBe(200);
      const data = smsConversationResponseSchema.parse(detail.body).data;
      expect(data.customer).toEqual({ id: c.bella, name: 'Bella Owner', phone_number: '(201) 555-0101' });
      expect(data.messages).toHaveLength(1);
      expect(data.messages[0]).toMatchObject({ id: message.id, status: 'delivered', messageText: 'Rex is ready for pick-up!' });
      expect(data.conversation).toMatchObject({ id: c.bella, customer_id: c.bella, unread_count: 0, opted_out: false });
    });

    it('stores a customer text unread, lists conversations newest first with unread counts, and marks them read', async () => {
      await outbox().send(companyA, { customerId: c.max, body: 'Your appointment is confirmed', purpose: 'conversation' });
      await eventually(async () => (await db.messagesTo('+12015550102')).some((m) => m.status === 'delivered'));
      // A minute after the outbound text, whatever the clock read when it was stored.
      clockOf(t).travelTo(new Date(clockOf(t).now().getTime() + 60_000));
      const reply = await inbound('+12015550102', 'Thanks! See you then');
      expect(reply.status).toBe(200);
      expect(reply.body.data).toMatchObject({ stored: true, companyId: companyA, customerId: c.max, intent: null, replied: false });

      const list = smsConversationsResponseSchema.parse((await call(t.api.url, 'GET', PATH, as('admin'))).body).data;
      expect(list.map((row) => row.customer_name)).toEqual(['Max Walker', 'Bella Owner']);
      expect(list[0]).toMatchObject({
        id: c.max,
        customer_phone: '(201) 555-0102',
        last_message_preview: { messageText: 'Thanks! See you then' },
        unread_count: 1,
        opted_out: false,
      });
      const conversation = smsConversationResponseSchema.parse((await call(t.api.url, 'GET', `${PATH}?customerId=${c.max}`, as('admin'))).body).data;
      expect(conversation.messages.map((m) => [m.direction, m.messageText])).toEqual([
        ['outbound', 'Your appointment is confirmed'],
        ['inbound', 'Thanks! See you then'],
      ]);
      expect(conversation.messages[1]?.status).toBe('received');
      expect(await db.count("SELECT count(*) AS n FROM sms_messages WHERE direction = 'inbound' AND read_at IS NULL")).toBe(1);

      const summary = smsSummaryResponseSchema.parse((await call(t.api.url, 'GET', '/api/sms-summary', as('admin'))).body).data;
      expect(summary.unread_conversations).toBe(1);
      expect(summary.messages_this_month).toBeGreaterThanOrEqual(2);

      const read = await call(t.api.url, 'PUT', `${PATH}?customerId=${c.max}`, as('admin'));
      expect(read.status).toBe(200);
      expect(read.body).toEqual({ success: true });
      const after = smsConversationsResponseSchema.parse((await call(t.api.url, 'GET', PATH, as('admin'))).body).data;
      expect(after.find((row) => row.id === c.max)?.unread_count).toBe(0);
      expect((await call(t.api.url, 'GET', '/api/sms-summary', as('admin'))).body.data.unread_conversations).toBe(0);
    });

    it('searches conversations by customer name or phone', async () => {
      const search = async (term: string) =>
        smsConversationsResponseSchema
          .parse((await call(t.api.url, 'GET', `${PATH}?search=${encodeURIComponent(term)}`, as('admin'))).body)
          .data.map((row) => row.customer_name);
      expect(await search('bella')).toEqual(['Bella Owner']);
      expect(await search('555-0102')).toEqual(['Max Walker']);
      expect(await search('2015550101')).toEqual(['Bella Owner']);
      expect(await search('nobody')).toEqual([]);
    });

    it('shows a customer without messages as an empty conversation', async () => {
      const detail = smsConversationResponseSchema.parse((await call(t.api.url, 'GET', `${PATH}?customerId=${c.nophone}`, as('admin'))).body).data;
      expect(detail.messages).toEqual([]);
      expect(detail.conversation).toMatchObject({ last_message_preview: null, last_message_at: null, unread_count: 0 });
    });
  });

  describe('refusals', () => {
    it('answers 409 for a customer without a number that takes texts, and stores nothing', async () => {
      const before = await db.count('SELECT count(*) AS n FROM sms_messages');
      for (const customer of [c.nophone, c.landline]) {
        const answer = await call(t.api.url, 'POST', `${PATH}?customerId=${customer}`, { ...as('admin'), body: { message: 'Hello' } });
        expect(answer.status).toBe(409);
        expect(answer.body).toMatchObject({ success: false, code: 'CONFLICT', message: 'The customer has no mobile number' });
      }
      expect(await db.count('SELECT count(*) AS n FROM sms_messages')).toBe(before);
    });

    it("answers 404 'Customer not found' for an unknown customer and another company's", async () => {
      for (const customer of [randomUUID(), c.bravo]) {
        for (const [method, body] of [['GET', undefined], ['PUT', undefined], ['POST', { message: 'Hi' }]] as const) {
          const answer = await call(t.api.url, method, `${PATH}?customerId=${customer}`, { ...as('admin'), body });
          expect(answer.status, `${method} ${customer}`).toBe(404);
          expect(answer.body.message).toBe('Customer not found');
        }
      }
    });

    it('answers 400 for bad input and writes nothing', async () => {
      const before = await db.count('SELECT count(*) AS n FROM sms_messages');
      const bad = [
        ['GET', `${PATH}?customerId=42`, undefined],
        ['PUT', PATH, undefined],
        ['POST', `${PATH}?customerId=${c.bella}`, { message: '   ' }],
        ['POST', `${PATH}?customerId=${c.bella}`, { message: 'x'.repeat(1601) }],
        ['POST', `${PATH}?customerId=${c.bella}`, {}],
        ['POST', `${PATH}?customerId=not-a-uuid`, { message: 'Hi' }],
        ['GET', `${PATH}?search=${'x'.repeat(201)}`, undefined],
      ] as const;
      for (const [method, path, body] of bad) {
        const answer = await call(t.api.url, method, path, { ...as('admin'), body });
        expect(answer.status, `${method} ${path}`).toBe(400);
        expect(answer.body.code).toBe('VALIDATION_FAILED');
      }
      expect(await db.count('SELECT count(*) AS n FROM sms_messages')).toBe(before);
    });
  });

  describe('who may call', () => {
    const conversations = [
      ['GET', PATH],
      ['GET', `${PATH}?customerId=${randomUUID()}`],
      ['PUT', `${PATH}?customerId=${randomUUID()}`],
      ['POST', `${PATH}?customerId=${randomUUID()}`],
      ['GET', '/api/sms-unread'],
    ] as const;
    const endpoints = [...conversations, ['GET', '/api/sms-summary']] as const;

    it('refuses users without a role (403) and anyone signed out (401); staff only the summary', async () => {
      for (const [method, path] of endpoints) {
        const body = method === 'POST' ? { message: 'Hi' } : undefined;
        expect((await call(t.api.url, method, path, { body })).status, `${method} ${path}`).toBe(401);
        const answer = await call(t.api.url, method, path, { ...as('user'), body });
        expect(answer.status, `user ${method} ${path}`).toBe(403);
        expect(answer.body.code).toBe('FORBIDDEN');
      }
      const summary = await call(t.api.url, 'GET', '/api/sms-summary', as('staff'));
      expect(summary.status).toBe(403);
      expect(summary.body.code).toBe('FORBIDDEN');
      for (const [method, path] of conversations) {
        const body = method === 'POST' ? { message: 'Hi' } : undefined;
        // An unknown customer: past the role check, the answer is the service's own.
        expect((await call(t.api.url, method, path, { ...as('staff'), body })).status, `staff ${method} ${path}`).not.toBe(403);
      }
    });

    it("lets a super admin of the company in, and shows each company only its own conversations", async () => {
      const list = smsConversationsResponseSchema.parse((await call(t.api.url, 'GET', PATH, as('superadmin'))).body).data;
      expect(list.length).toBeGreaterThan(0);
      await outbox().send(companyB, { customerId: c.bravo, body: 'Bravo news', purpose: 'conversation' });
      const bravo = smsConversationsResponseSchema.parse((await call(t.api.url, 'GET', PATH, as('adminB'))).body).data;
      expect(bravo.map((row) => row.customer_name)).toEqual(['Bravo Customer']);
      const alpha = smsConversationsResponseSchema.parse((await call(t.api.url, 'GET', PATH, as('admin'))).body).data;
      expect(alpha.map((row) => row.customer_name)).not.toContain('Bravo Customer');
      expect((await call(t.api.url, 'GET', '/api/sms-summary', as('adminB'))).body.data.unread_conversations).toBe(0);
    });
  });

  describe('texts from customers', () => {
    const dana = '+12015550111';
    let danaId: string;
    beforeAll(async () => {
      danaId = await db.customer(companyA, 'Dana Stop', '201-555-0111');
      await db.consent(companyA, dana);
    });

    it('opts out at STOP: cancels what waits, refuses later sends, shows opted_out, confirms once', async () => {
      clockOf(t).travelTo(zonedInstant('2026-05-06', '22:00', 'America/New_York'));
      const held = await outbox().send(companyA, { customerId: danaId, body: 'Spring sale!', purpose: 'marketing' });
      expect(held).toMatchObject({ ok: true, message: { status: 'held' } });
      clockOf(t).travelTo(NOON);

      const stop = await inbound(dana, '  Stop!! ');
      expect(stop.body.data).toMatchObject({ stored: true, customerId: danaId, intent: 'opt_out', replied: true });
      const messages = await db.messagesTo(dana);
      expect(messages.find((m) => m.body === 'Spring sale!')).toMatchObject({ status: 'cancelled', failure_reason: 'The number opted out (STOP)' });
      await eventually(async () => (await db.callsTo(dana)).length === 1);
      expect((await db.callsTo(dana))[0]?.body).toMatch(/^Happy Paws: You are unsubscribed/);

      const again = await call(t.api.url, 'POST', `${PATH}?customerId=${danaId}`, { ...as('admin'), body: { message: 'Are you there?' } });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This number has opted out of text messages (it replied STOP)');
      expect(await outbox().send(companyA, { customerId: danaId, body: 'Sale', purpose: 'marketing' })).toMatchObject({ ok: false, refusal: 'opted_out' });
      const conversation = smsConversationResponseSchema.parse((await call(t.api.url, 'GET', `${PATH}?customerId=${danaId}`, as('admin'))).body).data;
      expect(conversation.conversation.opted_out).toBe(true);

      // A second STOP is stored but not confirmed again.
      expect((await inbound(dana, 'STOP')).body.data).toMatchObject({ stored: true, intent: 'opt_out', replied: false });
      const ledger = await db.rows<{ action: string; source: string }>('SELECT action, source FROM sms_consent_events WHERE phone_e164 = $1 ORDER BY created_at', [dana]);
      expect(ledger.map((row) => row.action)).toEqual(['opt_in_requested', 'opt_in', 'opt_out', 'opt_out']);
    });

    it('opts back in at START with a confirmation; YES from a subscribed number is an ordinary message', async () => {
      expect((await inbound(dana, 'START')).body.data).toMatchObject({ intent: 'opt_in', replied: true });
      await eventually(async () => (await db.callsTo(dana)).length === 2);
      expect((await db.callsTo(dana))[1]?.body).toMatch(/subscribed to our texts again/);
      expect((await outbox().send(companyA, { customerId: danaId, body: 'Welcome back', purpose: 'conversation' })).ok).toBe(true);
      expect((await inbound(dana, 'yes')).body.data).toMatchObject({ stored: true, intent: 'opt_in', replied: false });
      const ledger = await db.rows<{ action: string; source: string }>('SELECT action, source FROM sms_consent_events WHERE phone_e164 = $1 ORDER BY created_at', [dana]);
      expect(ledger.map((row) => `${row.action} ${row.source}`)).toEqual(['opt_in_requested opt-in page', 'opt_in YES', 'opt_out STOP', 'opt_out STOP', 'opt_in START']);
    });

    it('opts out on plain requests, and not on a message that only mentions stopping', async () => {
      const erin = '+12015550112';
      await db.customer(companyA, 'Erin Plain', '201-555-0112');
      await outbox().send(companyA, { customerId: null, to: erin, body: 'Hello Erin', purpose: 'conversation' });
      expect((await inbound(erin, "can't stop smiling, thanks!")).body.data.intent).toBeNull();
      expect((await inbound(erin, 'Can I cancel my appointment tomorrow?')).body.data.intent).toBeNull();
      expect(await db.count('SELECT count(*) AS n FROM sms_opt_outs WHERE phone_e164 = $1', [erin])).toBe(0);
      expect((await inbound(erin, 'Please stop texting me')).body.data.intent).toBe('opt_out');
      expect(await db.count('SELECT count(*) AS n FROM sms_opt_outs WHERE phone_e164 = $1', [erin])).toBe(1);
    });

    it("answers HELP with the company's name and contact line, also to a number that opted out", async () => {
      const fay = '+12015550113';
      await db.customer(companyA, 'Fay Help', '201-555-0113');
      await inbound(fay, 'STOP');
      expect((await inbound(fay, 'help')).body.data).toMatchObject({ intent: 'help', replied: true });
      await eventually(async () => (await db.callsTo(fay)).length === 2);
      // The two answers may go out in either order.
      expect((await db.callsTo(fay)).map((c) => c.body)).toContain('Happy Paws: Call us at (201) 555-0100 <9-5> Reply STOP to unsubscribe.');
    });

    it("opts the number out of the company whose number it texted only: the other company still texts it", async () => {
      const shared = '+12015550114';
      const inA = await db.customer(companyA, 'Shared A', '201-555-0114');
      const inB = await db.customer(companyB, 'Shared B', '201-555-0114');
      await outbox().send(companyA, { customerId: inA, body: 'From A', purpose: 'conversation' });
      await outbox().send(companyB, { customerId: inB, body: 'From B', purpose: 'conversation' });
      await inbound(shared, 'unsubscribe', numbers.A);
      expect(await db.rows<{ company_id: string }>('SELECT company_id FROM sms_opt_outs WHERE phone_e164 = $1', [shared])).toEqual([{ company_id: companyA }]);
      expect(await outbox().send(companyA, { customerId: inA, body: 'Again from A', purpose: 'conversation' })).toMatchObject({ ok: false, refusal: 'opted_out' });
      expect((await outbox().send(companyB, { customerId: inB, body: 'Again from B', purpose: 'conversation' })).ok).toBe(true);
      const ledger = await db.rows<{ company_id: string; action: string }>('SELECT company_id, action FROM sms_consent_events WHERE phone_e164 = $1', [shared]);
      expect(ledger).toEqual([{ company_id: companyA, action: 'opt_out' }]);
    });

    it("answers HELP with the salon whose number was texted", async () => {
      const both = '+12015550116';
      await db.customer(companyA, 'Help A', '201-555-0116');
      await db.customer(companyB, 'Help B', '201-555-0116');
      await inbound(both, 'HELP', numbers.B);
      await eventually(async () => (await db.callsTo(both)).length === 1);
      const [answer] = await db.rows<{ body: string; from_phone: string }>('SELECT body, from_phone FROM sms_simulator_calls WHERE to_phone = $1', [both]);
      expect(answer).toEqual({ body: 'Bravo Grooming: Reply to this message to reach us. Reply STOP to unsubscribe.', from_phone: numbers.B });
    });

    it('files a text under the company that owns the number it was sent to, whoever texted last; drops a text to a number nobody owns', async () => {
      const both = '+12015550115';
      const gusA = await db.customer(companyA, 'Gus A', '201-555-0115');
      const gusB = await db.customer(companyB, 'Gus B', '201-555-0115');
      await outbox().send(companyB, { customerId: gusB, body: 'Hi from Bravo', purpose: 'conversation' });
      await outbox().send(companyA, { customerId: gusA, body: 'Hi from Happy Paws', purpose: 'conversation' });
      expect((await inbound(both, 'card 4111 for Bravo', numbers.B)).body.data).toMatchObject({ stored: true, companyId: companyB, customerId: gusB });
      expect((await inbound(both, 'Thanks Happy Paws', numbers.A)).body.data).toMatchObject({ stored: true, companyId: companyA, customerId: gusA });
      const inbox = await db.rows<{ company_id: string; body: string }>(
        "SELECT company_id, body FROM sms_messages WHERE phone_e164 = $1 AND direction = 'inbound' ORDER BY created_at",
        [both],
      );
      expect(inbox).toEqual([
        { company_id: companyB, body: 'card 4111 for Bravo' },
        { company_id: companyA, body: 'Thanks Happy Paws' },
      ]);

      const nobodys = await inbound(both, 'Who is this?', '+19995550100');
      expect(nobodys.body.data).toEqual({ stored: false, reason: 'unknown_number' });
      // A sender the company does not know is kept, without a customer.
      expect((await inbound('+12015550177', 'Do you have space Friday?', numbers.A)).body.data).toMatchObject({ stored: true, companyId: companyA, customerId: null });
      expect(await db.count("SELECT count(*) AS n FROM sms_messages WHERE body = 'Who is this?'")).toBe(0);
    });
  });

  describe('marketing rules', () => {
    it('allows two marketing texts per customer in a calendar month of company time; reminders and replies do not count', async () => {
      const hank = await db.customer(companyA, 'Hank Cap', '201-555-0121');
      await db.consent(companyA, '+12015550121');
      const send = (purpose: 'marketing' | 'reminder' | 'conversation', body = 'Offer') => outbox().send(companyA, { customerId: hank, body, purpose });
      expect((await send('marketing')).ok).toBe(true);
      expect((await send('reminder')).ok).toBe(true);
      expect((await send('conversation')).ok).toBe(true);
      expect((await send('marketing')).ok).toBe(true);
      expect(await send('marketing')).toMatchObject({ ok: false, refusal: 'monthly_cap', reason: 'This customer has had 2 marketing messages this month' });
      // 23:30 on May 31 in New York is still May there.
      clockOf(t).travelTo(zonedInstant('2026-05-31', '20:30', 'America/New_York'));
      expect(await send('marketing')).toMatchObject({ ok: false, refusal: 'monthly_cap' });
      clockOf(t).travelTo(zonedInstant('2026-06-01', '09:00', 'America/New_York'));
      expect((await send('marketing')).ok).toBe(true);
    });

    it('counts the cap across a bulk send too', async () => {
      const ivy = await db.customer(companyA, 'Ivy Bulk', '201-555-0122');
      await db.consent(companyA, '+12015550122');
      const results = await outbox().sendMany(
        companyA,
        [1, 2, 3].map((n) => ({ customerId: ivy, body: `Offer ${n}`, purpose: 'marketing' as const })),
      );
      expect(results.map((result) => (result.ok ? 'ok' : result.refusal))).toEqual(['ok', 'ok', 'monthly_cap']);
    });

    it('holds marketing outside 08:00-21:00 company time and sends it when the window opens', async () => {
      const jack = await db.customer(companyA, 'Jack Night', '201-555-0123');
      await db.consent(companyA, '+12015550123');
      clockOf(t).travelTo(zonedInstant('2026-05-06', '21:30', 'America/New_York'));
      const held = await outbox().send(companyA, { customerId: jack, body: 'Late offer', purpose: 'marketing' });
      expect(held).toMatchObject({ ok: true, message: { status: 'held', send_after: zonedInstant('2026-05-07', '08:00', 'America/New_York') } });
      // Replies are not held.
      expect(await outbox().send(companyA, { customerId: jack, body: 'Your dog is ready', purpose: 'conversation' })).toMatchObject({ ok: true, message: { status: 'queued' } });
      await eventually(async () => (await db.callsTo('+12015550123')).length === 1);

      clockOf(t).travelTo(zonedInstant('2026-05-07', '07:59', 'America/New_York'));
      await sweepOf(t).sweep();
      expect((await db.messagesTo('+12015550123')).find((m) => m.body === 'Late offer')?.status).toBe('held');
      clockOf(t).travelTo(zonedInstant('2026-05-07', '08:00', 'America/New_York'));
      await sweepOf(t).sweep();
      await eventually(async () => (await db.messagesTo('+12015550123')).every((m) => m.status === 'delivered'));
      expect((await db.callsTo('+12015550123')).map((call) => call.body)).toEqual(['Your dog is ready', 'Late offer']);
    });

    it('holds a queued marketing text whose window closed before its turn came', async () => {
      const kim = await db.customer(companyA, 'Kim Edge', '201-555-0124');
      await db.consent(companyA, '+12015550124');
      const simulator = simulatorOf(t);
      simulator.failNext('+12015550124', 'retryable', 1);
      clockOf(t).travelTo(zonedInstant('2026-05-06', '20:59', 'America/New_York'));
      const sent = await outbox().send(companyA, { customerId: kim, body: 'Last call', purpose: 'marketing' });
      expect(sent).toMatchObject({ ok: true, message: { status: 'queued' } });
      await eventually(async () => (await db.messagesTo('+12015550124'))[0]?.status === 'queued');
      clockOf(t).travelTo(zonedInstant('2026-05-06', '21:05', 'America/New_York'));
      await eventually(async () => (await db.messagesTo('+12015550124'))[0]?.status === 'held', 10_000, 'held');
      expect(await db.callsTo('+12015550124')).toEqual([]);
    });
  });

  describe('consent and numbers', () => {
    it('sends marketing only to a number whose latest consent with the company is a confirmed opt-in', async () => {
      const [never, pending, confirmed, elsewhere] = ['+12015550151', '+12015550152', '+12015550153', '+12015550154'];
      const ids = {
        never: await db.customer(companyA, 'Never Asked', '201-555-0151'),
        pending: await db.customer(companyA, 'Only Asked', '201-555-0152'),
        confirmed: await db.customer(companyA, 'Said Yes', '201-555-0153'),
        elsewhere: await db.customer(companyA, 'Yes Elsewhere', '201-555-0154'),
      };
      await db.rows("INSERT INTO sms_consent_events (company_id, phone_e164, action, source) VALUES ($1, $2, 'opt_in_requested', 'opt-in page')", [companyA, pending]);
      await db.consent(companyA, confirmed);
      await db.consent(companyB, elsewhere);
      const results = await outbox().sendMany(
        companyA,
        Object.values(ids).map((customerId) => ({ customerId, body: 'Spring offer', purpose: 'marketing' as const })),
      );
      expect(results.map((result) => (result.ok ? 'ok' : result.refusal))).toEqual(['no_consent', 'no_consent', 'ok', 'no_consent']);
      expect((await db.messagesTo(never)).length + (await db.messagesTo(pending)).length + (await db.messagesTo(elsewhere)).length).toBe(0);
      // A reply is not marketing: it needs no opt-in.
      expect((await outbox().send(companyA, { customerId: ids.never, body: 'Your dog is ready', purpose: 'conversation' })).ok).toBe(true);
    });

    it('stores and queues nothing for a company without a number of its own, and its staff are told why', async () => {
      const silent = await t.arrange.company('Silent Salon', { smsNumber: null });
      await t.arrange.user('admin@silent.test', 'admin', silent);
      const token = (await signIn(t.api.url, 'admin@silent.test')).access_token;
      const quiet = await db.customer(silent, 'Quiet Customer', '201-555-0161');
      const before = await db.count('SELECT count(*) AS n FROM sms_messages');
      expect(await outbox().send(silent, { customerId: quiet, body: 'Hello', purpose: 'conversation' })).toMatchObject({ ok: false, refusal: 'no_number' });
      const reply = await call(t.api.url, 'POST', `${PATH}?customerId=${quiet}`, { token, body: { message: 'Hello' } });
      expect(reply.status).toBe(409);
      expect(reply.body.message).toBe(NO_SMS_NUMBER_MESSAGE);
      expect(await db.count('SELECT count(*) AS n FROM sms_messages')).toBe(before);

      expect((await call(t.api.url, 'GET', '/api/sms-number', { token })).body).toEqual({ success: true, data: { sms_number: null, sms_enabled: true } });
      expect((await call(t.api.url, 'GET', '/api/sms-number', as('staff'))).body.data.sms_number).toBe(numbers.A);
      expect((await call(t.api.url, 'GET', '/api/sms-number', as('adminB'))).body.data.sms_number).toBe(numbers.B);
      expect((await call(t.api.url, 'GET', '/api/sms-number', as('user'))).status).toBe(403);
      expect((await call(t.api.url, 'GET', '/api/sms-number')).status).toBe(401);
    });

    it("sends each company's texts from its own number", async () => {
      const pat = '+12015550162';
      const inA = await db.customer(companyA, 'Pat A', '201-555-0162');
      const inB = await db.customer(companyB, 'Pat B', '201-555-0162');
      await outbox().send(companyA, { customerId: inA, body: 'From A', purpose: 'conversation' });
      await outbox().send(companyB, { customerId: inB, body: 'From B', purpose: 'conversation' });
      await eventually(async () => (await db.callsTo(pat)).length === 2);
      const calls = await db.rows<{ body: string; from_phone: string }>('SELECT body, from_phone FROM sms_simulator_calls WHERE to_phone = $1 ORDER BY body', [pat]);
      expect(calls).toEqual([
        { body: 'From A', from_phone: numbers.A },
        { body: 'From B', from_phone: numbers.B },
      ]);
    });
  });

  describe('provider failures', () => {
    it('retries a retryable failure and sends once', async () => {
      const leo = await db.customer(companyA, 'Leo Retry', '201-555-0131');
      simulatorOf(t).failNext('+12015550131', 'retryable', 2);
      await outbox().send(companyA, { customerId: leo, body: 'Try, try again', purpose: 'conversation' });
      await eventually(async () => (await db.messagesTo('+12015550131'))[0]?.status === 'delivered', 20_000, 'delivered after retries');
      expect(await db.callsTo('+12015550131')).toHaveLength(1);
      expect(await db.count('SELECT attempts AS n FROM sms_messages WHERE phone_e164 = $1', ['+12015550131'])).toBe(3);
    });

    it('marks a permanent failure failed with its reason, without retrying', async () => {
      const mia = await db.customer(companyA, 'Mia Fail', '201-555-0132');
      simulatorOf(t).failNext('+12015550132', 'permanent', 1);
      await outbox().send(companyA, { customerId: mia, body: 'Never arrives', purpose: 'conversation' });
      const [failed] = await eventually(async () => {
        const rows = await db.messagesTo('+12015550132');
        return rows[0]?.status === 'failed' ? rows : null;
      });
      expect(failed?.failure_reason).toBe('The simulator was told to fail (permanent)');
      expect(await db.count('SELECT attempts AS n FROM sms_messages WHERE phone_e164 = $1', ['+12015550132'])).toBe(1);
      const conversation = smsConversationResponseSchema.parse((await call(t.api.url, 'GET', `${PATH}?customerId=${mia}`, as('admin'))).body).data;
      expect(conversation.messages[0]).toMatchObject({ status: 'failed', failureReason: 'The simulator was told to fail (permanent)' });
    });
  });

  describe('live updates', () => {
    it('announces each new message and each change of status to the company, without its text', async () => {
      const olga = await db.customer(companyA, 'Olga Live', '201-555-0142');
      const events: unknown[] = [];
      const stop = await t.api.app.get(RealtimeListeners).listen(companyA, (event) => events.push(event));
      try {
        const sent = await outbox().send(companyA, { customerId: olga, body: 'Live!', purpose: 'conversation' });
        if (!sent.ok) throw new Error(sent.reason);
        const ofMessage = { type: 'sms.message', customerId: olga, messageId: sent.message.id };
        // Queued, sent, delivered: at least three announcements of the message.
        await eventually(async () => events.filter((event) => JSON.stringify(event) === JSON.stringify(ofMessage)).length >= 3, 10_000, 'three events');
        expect(JSON.stringify(events)).not.toContain('Live!');
      } finally {
        stop();
      }
    });
  });

  describe('the development simulator', () => {
    it('lists what was sent on an HTML page, escaped', async () => {
      const nora = await db.customer(companyA, 'Nora Html', '201-555-0141');
      await outbox().send(companyA, { customerId: nora, body: '<script>alert("x")</script> & more', purpose: 'conversation' });
      await eventually(async () => (await db.callsTo('+12015550141')).length === 1);
      const page = await fetch(`${t.api.url}/api/dev/sms`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
      expect(html).not.toContain('<script>');
      expect(html).toContain('Happy Paws');
    });

    it('answers 400 for a bad pretend reply and stores nothing', async () => {
      const before = await db.count('SELECT count(*) AS n FROM sms_messages');
      expect((await call(t.api.url, 'POST', '/api/dev/sms/inbound', { body: { body: 'no sender' } })).status).toBe(400);
      expect((await call(t.api.url, 'POST', '/api/dev/sms/inbound', { body: { from: '+12015550101', body: 'x'.repeat(1601) } })).status).toBe(400);
      // Without `to`, with more than one company owning a number: which salon is meant is not known.
      const unaddressed = await call(t.api.url, 'POST', '/api/dev/sms/inbound', { body: { from: '+12015550101', body: 'Hi' } });
      expect(unaddressed.status).toBe(400);
      expect(unaddressed.body.message).toMatch(/^to: give the salon's number/);
      expect(await db.count('SELECT count(*) AS n FROM sms_messages')).toBe(before);
    });
  });
});
