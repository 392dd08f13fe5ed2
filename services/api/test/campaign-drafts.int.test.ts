import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { campaignDetailResponseSchema, campaignResponseSchema, campaignsListResponseSchema } from '@groombook/contracts';
import { CampaignSweepJob } from '../src/modules/campaigns/campaign-sweep.job';
import { CAMPAIGN_LEFT_MESSAGE, SEND_AT_PAST_MESSAGE } from '../src/modules/campaigns/campaigns.service';
import { useTestApi } from './support/api-fixture';
import { arrangeTwoCompanies, call, type TenantTokens } from './support/identity';
import { clockOf, eventually, smsTables, smsTestEnv, useWorkersInThisProcess } from './support/sms';

const PATH = '/api/campaigns';
/** Wednesday, May 7 2031, noon in New York (the test salons' time zone). */
const NOON = new Date('2031-05-07T16:00:00Z');

describe('campaign drafts, scheduled sends, merge fields and quiet hours', () => {
  const { env, prefix } = smsTestEnv();
  const t = useTestApi({ ...env, SMS_QUIET_HOURS: 'on' });
  useWorkersInThisProcess(t, prefix);
  const db = smsTables(t);
  const tokens = {} as TenantTokens;
  const as = (who: keyof typeof tokens) => ({ token: tokens[who] });
  let companyA: string;

  /** A group of new customers, each with a confirmed opt-in: a campaign's audience of its own (the monthly cap is per customer). */
  async function audience(people: { name: string; phone: string; dogs?: string[]; next?: [string, string] }[]) {
    const [group] = await db.rows<{ id: string }>('INSERT INTO customer_groups (company_id, name) VALUES ($1, $2) RETURNING id', [companyA, `G ${people[0]!.phone}`]);
    for (const person of people) {
      const id = await db.customer(companyA, person.name, person.phone);
      await db.consent(companyA, `+1${person.phone.replace(/\D/g, '')}`);
      await db.rows('INSERT INTO customer_group_members (company_id, group_id, customer_id) VALUES ($1, $2, $3)', [companyA, group!.id, id]);
      for (const dog of person.dogs ?? []) await db.rows('INSERT INTO pets (company_id, customer_id, name) VALUES ($1, $2, $3)', [companyA, id, dog]);
      if (person.next) {
        await db.rows("INSERT INTO appointments (company_id, customer_id, date, time, status) VALUES ($1, $2, $3, $4, 'booked')", [companyA, id, ...person.next]);
      }
    }
    return { mode: 'group', group_ids: [group!.id] };
  }
  const e164 = (phone: string) => `+1${phone.replace(/\D/g, '')}`;
  const post = (body: unknown, who: keyof typeof tokens = 'admin') => call(t.api.url, 'POST', PATH, { ...as(who), body });
  const detail = async (id: string) => campaignDetailResponseSchema.parse((await call(t.api.url, 'GET', `${PATH}?id=${id}`, as('admin'))).body).data;
  const sweep = () => t.api.app.get(CampaignSweepJob).sweep();

  beforeAll(async () => {
    ({ companyA } = await arrangeTwoCompanies(t.api.url, t.arrange, tokens));
  });
  beforeEach(() => clockOf(t).travelTo(NOON));

  it('fills the fields per recipient: their first name, their dogs, the salon, their next appointment, a missing value as the template says', async () => {
    const recipients = await audience([
      { name: 'Ann Smith', phone: '201-555-0701', dogs: ['Max', 'Bella'], next: ['2031-05-09', '14:30'] },
      { name: 'Bob Lee', phone: '201-555-0702' },
    ]);
    const message = 'Hi {customer_first_name}, {pet_name|your pup} is due a bath at {salon}. {date} {time}';
    const created = await post({ title: 'Bath time', message, recipients });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { campaign } = campaignResponseSchema.parse(created.body).data;
    expect(campaign.message).toBe(message);
    // The two texts leave in no set order: wait for both.
    const bothSent = async () => (await db.callsTo(e164('201-555-0701'))).length === 1 && (await db.callsTo(e164('201-555-0702'))).length === 1;
    await eventually(bothSent, 20_000, 'the texts');
    expect((await db.callsTo(e164('201-555-0701'))).map((c) => c.body)).toEqual(['Hi Ann, Max and Bella is due a bath at Happy Paws. Fri, May 9 2:30 PM']);
    expect((await db.callsTo(e164('201-555-0702'))).map((c) => c.body)).toEqual(['Hi Bob, your pup is due a bath at Happy Paws.']);
    // Each recipient's message row keeps its own body.
    expect((await db.messagesTo(e164('201-555-0701')))[0]!.body).toContain('Max and Bella');
  });

  it('gives {manage_link} as a link to the next appointment, issued for that text, and nothing without one', async () => {
    const recipients = await audience([
      { name: 'Hal Link', phone: '201-555-0708', next: ['2031-05-20', '10:00'] },
      { name: 'Ivy Link', phone: '201-555-0709' },
    ]);
    expect((await post({ title: 'Links', message: 'Manage it: {manage_link}', recipients })).status).toBe(201);
    const bothSent = async () => (await db.callsTo(e164('201-555-0708'))).length === 1 && (await db.callsTo(e164('201-555-0709'))).length === 1;
    await eventually(bothSent, 20_000, 'the texts');
    expect((await db.callsTo(e164('201-555-0708')))[0]!.body).toMatch(/^Manage it: http\S+\/my-appointment\?token=[\w-]{43}$/);
    expect((await db.callsTo(e164('201-555-0709')))[0]!.body).toBe('Manage it:');
    expect(await db.count("SELECT count(*) AS n FROM appointment_links l JOIN appointments a ON a.id = l.appointment_id WHERE a.date = '2031-05-20'")).toBe(1);
  });

  it('refuses an unknown field by name, and a message over ten segments once filled', async () => {
    const recipients = { mode: 'all' };
    const unknown = await post({ title: 'T', message: 'Hi {dog}', recipients });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('Unknown field {dog}');
    const long = await post({ title: 'T', message: 'x'.repeat(1540), recipients, send: 'draft' });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('SMS segments once filled in (at most 10)');
    expect((await post({ title: 'T', message: 'x'.repeat(1400), recipients, send: 'draft' })).status).toBe(201);
  });

  it('saves a draft, edits it, sends it later; once it has left it can no longer be changed', async () => {
    const recipients = await audience([{ name: 'Cat Noir', phone: '201-555-0703', dogs: ['Luna'] }]);
    const saved = await post({ title: 'Draft', message: '{pet_name} misses you', recipients, send: 'draft' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const { campaign } = campaignResponseSchema.parse(saved.body).data;
    expect(campaign).toMatchObject({ status: 'draft', recipient_count: 0, scheduled_at: null, audience: recipients });
    expect(await db.count('SELECT count(*) AS n FROM campaign_recipients WHERE campaign_id = $1', [campaign.id])).toBe(0);

    const edited = await call(t.api.url, 'PUT', `${PATH}?id=${campaign.id}`, { ...as('admin'), body: { title: 'Draft 2', message: 'Hi, {pet_name} misses you', recipients, send: 'draft' } });
    expect(edited.status).toBe(200);
    expect(edited.body.data.campaign).toMatchObject({ title: 'Draft 2', status: 'draft' });

    const sent = await call(t.api.url, 'POST', `${PATH}/send?id=${campaign.id}`, as('admin'));
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data.campaign).toMatchObject({ recipient_count: 1 });
    await eventually(async () => (await db.callsTo(e164('201-555-0703'))).length === 1, 20_000, 'the text');
    expect((await db.callsTo(e164('201-555-0703')))[0]!.body).toBe('Hi, Luna misses you');

    // Edited and sent in one request: the edit goes out.
    const other = campaignResponseSchema.parse((await post({ title: 'Other', message: 'Old words', recipients: await audience([{ name: 'Gus Edit', phone: '201-555-0707' }]), send: 'draft' })).body).data.campaign;
    const sentEdited = await call(t.api.url, 'PUT', `${PATH}?id=${other.id}`, { ...as('admin'), body: { title: 'Other', message: 'New words', recipients: other.audience, send: 'now' } });
    expect(sentEdited.status, JSON.stringify(sentEdited.body)).toBe(200);
    await eventually(async () => (await db.callsTo(e164('201-555-0707'))).length === 1, 20_000, 'the edited text');
    expect((await db.callsTo(e164('201-555-0707')))[0]!.body).toBe('New words');

    const body = { title: 'Late', message: 'Hi', recipients, send: 'draft' };
    for (const answer of [
      await call(t.api.url, 'PUT', `${PATH}?id=${campaign.id}`, { ...as('admin'), body }),
      await call(t.api.url, 'DELETE', `${PATH}?id=${campaign.id}`, as('admin')),
      await call(t.api.url, 'POST', `${PATH}/send?id=${campaign.id}`, as('admin')),
    ]) {
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(CAMPAIGN_LEFT_MESSAGE);
    }

    const draft = campaignResponseSchema.parse((await post(body)).body).data.campaign;
    expect((await call(t.api.url, 'DELETE', `${PATH}?id=${draft.id}`, as('admin'))).status).toBe(200);
    expect(await db.count('SELECT count(*) AS n FROM campaigns WHERE id = $1', [draft.id])).toBe(0);
  });

  it("leaves at its time in the salon's zone, once however many sweeps run", async () => {
    const recipients = await audience([{ name: 'Dan Brown', phone: '201-555-0704', dogs: ['Rocky'] }]);
    const past = await post({ title: 'Past', message: 'Hi', recipients, send: 'schedule', send_at: { date: '2031-05-07', time: '11:59' } });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(SEND_AT_PAST_MESSAGE);
    expect((await post({ title: 'No time', message: 'Hi', recipients, send: 'schedule' })).body.message).toContain('Choose a date and time to send');

    const created = await post({ title: 'Later', message: '{pet_name} is due', recipients, send: 'schedule', send_at: { date: '2031-05-07', time: '14:30' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { campaign } = campaignResponseSchema.parse(created.body).data;
    // 2:30 PM in New York (EDT) is 18:30 UTC.
    expect(campaign).toMatchObject({ status: 'scheduled', scheduled_at: '2031-05-07T18:30:00.000Z', recipient_count: 0 });

    clockOf(t).travelTo(new Date('2031-05-07T18:29:00Z'));
    expect((await sweep()).started).toBe(0);
    expect((await detail(campaign.id)).campaign.status).toBe('scheduled');

    clockOf(t).travelTo(new Date('2031-05-07T18:30:30Z'));
    const [first, second] = await Promise.all([sweep(), sweep()]);
    expect(first!.started + second!.started).toBe(1);
    await eventually(async () => (await db.callsTo(e164('201-555-0704'))).length === 1, 20_000, 'the text');
    expect((await db.callsTo(e164('201-555-0704'))).map((c) => c.body)).toEqual(['Rocky is due']);
    expect((await sweep()).started).toBe(0);
    expect(await db.count('SELECT count(*) AS n FROM sms_messages WHERE campaign_id = $1', [campaign.id])).toBe(1);
  });

  it('answers a campaign held for the marketing window with its reason, until when and how many wait', async () => {
    const recipients = await audience([
      { name: 'Eve Night', phone: '201-555-0705' },
      { name: 'Fay Night', phone: '201-555-0706' },
    ]);
    // 10 PM in New York: marketing waits for 8:00 AM.
    clockOf(t).travelTo(new Date('2031-05-08T02:00:00Z'));
    const { campaign } = campaignResponseSchema.parse((await post({ title: 'Late', message: 'Hi', recipients })).body).data;
    const waiting = await eventually(async () => (await detail(campaign.id)).campaign.waiting, 20_000, 'the held messages');
    expect(waiting).toEqual({ reason: 'quiet_hours', until: '2031-05-08T12:00:00.000Z', count: 2 });
    const listed = campaignsListResponseSchema.parse((await call(t.api.url, 'GET', PATH, as('admin'))).body).data.find((c) => c.id === campaign.id);
    expect(listed?.waiting).toEqual(waiting);
    expect(await db.callsTo(e164('201-555-0705'))).toEqual([]);
  });

  it('keeps drafts to admins and to their own company', async () => {
    const body = { title: 'Mine', message: 'Hi', recipients: { mode: 'all' }, send: 'draft' };
    const { campaign } = campaignResponseSchema.parse((await post(body)).body).data;
    for (const who of ['staff', 'user'] as const) {
      expect((await post(body, who)).status).toBe(403);
      expect((await call(t.api.url, 'PUT', `${PATH}?id=${campaign.id}`, { ...as(who), body })).status).toBe(403);
      expect((await call(t.api.url, 'DELETE', `${PATH}?id=${campaign.id}`, as(who))).status).toBe(403);
      expect((await call(t.api.url, 'POST', `${PATH}/send?id=${campaign.id}`, as(who))).status).toBe(403);
    }
    expect((await call(t.api.url, 'PUT', `${PATH}?id=${campaign.id}`, { ...as('adminB'), body })).status).toBe(404);
    expect((await call(t.api.url, 'DELETE', `${PATH}?id=${campaign.id}`, as('adminB'))).status).toBe(404);
    expect((await call(t.api.url, 'POST', `${PATH}/send?id=${campaign.id}`, as('adminB'))).status).toBe(404);
    expect((await detail(campaign.id)).campaign).toMatchObject({ title: 'Mine', status: 'draft' });
    expect((await call(t.api.url, 'DELETE', `${PATH}?id=nope`, as('admin'))).status).toBe(400);
  });
});
