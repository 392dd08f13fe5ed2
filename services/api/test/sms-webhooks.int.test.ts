import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@groombook/testing';
import { twilioSignature } from '../src/modules/sms/providers/twilio-signature';
import { useTestApi } from './support/api-fixture';
import { Arrange } from './support/identity';
import { eventually, smsTables, smsTestEnv } from './support/sms';
import { TEST_JWT_SECRET } from './support/test-api';
import { startBuiltEntry, type BuiltProcess } from './support/worker-process';

const AUTH_TOKEN = 'test-auth-token-0123456789abcdef';
const PUBLIC_URL = 'https://salon.example';

/**
 * Twilio's webhooks with Twilio configured. The jobs go to this run's own Redis queue and no
 * worker takes them, so nothing is ever sent to Twilio.
 */
describe("Twilio's webhooks", () => {
  const { env } = smsTestEnv();
  const t = useTestApi({
    ...env,
    PUBLIC_URL,
    TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
    TWILIO_AUTH_TOKEN: AUTH_TOKEN,
  });
  const db = smsTables(t);
  let companyId: string;
  let customerId: string;
  let bravoId: string;

  /** POSTs a form as Twilio does, signed with `token` for the URL Twilio would have called (PUBLIC_URL + path). */
  async function twilioPost(path: string, params: Record<string, string>, options: { token?: string | null; signedUrl?: string } = {}) {
    const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
    const token = options.token === undefined ? AUTH_TOKEN : options.token;
    if (token) headers['X-Twilio-Signature'] = twilioSignature(token, options.signedUrl ?? `${PUBLIC_URL}${path}`, params);
    const response = await fetch(`${t.api.url}${path}`, { method: 'POST', headers, body: new URLSearchParams(params).toString() });
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
  }
  const inboundParams = (sid: string, body: string, from = '+12015550161', to = '+12015550100') => ({
    AccountSid: `AC${'0'.repeat(32)}`,
    MessageSid: sid,
    SmsSid: sid,
    From: from,
    To: to,
    Body: body,
    NumMedia: '0',
  });
  const outbound = async (status: string, extra: { provider?: string | null; reason?: string | null } = {}) => {
    const [row] = await db.rows<{ id: string }>(
      `INSERT INTO sms_messages (company_id, customer_id, phone_e164, direction, purpose, body, status, idempotency_key, provider_message_id, failure_reason)
       VALUES ($1, $2, '+12015550161', 'outbound', 'conversation', 'Hello', $3, $4, $5, $6) RETURNING id`,
      [companyId, customerId, status, randomUUID(), extra.provider ?? null, extra.reason ?? null],
    );
    return row!.id;
  };
  const statusOf = async (id: string) =>
    (await db.rows<{ status: string; provider_message_id: string | null; failure_reason: string | null; delivered_at: Date | null }>(
      'SELECT status, provider_message_id, failure_reason, delivered_at FROM sms_messages WHERE id = $1',
      [id],
    ))[0];

  beforeAll(async () => {
    companyId = await t.arrange.company('Happy Paws', { smsNumber: '+12015550100' });
    customerId = await db.customer(companyId, 'Bella Owner', '201-555-0161');
    bravoId = await t.arrange.company('Bravo Grooming', { smsNumber: '+12015550200' });
  });

  describe('signatures', () => {
    it('refuses an unsigned, a forged or a misdirected request with 403, and stores nothing', async () => {
      const params = inboundParams('SM00000000000000000000000000000001', 'Hello');
      const unsigned = await twilioPost('/api/sms/inbound', params, { token: null });
      const forged = await twilioPost('/api/sms/inbound', params, { token: 'not-the-auth-token' });
      const elsewhere = await twilioPost('/api/sms/inbound', params, { signedUrl: `${PUBLIC_URL}/api/sms/status` });
      const status = await twilioPost('/api/sms/status', { MessageSid: 'SM1', MessageStatus: 'delivered' }, { token: 'not-the-auth-token' });
      for (const answer of [unsigned, forged, elsewhere, status]) {
        expect(answer.status).toBe(403);
        expect(JSON.parse(answer.text)).toMatchObject({ success: false, code: 'INVALID_SIGNATURE' });
      }
      expect(await db.count('SELECT count(*) AS n FROM sms_messages')).toBe(0);
    });

    it('refuses a signed request whose parameters were changed on the way', async () => {
      const params = inboundParams('SM00000000000000000000000000000002', 'Hello');
      const headers = {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Twilio-Signature': twilioSignature(AUTH_TOKEN, `${PUBLIC_URL}/api/sms/inbound`, params),
      };
      const response = await fetch(`${t.api.url}/api/sms/inbound`, {
        method: 'POST',
        headers,
        body: new URLSearchParams({ ...params, Body: 'Something else' }).toString(),
      });
      expect(response.status).toBe(403);
    });
  });

  describe('inbound texts', () => {
    it('stores a correctly signed text unread and answers empty TwiML', async () => {
      const answer = await twilioPost('/api/sms/inbound', inboundParams('SM00000000000000000000000000000003', 'Is Rex ready?'));
      expect(answer.status).toBe(200);
      expect(answer.type).toMatch(/^text\/xml/);
      expect(answer.text).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
      const rows = await db.rows<{ customer_id: string; status: string; read_at: Date | null; body: string; direction: string }>(
        'SELECT customer_id, status, read_at, body, direction FROM sms_messages WHERE provider_message_id = $1',
        ['SM00000000000000000000000000000003'],
      );
      expect(rows).toEqual([{ customer_id: customerId, status: 'received', read_at: null, body: 'Is Rex ready?', direction: 'inbound' }]);
    });

    it('stores a replayed text (same MessageSid) once', async () => {
      const params = inboundParams('SM00000000000000000000000000000004', 'Twice?');
      for (let i = 0; i < 3; i++) expect((await twilioPost('/api/sms/inbound', params)).status).toBe(200);
      expect(await db.count('SELECT count(*) AS n FROM sms_messages WHERE provider_message_id = $1', ['SM00000000000000000000000000000004'])).toBe(1);
    });

    it('files a text under the company that owns its To number, and drops one to a number no company owns', async () => {
      await db.customer(bravoId, 'Bella at Bravo', '201-555-0161');
      expect((await twilioPost('/api/sms/inbound', inboundParams('SM00000000000000000000000000000006', 'For Bravo', '+12015550161', '+12015550200'))).status).toBe(200);
      expect((await twilioPost('/api/sms/inbound', inboundParams('SM00000000000000000000000000000007', 'For nobody', '+12015550161', '+12015550999'))).status).toBe(200);
      const rows = await db.rows<{ company_id: string; body: string }>(
        "SELECT company_id, body FROM sms_messages WHERE provider_message_id IN ('SM00000000000000000000000000000006', 'SM00000000000000000000000000000007')",
      );
      expect(rows).toEqual([{ company_id: bravoId, body: 'For Bravo' }]);
    });

    it('opts a number out from a signed STOP, queues one confirmation and acts on a replayed STOP only once', async () => {
      const params = inboundParams('SM00000000000000000000000000000005', 'STOP');
      await twilioPost('/api/sms/inbound', params);
      await twilioPost('/api/sms/inbound', params);
      // Of Happy Paws only: the text went to its number.
      expect(await db.rows('SELECT company_id FROM sms_opt_outs WHERE phone_e164 = $1', ['+12015550161'])).toEqual([{ company_id: companyId }]);
      expect(await db.count("SELECT count(*) AS n FROM sms_consent_events WHERE phone_e164 = '+12015550161'")).toBe(1);
      expect(await db.count("SELECT count(*) AS n FROM sms_messages WHERE purpose = 'compliance' AND status = 'queued'")).toBe(1);
    });
  });

  describe('delivery reports', () => {
    it('moves a message to delivered, found by the message id the callback URL carries even before Twilio\'s id was stored', async () => {
      const id = await outbound('sending');
      const answer = await twilioPost(`/api/sms/status?messageId=${id}`, { MessageSid: 'SMaaa', MessageStatus: 'delivered', To: '+12015550161' });
      expect(answer.status).toBe(204);
      expect(await statusOf(id)).toMatchObject({ status: 'delivered', provider_message_id: 'SMaaa' });
      expect((await statusOf(id))?.delivered_at).toBeInstanceOf(Date);
    });

    it('never moves a message back: a late "sent" after "delivered" changes nothing', async () => {
      const id = await outbound('sent', { provider: 'SMbbb' });
      await twilioPost('/api/sms/status', { MessageSid: 'SMbbb', MessageStatus: 'delivered' });
      await twilioPost('/api/sms/status', { MessageSid: 'SMbbb', MessageStatus: 'sent' });
      expect((await statusOf(id))?.status).toBe('delivered');
    });

    it('marks an undelivered message failed with the carrier error', async () => {
      const id = await outbound('sent', { provider: 'SMccc' });
      await twilioPost('/api/sms/status', { MessageSid: 'SMccc', MessageStatus: 'undelivered', ErrorCode: '30003' });
      expect(await statusOf(id)).toMatchObject({ status: 'failed', failure_reason: 'The carrier did not deliver it (undelivered, Twilio error 30003)' });
    });

    it('corrects a failure of unknown outcome with what Twilio reports, but not a real failure', async () => {
      const unknown = await outbound('failed', { reason: 'Outcome unknown: the call to Twilio ended without an answer (ECONNRESET)' });
      await twilioPost(`/api/sms/status?messageId=${unknown}`, { MessageSid: 'SMddd', MessageStatus: 'delivered' });
      expect(await statusOf(unknown)).toMatchObject({ status: 'delivered', provider_message_id: 'SMddd', failure_reason: null });
      const refused = await outbound('failed', { provider: 'SMeee', reason: 'Twilio refused the message (HTTP 400 21610)' });
      await twilioPost('/api/sms/status', { MessageSid: 'SMeee', MessageStatus: 'delivered' });
      expect((await statusOf(refused))?.status).toBe('failed');
    });

    it('ignores a report for no message of ours, and statuses that change nothing', async () => {
      expect((await twilioPost('/api/sms/status?messageId=not-a-uuid', { MessageSid: 'SMzzz', MessageStatus: 'delivered' })).status).toBe(204);
      const id = await outbound('sent', { provider: 'SMfff' });
      expect((await twilioPost('/api/sms/status', { MessageSid: 'SMfff', MessageStatus: 'queued' })).status).toBe(204);
      expect((await statusOf(id))?.status).toBe('sent');
    });
  });

  it('has no development SMS endpoints when Twilio sends', async () => {
    expect((await fetch(`${t.api.url}/api/dev/sms`)).status).toBe(404);
    const pretend = await fetch(`${t.api.url}/api/dev/sms/inbound`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ from: '+12015550161', body: 'Hi' }),
    });
    expect(pretend.status).toBe(404);
  });
});

