import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmsOutbox } from '../src/modules/sms/outbox/sms-outbox.service';
import { call, signIn } from './support/identity';
import { useTestApi } from './support/api-fixture';
import { clockOf, eventually, smsTables, smsTestEnv, useWorkersInThisProcess } from './support/sms';

const ACCOUNT_SID = `AC${'1'.repeat(32)}`;
const AUTH_TOKEN = 'test-auth-token-0123456789abcdef';
const PUBLIC_URL = 'https://salon.example';
const SERVICE_SID = `MG${'a'.repeat(32)}`;

interface ReceivedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

/**
 * A stand-in for Twilio's Messages API on this machine: it checks what it receives as Twilio
 * would (the account's path, Basic auth with the account SID and token, a form body naming a
 * sender) and answers as Twilio does; anything else is refused with Twilio's 4xx.
 */
function twilioStandIn() {
  const received: ReceivedRequest[] = [];
  /** The request (by its place among all received, from 1) answered 429, as Twilio does when it is asked too much. */
  const tooMany = { at: 0 };
  let sids = 0;
  const server: Server = createServer((request: IncomingMessage, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      received.push({ method: request.method ?? '', path: request.url ?? '', authorization: request.headers.authorization, form });
      const expectedAuth = `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`;
      const reply = (status: number, body: unknown) => response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      if (request.headers.authorization !== expectedAuth) return reply(401, { code: 20003, message: 'Authenticate', status: 401 });
      if (request.method !== 'POST' || request.url !== `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`) return reply(404, { code: 20404, message: 'Not found', status: 404 });
      if (!form['To'] || !form['Body'] || !(form['From'] || form['MessagingServiceSid'])) return reply(400, { code: 21604, message: 'A From or MessagingServiceSid is required', status: 400 });
      if (received.length === tooMany.at) return reply(429, { code: 20429, message: 'Too Many Requests', status: 429 });
      sids += 1;
      reply(201, { sid: `SM${String(sids).padStart(32, '0')}`, status: 'queued', to: form['To'], body: form['Body'] });
    });
  });
  return { server, received, tooMany };
}

