import { beforeAll, describe, expect, it } from 'vitest';
import { audienceFilterResponseSchema, audienceFiltersListResponseSchema, type AudienceFilterRuleInput } from '@groombook/contracts';
import { useTestApi } from './support/api-fixture';
import { arrangeTwoCompanies, call, signIn, type TenantTokens } from './support/identity';
import { clockOf, smsTables, smsTestEnv } from './support/sms';

const PATH = '/api/audience-filters';
const COUNT_PATH = '/api/campaigns/recipient-count';
/** Wednesday, May 7 2031, noon in New York: the salons' "today" is 2031-05-07. */
const NOW = new Date('2031-05-07T16:00:00Z');

describe('saved audience filters', () => {
  const { env } = smsTestEnv();
  const t = useTestApi({ ...env, SMS_QUIET_HOURS: 'off' });
  const db = smsTables(t);
  const tokens = {} as TenantTokens;
  const as = (who: keyof typeof tokens) => ({ token: tokens[who] });
  let companyA: string;
  let companyB: string;
  let fixtureToken: string;

  const visit = (companyId: string, customerId: string, date: string, status = 'completed') =>
    db.rows("INSERT INTO appointments (company_id, customer_id, date, time, status) VALUES ($1, $2, $3, '10:00', $4)", [companyId, customerId, date, status]);
  const dog = (companyId: string, customerId: string, name: string, size: string | null, breed: string | null) =>
    db.rows('INSERT INTO pets (company_id, customer_id, name, size, breed) VALUES ($1, $2, $3, $4, $5)', [companyId, customerId, name, size, breed]);
  async function reachable(companyId: string, name: string, phone: string): Promise<string> {
    const id = await db.customer(companyId, name, phone);
    await db.consent(companyId, `+1${phone.replace(/\D/g, '')}`);
    return id;
  }
  const countOf = async (filter: AudienceFilterRuleInput, token = fixtureToken) => {
    const answer = await call(t.api.url, 'POST', COUNT_PATH, { token, body: { recipients: { mode: 'filter', filter } } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data.count as number;
  };

  beforeAll(async () => {
    clockOf(t).travelTo(NOW);
    ({ companyA, companyB } = await arrangeTwoCompanies(t.api.url, t.arrange, tokens));
    // The fixture lives in a salon of its own, so every customer it has is one of these.
    const salon = await t.arrange.company('Filter Fixture Salon');
    await t.arrange.user('admin@filter-fixture.test', 'admin', salon);
    fixtureToken = (await signIn(t.api.url, 'admin@filter-fixture.test')).access_token;
    // Last came in January (18 weeks ago); a small poodle.
    const jan = await reachable(salon, 'Jan Visitor', '201-555-0801');
    await visit(salon, jan, '2031-01-10');
    await dog(salon, jan, 'Rex', 'small', 'Poodle');
    // Came last week; a large labrador.
    const recent = await reachable(salon, 'Recent Visitor', '201-555-0802');
    await visit(salon, recent, '2031-04-30');
    await dog(salon, recent, 'Bo', 'large', 'Labrador');
    // Never came (an appointment still to come is no visit yet); a medium poodle, the breed written in lower case.
    const never = await reachable(salon, 'Never Came', '201-555-0803');
    await visit(salon, never, '2031-06-01', 'booked');
    await dog(salon, never, 'Pip', 'medium', 'poodle');
    // A cancelled appointment in January and a no-show last week: the last visit is June 2030.
    const cancels = await reachable(salon, 'Often Cancels', '201-555-0804');
    await visit(salon, cancels, '2030-06-01');
    await visit(salon, cancels, '2031-01-15', 'cancelled');
    await visit(salon, cancels, '2031-04-30', 'no_show');
    await dog(salon, cancels, 'Duke', 'extra_large', 'Great Dane');
    // Never agreed to texts: counted by no filter.
    const unasked = await db.customer(salon, 'Never Asked', '201-555-0805');
    await dog(salon, unasked, 'Lulu', 'small', 'Poodle');
    // Company A has one customer who never came: company B's filters never count it.
    await reachable(companyA, 'Alpha Only', '201-555-0810');
  });

  it("counts each filter's audience against the fixture, with consent still applying", async () => {
    expect(await countOf({ no_visit_weeks: 4 })).toBe(3);
    expect(await countOf({ no_visit_weeks: 30 })).toBe(2);
    expect(await countOf({ no_visit_weeks: 104 })).toBe(1);
    expect(await countOf({ visited_from: '2031-01-01', visited_to: '2031-01-31' })).toBe(1);
    expect(await countOf({ visited_from: '2031-04-30', visited_to: '2031-04-30' })).toBe(1);
    expect(await countOf({ dog_sizes: ['small', 'medium'] })).toBe(2);
    expect(await countOf({ breed: 'POODLE' })).toBe(2);
    expect(await countOf({ dog_sizes: ['large'], breed: 'labrador' })).toBe(1);
    expect(await countOf({ dog_sizes: ['small'], breed: 'labrador' })).toBe(0);
    expect(await countOf({ no_visit_weeks: 4, breed: 'poodle' })).toBe(2);
  });

  it('saves, lists, edits and deletes a filter; a campaign audience names it by id', async () => {
    const created = await call(t.api.url, 'POST', PATH, { token: fixtureToken, body: { name: ' Lapsed poodles ', rule: { no_visit_weeks: 4, breed: 'Poodle' } } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { filter } = audienceFilterResponseSchema.parse(created.body).data;
    expect(filter).toMatchObject({ name: 'Lapsed poodles', rule: { no_visit_weeks: 4, breed: 'Poodle', dog_sizes: [] } });
    const byId = (id: string) => call(t.api.url, 'POST', COUNT_PATH, { token: fixtureToken, body: { recipients: { mode: 'filter', filter_id: id } } });
    expect((await byId(filter.id)).body.data.count).toBe(2);

    const edited = await call(t.api.url, 'PUT', `${PATH}?id=${filter.id}`, { token: fixtureToken, body: { name: 'Big dogs', rule: { dog_sizes: ['large', 'extra_large'] } } });
    expect(edited.status).toBe(200);
    expect((await byId(filter.id)).body.data.count).toBe(2);
    const list = audienceFiltersListResponseSchema.parse((await call(t.api.url, 'GET', PATH, { token: fixtureToken })).body).data;
    expect(list.map((f) => f.name)).toEqual(['Big dogs']);

    expect((await call(t.api.url, 'DELETE', `${PATH}?id=${filter.id}`, { token: fixtureToken })).status).toBe(200);
    expect((await call(t.api.url, 'DELETE', `${PATH}?id=${filter.id}`, { token: fixtureToken })).status).toBe(404);
    const gone = await byId(filter.id);
    expect(gone.status).toBe(400);
    expect(gone.body.message).toBe(`Audience filter not found: ${filter.id}`);
  });

  it('refuses a rule that is incomplete or out of range, and writes nothing', async () => {
    const before = await db.count('SELECT count(*) AS n FROM audience_filters');
    const refusals: [unknown, string][] = [
      [{ name: 'x', rule: {} }, 'Choose at least one rule for the filter'],
      [{ name: 'x', rule: { no_visit_weeks: 0 } }, 'Weeks must be at least 1'],
      [{ name: 'x', rule: { no_visit_weeks: 105 } }, 'Weeks must be at most 104'],
      [{ name: 'x', rule: { visited_from: '2031-01-01' } }, 'A visit between two dates needs both dates'],
      [{ name: 'x', rule: { visited_from: '2031-02-01', visited_to: '2031-01-01' } }, 'The second date must not be before the first'],
      [{ name: 'x', rule: { dog_sizes: ['huge'] } }, 'Dog size must be'],
      [{ name: '  ', rule: { breed: 'Pug' } }, 'Name is required'],
    ];
    for (const [body, message] of refusals) {
      const answer = await call(t.api.url, 'POST', PATH, { token: fixtureToken, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toContain(message);
    }
    expect((await call(t.api.url, 'PUT', `${PATH}?id=nope`, { token: fixtureToken, body: { name: 'x', rule: { breed: 'Pug' } } })).status).toBe(400);
    expect(await db.count('SELECT count(*) AS n FROM audience_filters')).toBe(before);
  });

  it('keeps filters to admins, and to their own company', async () => {
    const body = { name: 'Alpha lapsed', rule: { no_visit_weeks: 8 } };
    const { filter } = audienceFilterResponseSchema.parse((await call(t.api.url, 'POST', PATH, { ...as('admin'), body })).body).data;
    for (const who of ['staff', 'user'] as const) {
      expect((await call(t.api.url, 'GET', PATH, as(who))).status).toBe(403);
      expect((await call(t.api.url, 'POST', PATH, { ...as(who), body })).status).toBe(403);
      expect((await call(t.api.url, 'PUT', `${PATH}?id=${filter.id}`, { ...as(who), body })).status).toBe(403);
      expect((await call(t.api.url, 'DELETE', `${PATH}?id=${filter.id}`, as(who))).status).toBe(403);
    }
    expect((await call(t.api.url, 'GET', PATH)).status).toBe(401);
    // Company B sees none of A's filters, cannot change them, use them, or count A's customers.
    expect(audienceFiltersListResponseSchema.parse((await call(t.api.url, 'GET', PATH, as('adminB'))).body).data).toEqual([]);
    expect((await call(t.api.url, 'PUT', `${PATH}?id=${filter.id}`, { ...as('adminB'), body })).status).toBe(404);
    expect((await call(t.api.url, 'DELETE', `${PATH}?id=${filter.id}`, as('adminB'))).status).toBe(404);
    const foreign = await call(t.api.url, 'POST', COUNT_PATH, { ...as('adminB'), body: { recipients: { mode: 'filter', filter_id: filter.id } } });
    expect(foreign.status).toBe(400);
    expect(await countOf({ no_visit_weeks: 8 }, tokens.adminB)).toBe(0);
    expect(await countOf({ no_visit_weeks: 8 }, tokens.admin)).toBe(1);
    expect(await db.count('SELECT count(*) AS n FROM audience_filters WHERE company_id = $1', [companyB])).toBe(0);
  });
});