describe('SMS in production, as the built API runs', () => {
  let database: TestDatabase;
  let arrange: Arrange;
  const production = { NODE_ENV: 'production', JWT_SECRET: TEST_JWT_SECRET, PUBLIC_URL, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', SEED_DEMO: 'false' };
  const start = async (env: Record<string, string>): Promise<{ api: BuiltProcess; url: string }> => {
    const api = await startBuiltEntry('main.js', { DATABASE_URL: database.url, ...production, ...env }, /is running at/);
    const port = /listening on 127\.0\.0\.1:(\d+)/.exec(api.output())?.[1];
    return { api, url: `http://127.0.0.1:${port}` };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await arrange?.close();
    await database?.drop();
  });

  it('logs neither the auth token nor what customers write', async () => {
    const { api, url } = await start({ TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`, TWILIO_AUTH_TOKEN: AUTH_TOKEN });
    try {
      expect(api.output()).toContain(`Texts go through Twilio; its webhooks: ${PUBLIC_URL}/api/sms/status and ${PUBLIC_URL}/api/sms/inbound`);
      arrange = await Arrange.connect(database.url);
      const companyId = await arrange.company('Log Grooming', { smsNumber: '+12015550100' });
      await arrange.query("INSERT INTO customers (company_id, name, phone_number, phone_e164) VALUES ($1, 'Quiet Quinn', '201-555-0191', '+12015550191')", [
        companyId,
      ]);
      for (const [sid, body] of [
        ['SM00000000000000000000000000000091', 'my door code is 4711'],
        ['SM00000000000000000000000000000092', 'HELP'],
      ] as const) {
        const params = { MessageSid: sid, From: '+12015550191', To: '+12015550100', Body: body };
        const response = await fetch(`${url}/api/sms/inbound`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            'X-Twilio-Signature': twilioSignature(AUTH_TOKEN, `${PUBLIC_URL}/api/sms/inbound`, params),
          },
          body: new URLSearchParams(params).toString(),
        });
        expect(response.status).toBe(200);
      }
      // The HELP answer goes to Twilio (unreachable from here): its failure is logged, by message id only.
      await eventually(async () => api.output().includes('failed') || api.output().includes('retrying'), 30_000, 'the send attempt');
      expect(api.output()).not.toContain(AUTH_TOKEN);
      expect(api.output()).not.toContain('4711');
      expect(api.output()).not.toContain('Reply STOP');
    } finally {
      await api.stop();
    }
  });

  it('turns SMS off without Twilio settings, says so, and refuses the webhooks and the simulator', async () => {
    const { api, url } = await start({});
    try {
      expect(api.output()).toContain('SMS is off: no Twilio settings');
      const inbound = await fetch(`${url}/api/sms/inbound`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Twilio-Signature': 'anything' },
        body: 'From=%2B12015550191&Body=hi&MessageSid=SM1',
      });
      expect(inbound.status).toBe(403);
      expect((await fetch(`${url}/api/dev/sms`)).status).toBe(404);
    } finally {
      await api.stop();
    }
  });
});