describe('texts through Twilio, each company from its own sender', () => {
  const twilio = twilioStandIn();
  let baseUrl = '';
  // The server must listen before the API reads its configuration.
  beforeAll(async () => {
    await new Promise<void>((resolve) => twilio.server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(twilio.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => twilio.server.close(() => resolve()));
  });

  const { env, prefix } = smsTestEnv();
  const t = useTestApi(() => ({
    ...env,
    PUBLIC_URL,
    TWILIO_ACCOUNT_SID: ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: AUTH_TOKEN,
    TWILIO_API_BASE_URL: baseUrl,
  }));
  useWorkersInThisProcess(t, prefix);
  const db = smsTables(t);

  it("sends a company's text from its number, another's through its messaging service, with the status callback", async () => {
    const paws = await t.arrange.company('Happy Paws', { smsNumber: '+12015550100' });
    const bravo = await t.arrange.company('Bravo Grooming', { smsNumber: '+12015550200' });
    await t.arrange.query('UPDATE companies SET sms_messaging_service_sid = $2 WHERE id = $1', [bravo, SERVICE_SID]);
    const atPaws = await db.customer(paws, 'Bella Owner', '201-555-0161');
    const atBravo = await db.customer(bravo, 'Bella Owner', '201-555-0161');
    const outbox = t.api.app.get(SmsOutbox);
    const fromPaws = await outbox.send(paws, { customerId: atPaws, body: 'Rex is ready', purpose: 'conversation' });
    const fromBravo = await outbox.send(bravo, { customerId: atBravo, body: 'Max is ready', purpose: 'conversation' });
    if (!fromPaws.ok || !fromBravo.ok) throw new Error('The outbox refused a text');

    await eventually(async () => twilio.received.length === 2, 15_000, 'two calls to Twilio');
    await eventually(async () => (await db.messagesTo('+12015550161')).every((m) => m.status === 'sent'), 10_000, 'both sent');
    const byBody = Object.fromEntries(twilio.received.map((request) => [request.form['Body'], request]));
    expect(byBody['Rex is ready']).toMatchObject({
      method: 'POST',
      path: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`,
      form: { To: '+12015550161', From: '+12015550100', StatusCallback: `${PUBLIC_URL}/api/sms/status?messageId=${fromPaws.message.id}` },
    });
    expect(byBody['Max is ready']?.form).toMatchObject({ To: '+12015550161', MessagingServiceSid: SERVICE_SID });
    expect(byBody['Max is ready']?.form['From']).toBeUndefined();
    const providerIds = await db.rows<{ provider_message_id: string }>('SELECT provider_message_id FROM sms_messages WHERE phone_e164 = $1 ORDER BY provider_message_id', [
      '+12015550161',
    ]);
    expect(providerIds.map((row) => row.provider_message_id)).toEqual([`SM${'0'.repeat(31)}1`, `SM${'0'.repeat(31)}2`]);
  });

  it('refuses to send, without calling Twilio, for a company that has no number', async () => {
    const before = twilio.received.length;
    const silent = await t.arrange.company('Silent Salon', { smsNumber: null });
    const quiet = await db.customer(silent, 'Quiet Customer', '201-555-0162');
    expect(await t.api.app.get(SmsOutbox).send(silent, { customerId: quiet, body: 'Hello', purpose: 'conversation' })).toMatchObject({ ok: false, refusal: 'no_number' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(twilio.received.length).toBe(before);
  });

  it("sends a campaign's batch to Twilio one message at a time: a 429 stops the batch, the rest wait for its retry, and each text is taken once", async () => {
    const salon = await t.arrange.company('Campaign Paws', { smsNumber: '+12015550300' });
    await t.arrange.user('admin@campaign-paws.test', 'admin', salon);
    const token = (await signIn(t.api.url, 'admin@campaign-paws.test')).access_token;
    const phones = ['+12015550171', '+12015550172', '+12015550173', '+12015550174'];
    for (const [index, phone] of phones.entries()) {
      await db.customer(salon, `Customer ${index}`, phone);
      await db.consent(salon, phone);
    }
    const before = twilio.received.length;
    // The campaign's second call is refused with 429.
    twilio.tooMany.at = before + 2;
    // Early afternoon in the salon's zone: inside the marketing window.
    clockOf(t).travelTo(new Date('2026-12-02T18:00:00Z'));
    let campaignId: string;
    try {
      const created = await call(t.api.url, 'POST', '/api/campaigns', { token, body: { title: 'Spring', message: 'Spring baths 10% off', recipients: { mode: 'all' } } });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      campaignId = created.body.data.campaign.id;
      await eventually(async () => (await db.rows<{ status: string }>('SELECT status FROM campaigns WHERE id = $1', [campaignId]))[0]?.status === 'sent', 30_000, 'sent');
    } finally {
      clockOf(t).travelTo(null);
    }

    // One at a time: the first taken, the second refused; nothing after it until the batch's retry,
    // which goes on from the refused one. Each number taken once.
    const toTwilio = twilio.received.slice(before).map((request) => request.form['To']);
    expect(toTwilio).toHaveLength(phones.length + 1);
    expect(toTwilio[2]).toBe(toTwilio[1]);
    expect(new Set(toTwilio)).toEqual(new Set(phones));
    const attempts = Object.fromEntries(
      (await db.rows<{ phone_e164: string; attempts: number }>('SELECT phone_e164, attempts FROM sms_messages WHERE campaign_id = $1', [campaignId])).map((row) => [row.phone_e164, row.attempts]),
    );
    // Only the refused one was claimed twice: Twilio's messages are claimed one by one.
    expect(phones.map((phone) => attempts[phone])).toEqual(phones.map((phone) => (phone === toTwilio[1] ? 2 : 1)));
    for (const phone of phones) expect(await db.messagesTo(phone)).toMatchObject([{ status: 'sent', failure_reason: null }]);
    expect(await db.count('SELECT count(DISTINCT provider_message_id) AS n FROM sms_messages WHERE campaign_id = $1', [campaignId])).toBe(phones.length);
  });
});
