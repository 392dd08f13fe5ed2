import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaignDetailResponseSchema, campaignResponseSchema, campaignsListResponseSchema, NO_SMS_NUMBER_MESSAGE } from '@groombook/contracts';
import { NO_RECIPIENTS_MESSAGE } from '../src/modules/campaigns/campaigns.service';
import { useTestApi } from './support/api-fixture';
import { call, arrangeTwoCompanies, signIn, type TenantTokens } from './support/identity';
import { eventually, smsTables, smsTestEnv, useWorkersInThisProcess } from './support/sms';

const PATH = '/api/campaigns';
const COUNT_PATH = '/api/campaigns/recipient-count';

describe('campaigns', () => {
  const { env, prefix } = smsTestEnv();
  // The marketing window is the SMS module's rule, tested there; here campaigns go out at once.
  const t = useTestApi({ ...env, SMS_QUIET_HOURS: 'off' });
  useWorkersInThisProcess(t, prefix);
  const db = smsTables(t);

  let companyA: string;
  let companyB: string;
  const tokens = {} as TenantTokens;
  const as = (who: keyof typeof tokens) => ({ token: tokens[who] });
  /** Company A's customers, and the groups built from them. */
  const c: Record<'ann' | 'bob' | 'cat' | 'dan' | 'eve' | 'fay' | 'gil', string> = {} as never;
  const g: Record<'regulars' | 'puppies' | 'bravo', string> = {} as never;
  const PHONE = { ann: '+12015550301', bob: '+12015550302', dan: '+12015550304', fay: '+12015550306' } as const;

  const campaignRows = () => db.count('SELECT count(*) AS n FROM campaigns');
  const recipientRows = () => db.count('SELECT count(*) AS n FROM campaign_recipients');

  async function group(companyId: string, name: string, members: string[]): Promise<string> {
    const [row] = await db.rows<{ id: string }>('INSERT INTO customer_groups (company_id, name) VALUES ($1, $2) RETURNING id', [companyId, name]);
    for (const customerId of members) {
      await db.rows('INSERT INTO customer_group_members (company_id, group_id, customer_id) VALUES ($1, $2, $3)', [companyId, row!.id, customerId]);
    }
    return row!.id;
  }

  const count = (recipients: unknown, who: keyof typeof tokens = 'admin') => call(t.api.url, 'POST', COUNT_PATH, { ...as(who), body: { recipients } });

  beforeAll(async () => {
    ({ companyA, companyB } = await arrangeTwoCompanies(t.api.url, t.arrange, tokens));

    c.ann = await db.customer(companyA, 'Ann Smith', '201-555-0301');
    c.bob = await db.customer(companyA, 'Bob Lee', '201-555-0302');
    // No number: never a recipient.
    c.cat = await db.customer(companyA, 'Cat Noir', null);
    // Opted out.
    c.dan = await db.customer(companyA, 'Dan Brown', '201-555-0304');
    await db.rows('INSERT INTO sms_opt_outs (company_id, phone_e164) VALUES ($1, $2)', [companyA, PHONE.dan]);
    // Shares Ann's number: the campaign texts it once.
    c.eve = await db.customer(companyA, 'Eve Smith', '201-555-0301');
    // Has had her two marketing texts this month.
    c.fay = await db.customer(companyA, 'Fay Wong', '201-555-0306');
    for (const key of ['fay-1', 'fay-2']) {
      await db.rows(
        `INSERT INTO sms_messages (company_id, customer_id, phone_e164, direction, purpose, body, status, idempotency_key)
         VALUES ($1, $2, $3, 'outbound', 'marketing', 'Earlier offer', 'delivered', $4)`,
        [companyA, c.fay, PHONE.fay, `${key}-${randomUUID()}`],
      );
    }
    // Every number above confirmed an opt-in from the phone; Gil's never did: marketing never reaches him.
    for (const phone of Object.values(PHONE)) await db.consent(companyA, phone);
    c.gil = await db.customer(companyA, 'Gil Unasked', '201-555-0307');
    g.regulars = await group(companyA, 'Regulars', [c.ann, c.bob, c.cat, c.dan, c.gil]);
    g.puppies = await group(companyA, 'Puppies', [c.bob, c.fay]);
    const bravoCustomer = await db.customer(companyB, 'Zed Bravo', '201-555-0399');
    await db.consent(companyB, '+12015550399');
    g.bravo = await group(companyB, 'Bravo regulars', [bravoCustomer]);
  });

  describe('the recipient count', () => {
    it('counts each number once, without numbers that opted out or never opted in, customers without one, or at the monthly limit', async () => {
      // Ann and Eve share a number; Bob. Not Cat (no number), Dan (opted out), Fay (two this month), Gil (never opted in).
      expect((await count({ mode: 'all' })).body).toEqual({ success: true, data: { count: 2 } });
      expect((await count({ mode: 'group', group_ids: [g.regulars] })).body.data.count).toBe(2);
      expect((await count({ mode: 'group', group_ids: [g.puppies] })).body.data.count).toBe(1);
      expect((await count({ mode: 'advanced', include_group_ids: [g.regulars], exclude_group_ids: [g.puppies] })).body.data.count).toBe(1);
    });

    it('refuses an incomplete audience and a group that is not the company’s', async () => {
      const noGroup = await count({ mode: 'group', group_ids: [] });
      expect(noGroup.status).toBe(400);
      expect(noGroup.body.message).toBe('recipients.group_ids: Choose at least one group');
      expect((await count({ mode: 'advanced', include_group_ids: [], exclude_group_ids: [g.puppies] })).status).toBe(400);
      expect((await count({ mode: 'everyone' })).status).toBe(400);
      expect((await count({ mode: 'group', group_ids: ['not-an-id'] })).status).toBe(400);
      const foreign = await count({ mode: 'group', group_ids: [g.bravo] });
      expect(foreign.status).toBe(400);
      expect(foreign.body.message).toBe(`Customer group not found: ${g.bravo}`);
    });
  });

  describe('sending', () => {
    it('answers at once with the campaign sending, then texts every recipient once and ends sent', async () => {
      const created = await call(t.api.url, 'POST', PATH, {
        ...as('admin'),
        body: { title: '  Spring special ', message: 'Baths 20% off this week', recipients: { mode: 'group', group_ids: [g.regulars] } },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const { campaign } = campaignResponseSchema.parse(created.body).data;
      expect(campaign).toMatchObject({ title: 'Spring special', message: 'Baths 20% off this week', recipient_count: 2 });
      expect(['sending', 'sent']).toContain(campaign.status);

      const detail = await eventually(async () => {
        const answer = campaignDetailResponseSchema.parse((await call(t.api.url, 'GET', `${PATH}?id=${campaign.id}`, as('admin'))).body).data;
        // The progress and the recipients are two reads: both must show the deliveries.
        const done = answer.campaign.progress?.delivered === 2 && answer.recipients.every((r) => r.delivery_status === 'delivered');
        return answer.campaign.status === 'sent' && done ? answer : null;
      }, 20_000, 'the campaign to be delivered');
      expect(detail.campaign.sent_at).not.toBeNull();
      expect(detail.campaign.progress).toEqual({ pending: 0, sent: 0, delivered: 2, failed: 0 });
      expect(detail.recipients.map((r) => [r.customer_name, r.phone_number]).sort()).toEqual([
        ['Ann Smith', PHONE.ann],
        ['Bob Lee', PHONE.bob],
      ]);
      // One provider call per number, carrying the campaign's text; the messages name the campaign.
      expect((await db.callsTo(PHONE.ann)).map((call) => call.body)).toEqual(['Baths 20% off this week']);
      expect((await db.callsTo(PHONE.bob)).map((call) => call.body)).toEqual(['Baths 20% off this week']);
      expect(await db.callsTo(PHONE.dan)).toEqual([]);
      expect(await db.count("SELECT count(*) AS n FROM sms_messages WHERE campaign_id = $1 AND purpose = 'marketing'", [campaign.id])).toBe(2);

      const list = campaignsListResponseSchema.parse((await call(t.api.url, 'GET', PATH, as('admin'))).body).data;
      expect(list[0]).toMatchObject({ id: campaign.id, status: 'sent', recipient_count: 2 });
    });

    it('refuses bad input with a clear message and writes nothing', async () => {
      const before = [await campaignRows(), await recipientRows()];
      const refusals: [unknown, string][] = [
        [{ message: 'Hi', recipients: { mode: 'all' } }, 'title'],
        [{ title: '   ', message: 'Hi', recipients: { mode: 'all' } }, 'title: Title is required'],
        [{ title: 'T', message: '  ', recipients: { mode: 'all' } }, 'message: Message is required'],
        [{ title: 'T', message: 'x'.repeat(1601), recipients: { mode: 'all' } }, 'message: Message is too long'],
        [{ title: 'T'.repeat(201), message: 'Hi', recipients: { mode: 'all' } }, 'title: Title is too long'],
        [{ title: 'T', message: 'Hi\u0007', recipients: { mode: 'all' } }, 'control characters'],
        [{ title: 'T', message: 'Hi' }, 'recipients'],
        [{ title: 'T', message: 'Hi', recipients: { mode: 'group' } }, 'recipients.group_ids: Choose at least one group'],
        [{ title: 'T', message: 'Hi', recipients: { mode: 'group', group_ids: [g.bravo] } }, 'Customer group not found'],
        [{ title: 'T', message: 'Hi', recipients: { mode: 'group', group_ids: Array.from({ length: 101 }, () => randomUUID()) } }, 'At most 100 groups'],
      ];
      for (const [body, message] of refusals) {
        const answer = await call(t.api.url, 'POST', PATH, { ...as('admin'), body });
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.message).toContain(message);
      }
      // Fay's group reaches no one who may still get a marketing text this month.
      const nobody = await call(t.api.url, 'POST', PATH, { ...as('admin'), body: { title: 'T', message: 'Hi', recipients: { mode: 'advanced', include_group_ids: [g.puppies], exclude_group_ids: [g.regulars] } } });
      expect(nobody.status).toBe(400);
      expect(nobody.body.message).toBe(NO_RECIPIENTS_MESSAGE);
      expect([await campaignRows(), await recipientRows()]).toEqual(before);
    });
  });

  it('refuses a campaign of a company without a number of its own, saying so, and stores nothing', async () => {
    const silent = await t.arrange.company('Silent Salon', { smsNumber: null });
    await t.arrange.user('admin@silent-campaigns.test', 'admin', silent);
    const token = (await signIn(t.api.url, 'admin@silent-campaigns.test')).access_token;
    await db.customer(silent, 'Agreed Anyway', '201-555-0351');
    await db.consent(silent, '+12015550351');
    const before = await campaignRows();
    const refused = await call(t.api.url, 'POST', PATH, { token, body: { title: 'T', message: 'Hi', recipients: { mode: 'all' } } });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ success: false, message: NO_SMS_NUMBER_MESSAGE, code: 'CONFLICT' });
    expect(await campaignRows()).toBe(before);
  });

  describe('who may', () => {
    it('keeps campaigns to admins: staff and users are refused, and nobody signed out', async () => {
      for (const who of ['staff', 'user'] as const) {
        expect((await call(t.api.url, 'GET', PATH, as(who))).status).toBe(403);
        expect((await count({ mode: 'all' }, who)).status).toBe(403);
        expect((await call(t.api.url, 'POST', PATH, { ...as(who), body: { title: 'T', message: 'Hi', recipients: { mode: 'all' } } })).status).toBe(403);
      }
      expect((await call(t.api.url, 'GET', PATH)).status).toBe(401);
      expect((await call(t.api.url, 'POST', COUNT_PATH, { body: { recipients: { mode: 'all' } } })).status).toBe(401);
    });

    it("never shows one company's campaigns to another", async () => {
      const [mine] = campaignsListResponseSchema.parse((await call(t.api.url, 'GET', PATH, as('admin'))).body).data;
      expect(mine).toBeDefined();
      expect(campaignsListResponseSchema.parse((await call(t.api.url, 'GET', PATH, as('adminB'))).body).data).toEqual([]);
      const other = await call(t.api.url, 'GET', `${PATH}?id=${mine!.id}`, as('adminB'));
      expect(other.status).toBe(404);
      expect(other.body.message).toBe('Campaign not found');
      expect((await call(t.api.url, 'GET', `${PATH}?id=nope`, as('admin'))).status).toBe(400);
      // Company B's "all customers" is its own one customer.
      expect((await count({ mode: 'all' }, 'adminB')).body.data.count).toBe(1);
    });
  });
});
