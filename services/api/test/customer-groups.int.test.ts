import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerGroupDetailResponseSchema, customerGroupResponseSchema, customerGroupsListResponseSchema } from '@groombook/contracts';
import { TenantDb } from '../src/core/tenancy/tenant-db';
import { CustomerGroupsRepository, type RecipientSelection } from '../src/modules/groups/customer-groups.repository';
import { useTestApi } from './support/api-fixture';
import { call, arrangeTwoCompanies, type TenantTokens } from './support/identity';

const PATH = '/api/customer-groups';

/** The id an `INSERT … RETURNING id` gave back. */
async function insertedId(query: Promise<{ rows: { id?: unknown }[] }>): Promise<string> {
  const id = (await query).rows[0]?.id;
  if (typeof id !== 'string') throw new Error('The insert returned no id');
  return id;
}

describe('customer groups', () => {
  const t = useTestApi();
  let companyA: string;
  let companyB: string;
  const tokens = {} as TenantTokens;
  /** Company A's customers by first name, and one of company B's. */
  const a: Record<'ann' | 'bob' | 'cat' | 'dan' | 'eve', string> = {} as never;
  let bravoCustomer: string;

  const as = (who: keyof typeof tokens) => ({ token: tokens[who] });
  const count = async (sql: string, params: unknown[] = []) => Number((await t.arrange.query(sql, params)).rows[0]?.n);
  const groupCount = () => count('SELECT count(*) AS n FROM customer_groups');
  const memberCount = () => count('SELECT count(*) AS n FROM customer_group_members');
  const memberIdsOf = async (groupId: string) =>
    (await t.arrange.query('SELECT customer_id FROM customer_group_members WHERE group_id = $1 ORDER BY customer_id', [groupId])).rows.map(
      (row) => row.customer_id as string,
    );

  async function customer(companyId: string, name: string | null, phone: string | null): Promise<string> {
    const e164 = phone ? `+1${phone.replace(/\D/g, '')}` : null;
    return insertedId(
      t.arrange.query('INSERT INTO customers (company_id, name, phone_number, phone_e164) VALUES ($1, $2, $3, $4) RETURNING id', [companyId, name, phone, e164]),
    );
  }

  /** A group made through the API by company A's admin. */
  async function createGroup(name: string, memberIds: string[], who: keyof typeof tokens = 'admin'): Promise<string> {
    const answer = await call(t.api.url, 'POST', PATH, { ...as(who), body: { name, member_ids: memberIds } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data.group.id as string;
  }

  beforeAll(async () => {
    ({ companyA, companyB } = await arrangeTwoCompanies(t.api.url, t.arrange, tokens));
    a.ann = await customer(companyA, 'Ann Smith', '201-555-0101');
    a.bob = await customer(companyA, 'Bob Jones', '201-555-0102');
    a.cat = await customer(companyA, 'Cat Lee', null);
    a.dan = await customer(companyA, 'Dan Wu', '201-555-0104');
    a.eve = await customer(companyA, null, '201-555-0105');
    bravoCustomer = await customer(companyB, 'Brenda Bravo', '201-555-0199');
  });

  describe('each verb', () => {
    it('creates a group with a trimmed name and its members, answering the group with its count', async () => {
      const answer = await call(t.api.url, 'POST', PATH, { ...as('admin'), body: { name: '  Weekly Regulars ', member_ids: [a.bob, a.ann] } });
      expect(answer.status).toBe(201);
      const { group } = customerGroupResponseSchema.parse(answer.body).data;
      expect(group).toEqual({ id: expect.any(String), name: 'Weekly Regulars', member_count: 2 });
      const row = (await t.arrange.query('SELECT company_id, name FROM customer_groups WHERE id = $1', [group.id])).rows[0];
      expect(row).toEqual({ company_id: companyA, name: 'Weekly Regulars' });
      expect(await memberIdsOf(group.id)).toEqual([a.ann, a.bob].sort());
    });

    it('creates a group with no members', async () => {
      const answer = await call(t.api.url, 'POST', PATH, { ...as('admin'), body: { name: 'Empty for now', member_ids: [] } });
      expect(answer.body.data.group).toMatchObject({ name: 'Empty for now', member_count: 0 });
    });

    it("lists the company's groups by name with their member counts", async () => {
      await createGroup('Bravo only', [bravoCustomer], 'adminB');
      await createGroup('Apricot Poodles', [a.cat]);
      const answer = await call(t.api.url, 'GET', PATH, as('admin'));
      expect(answer.status).toBe(200);
      const { groups } = customerGroupsListResponseSchema.parse(answer.body).data;
      expect(groups.map(({ name, member_count }) => [name, member_count])).toEqual([
        ['Apricot Poodles', 1],
        ['Empty for now', 0],
        ['Weekly Regulars', 2],
      ]);
      expect(answer.body).toEqual({ success: true, data: { groups: expect.any(Array) } });
    });

    it('gives one group with its members by name (the unnamed last)', async () => {
      const id = await createGroup('Mixed', [a.eve, a.dan, a.ann]);
      const answer = await call(t.api.url, 'GET', `${PATH}?id=${id}`, as('admin'));
      expect(answer.status).toBe(200);
      expect(customerGroupDetailResponseSchema.parse(answer.body).data).toEqual({
        group: { id, name: 'Mixed', member_count: 3 },
        members: [
          { id: a.ann, name: 'Ann Smith', phone_number: '201-555-0101' },
          { id: a.dan, name: 'Dan Wu', phone_number: '201-555-0104' },
          { id: a.eve, name: null, phone_number: '201-555-0105' },
        ],
      });
    });

    it('renames a group and replaces its members; members who stay keep their membership', async () => {
      const id = await createGroup('Before', [a.ann, a.bob]);
      const kept = (await t.arrange.query('SELECT id FROM customer_group_members WHERE group_id = $1 AND customer_id = $2', [id, a.bob])).rows[0]?.id;
      const before = (await t.arrange.query('SELECT updated_at FROM customer_groups WHERE id = $1', [id])).rows[0]?.updated_at as Date;

      const answer = await call(t.api.url, 'PUT', PATH, { ...as('admin'), body: { id, name: ' After ', member_ids: [a.bob, a.cat, a.dan] } });
      expect(answer.status).toBe(200);
      expect(customerGroupResponseSchema.parse(answer.body).data.group).toEqual({ id, name: 'After', member_count: 3 });
      expect(await memberIdsOf(id)).toEqual([a.bob, a.cat, a.dan].sort());
      expect((await t.arrange.query('SELECT id FROM customer_group_members WHERE group_id = $1 AND customer_id = $2', [id, a.bob])).rows[0]?.id).toBe(kept);
      const after = (await t.arrange.query('SELECT updated_at FROM customer_groups WHERE id = $1', [id])).rows[0]?.updated_at as Date;
      expect(after.getTime()).toBeGreaterThanOrEqual(before.getTime());

      const emptied = await call(t.api.url, 'PUT', PATH, { ...as('admin'), body: { id, name: 'After', member_ids: [] } });
      expect(emptied.body.data.group.member_count).toBe(0);
      expect(await memberIdsOf(id)).toEqual([]);
    });

    it('deletes a group with its memberships, and keeps the customers', async () => {
      const id = await createGroup('Short-lived', [a.ann, a.dan]);
      const answer = await call(t.api.url, 'DELETE', PATH, { ...as('admin'), body: { id } });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, message: 'Customer group deleted' });
      expect(await count('SELECT count(*) AS n FROM customer_groups WHERE id = $1', [id])).toBe(0);
      expect(await memberIdsOf(id)).toEqual([]);
      expect(await count('SELECT count(*) AS n FROM customers WHERE id = ANY($1)', [[a.ann, a.dan]])).toBe(2);
    });

    it('takes a group of 10,000 customers in one save', async () => {
      const { rows } = await t.arrange.query(
        "INSERT INTO customers (company_id, name) SELECT $1, 'Bulk ' || n FROM generate_series(1, 10000) AS n RETURNING id",
        [companyA],
      );
      const ids = rows.map((row) => row.id as string);
      const id = await createGroup('Everyone in bulk', ids);
      expect(await count('SELECT count(*) AS n FROM customer_group_members WHERE group_id = $1', [id])).toBe(10_000);
      const answer = await call(t.api.url, 'PUT', PATH, { ...as('admin'), body: { id, name: 'Half in bulk', member_ids: ids.slice(5000) } });
      expect(answer.body.data.group.member_count).toBe(5000);
      await call(t.api.url, 'DELETE', PATH, { ...as('admin'), body: { id } });
      await t.arrange.query('DELETE FROM customers WHERE id = ANY($1)', [ids]);
    });
  });

  describe('refusals', () => {
    it('answers 404 for an unknown group on every verb', async () => {
      const ghost = randomUUID();
      for (const [method, path, body] of [
        ['GET', `${PATH}?id=${ghost}`, undefined],
        ['PUT', PATH, { id: ghost, name: 'Ghost', member_ids: [] }],
        ['DELETE', PATH, { id: ghost }],
      ] as const) {
        const answer = await call(t.api.url, method, path, { ...as('admin'), body });
        expect(answer.status, method).toBe(404);
        expect(answer.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Customer group not found' });
      }
    });

    it('refuses every malformed request with 400, writing nothing', async () => {
      const id = await createGroup('Untouchable', [a.ann]);
      const groups = await groupCount();
      const members = await memberCount();
      const bad: [string, unknown][] = [
        ['POST', {}],
        ['POST', { name: 'No members' }],
        ['POST', { name: '', member_ids: [] }],
        ['POST', { name: '   ', member_ids: [] }],
        ['POST', { name: 'x'.repeat(101), member_ids: [] }],
        ['POST', { name: 'Bell\u0007', member_ids: [] }],
        ['POST', { name: 42, member_ids: [] }],
        ['POST', { name: 'Ok', member_ids: 'all' }],
        ['POST', { name: 'Ok', member_ids: ['not-a-uuid'] }],
        ['POST', { name: 'Ok', member_ids: [a.ann, a.ann] }],
        ['POST', { name: 'Ok', member_ids: Array.from({ length: 10_001 }, () => randomUUID()) }],
        ['PUT', { name: 'No id', member_ids: [] }],
        ['PUT', { id: 'nope', name: 'Bad id', member_ids: [] }],
        ['PUT', { id, name: ' ', member_ids: [] }],
        ['PUT', { id, name: 'No members' }],
        ['PUT', { id, name: 'Twice', member_ids: [a.bob, a.bob] }],
        ['DELETE', {}],
        ['DELETE', { id: 'nope' }],
      ];
      for (const [method, body] of bad) {
        const answer = await call(t.api.url, method, PATH, { ...as('admin'), body });
        expect(answer.status, `${method} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
        expect(answer.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: expect.any(String) });
      }
      expect((await call(t.api.url, 'GET', `${PATH}?id=nope`, as('admin'))).status).toBe(400);
      expect(await groupCount()).toBe(groups);
      expect(await memberCount()).toBe(members);
      expect((await t.arrange.query('SELECT name FROM customer_groups WHERE id = $1', [id])).rows[0]?.name).toBe('Untouchable');
      expect(await memberIdsOf(id)).toEqual([a.ann]);
    });

    it("refuses a member who is not the company's customer (unknown, or another company's), naming them and writing nothing", async () => {
      const id = await createGroup('Guarded', [a.ann]);
      const groups = await groupCount();
      const members = await memberCount();
      const unknown = randomUUID();

      const created = await call(t.api.url, 'POST', PATH, { ...as('admin'), body: { name: 'Sneaky', member_ids: [a.bob, bravoCustomer] } });
      expect(created.status).toBe(400);
      expect(created.body).toEqual({
        success: false,
        code: 'VALIDATION_FAILED',
        message: `member_ids: ${bravoCustomer} is not a customer of your company`,
      });

      const updated = await call(t.api.url, 'PUT', PATH, {
        ...as('admin'),
        body: { id, name: 'Renamed', member_ids: [a.bob, unknown, bravoCustomer] },
      });
      expect(updated.status).toBe(400);
      expect(updated.body.message).toBe(`member_ids: ${unknown}, ${bravoCustomer} are not customers of your company`);

      expect(await groupCount()).toBe(groups);
      expect(await memberCount()).toBe(members);
      expect((await t.arrange.query('SELECT name FROM customer_groups WHERE id = $1', [id])).rows[0]?.name).toBe('Guarded');
      expect(await memberIdsOf(id)).toEqual([a.ann]);
    });

    it('names the first five refused ids and counts the rest', async () => {
      const strangers = Array.from({ length: 7 }, () => randomUUID());
      const answer = await call(t.api.url, 'POST', PATH, { ...as('admin'), body: { name: 'Many strangers', member_ids: strangers } });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(`member_ids: ${strangers.slice(0, 5).join(', ')} and 2 more are not customers of your company`);
    });
  });

  describe('tenancy', () => {
    it("never lets company B read, change or delete company A's group", async () => {
      const id = await createGroup('Alpha private', [a.ann, a.bob]);

      const list = await call(t.api.url, 'GET', PATH, as('adminB'));
      expect(list.body.data.groups.map((g: { name: string }) => g.name)).toEqual(['Bravo only']);
      expect((await call(t.api.url, 'GET', `${PATH}?id=${id}`, as('adminB'))).status).toBe(404);
      expect((await call(t.api.url, 'PUT', PATH, { ...as('adminB'), body: { id, name: 'Hijacked', member_ids: [] } })).status).toBe(404);
      expect((await call(t.api.url, 'PUT', PATH, { ...as('adminB'), body: { id, name: 'Hijacked', member_ids: [bravoCustomer] } })).status).toBe(404);
      expect((await call(t.api.url, 'DELETE', PATH, { ...as('adminB'), body: { id } })).status).toBe(404);

      expect((await t.arrange.query('SELECT name FROM customer_groups WHERE id = $1', [id])).rows[0]?.name).toBe('Alpha private');
      expect(await memberIdsOf(id)).toEqual([a.ann, a.bob].sort());
    });

    it("makes a membership across companies impossible in the database itself", async () => {
      const groupA = await createGroup('Alpha walled', []);
      const groupB = await createGroup('Bravo walled', [], 'adminB');
      // As the owner, past row-level security and the API: the composite foreign keys still refuse.
      const insert = (company: string, group: string, customerId: string) =>
        t.arrange.query('INSERT INTO customer_group_members (company_id, group_id, customer_id) VALUES ($1, $2, $3)', [company, group, customerId]);
      await expect(insert(companyA, groupA, bravoCustomer)).rejects.toMatchObject({ code: '23503' });
      await expect(insert(companyB, groupA, bravoCustomer)).rejects.toMatchObject({ code: '23503' });
      await expect(insert(companyB, groupB, a.ann)).rejects.toMatchObject({ code: '23503' });
      await insert(companyA, groupA, a.ann);
      await expect(insert(companyA, groupA, a.ann)).rejects.toMatchObject({ code: '23505' });
    });
  });

  describe('roles', () => {
    it('lets admins and super admins of the company in, staff and users not (403), and no one signed out (401)', async () => {
      const id = await createGroup('By the boss', [], 'superadmin');
      expect((await call(t.api.url, 'GET', `${PATH}?id=${id}`, as('superadmin'))).status).toBe(200);

      const requests = [
        ['GET', PATH, undefined],
        ['GET', `${PATH}?id=${id}`, undefined],
        ['POST', PATH, { name: 'Staff group', member_ids: [] }],
        ['PUT', PATH, { id, name: 'Staff rename', member_ids: [] }],
        ['DELETE', PATH, { id }],
      ] as const;
      for (const [method, path, body] of requests) {
        for (const who of ['staff', 'user'] as const) {
          const answer = await call(t.api.url, method, path, { ...as(who), body });
          expect(answer.status, `${who} ${method} ${path}`).toBe(403);
          expect(answer.body.code).toBe('FORBIDDEN');
        }
        expect((await call(t.api.url, method, path, { body })).status, `anonymous ${method} ${path}`).toBe(401);
      }
      expect((await t.arrange.query('SELECT name FROM customer_groups WHERE id = $1', [id])).rows[0]?.name).toBe('By the boss');
      expect(await count("SELECT count(*) AS n FROM customer_groups WHERE name LIKE 'Staff%'")).toBe(0);
    });
  });

  it("drops a deleted customer's memberships", async () => {
    const gone = await customer(companyA, 'Leaving Soon', '201-555-0177');
    const first = await createGroup('Has a leaver', [a.ann, gone]);
    const second = await createGroup('Also has a leaver', [gone]);
    expect((await call(t.api.url, 'DELETE', '/api/customers', { ...as('admin'), body: { id: gone } })).status).toBe(200);

    expect(await count('SELECT count(*) AS n FROM customer_group_members WHERE customer_id = $1', [gone])).toBe(0);
    const detail = await call(t.api.url, 'GET', `${PATH}?id=${first}`, as('admin'));
    expect(detail.body.data.group.member_count).toBe(1);
    expect(detail.body.data.members.map((m: { id: string }) => m.id)).toEqual([a.ann]);
    expect((await call(t.api.url, 'GET', `${PATH}?id=${second}`, as('admin'))).body.data.group.member_count).toBe(0);
  });
});

/** The selection of a bulk message's recipients, against the real tables. */
describe('the recipients of a selection of customers', () => {
  const t = useTestApi();

  it('gives each reached customer with a number once, and counts the same selection', async () => {
    const alpha = await t.arrange.company('Alpha Grooming');
    const bravo = await t.arrange.company('Bravo Grooming');
    const customer = async (companyId: string, phone: string | null) =>
      insertedId(t.arrange.query('INSERT INTO customers (company_id, name, phone_e164) VALUES ($1, $2, $3) RETURNING id', [companyId, 'C', phone]));
    const group = async (companyId: string, name: string, members: string[]) => {
      const id = await insertedId(t.arrange.query('INSERT INTO customer_groups (company_id, name) VALUES ($1, $2) RETURNING id', [companyId, name]));
      for (const member of members) {
        await t.arrange.query('INSERT INTO customer_group_members (company_id, group_id, customer_id) VALUES ($1, $2, $3)', [companyId, id, member]);
      }
      return id;
    };

    const ann = await customer(alpha, '+12015550101');
    const bob = await customer(alpha, '+12015550102');
    const noPhone = await customer(alpha, null);
    const dan = await customer(alpha, '+12015550104');
    const eve = await customer(alpha, '+12015550105');
    const brenda = await customer(bravo, '+12015550199');
    const vip = await group(alpha, 'VIP', [ann, bob, noPhone]);
    const poodles = await group(alpha, 'Poodles', [bob, dan]);
    const late = await group(alpha, 'Late payers', [bob]);
    const empty = await group(alpha, 'Empty', []);
    const bravoGroup = await group(bravo, 'Bravo VIP', [brenda]);

    const db = t.api.app.get(TenantDb);
    const groups = t.api.app.get(CustomerGroupsRepository);
    const reached = (selection: RecipientSelection) =>
      db.forCompany(alpha, async (m) => ({
        recipients: await groups.recipientsFor(m, alpha, selection),
        count: await groups.countRecipients(m, alpha, selection),
      }));
    const phoneOf: Record<string, string> = { [ann]: '+12015550101', [bob]: '+12015550102', [dan]: '+12015550104', [eve]: '+12015550105' };
    const expected = (ids: string[]) => ({
      recipients: [...ids].sort().map((customerId) => ({ customerId, phoneE164: phoneOf[customerId] })),
      count: ids.length,
    });

    expect(await reached({ mode: 'all' })).toEqual(expected([ann, bob, dan, eve]));
    expect(await reached({ mode: 'group', groupIds: [vip] })).toEqual(expected([ann, bob]));
    // Bob is in both groups and comes once.
    expect(await reached({ mode: 'group', groupIds: [vip, poodles] })).toEqual(expected([ann, bob, dan]));
    expect(await reached({ mode: 'group', groupIds: [empty] })).toEqual(expected([]));
    expect(await reached({ mode: 'group', groupIds: [] })).toEqual(expected([]));
    // Another company's group reaches no one here.
    expect(await reached({ mode: 'group', groupIds: [bravoGroup] })).toEqual(expected([]));
    expect(await reached({ mode: 'advanced', includeGroupIds: [vip, poodles], excludeGroupIds: [late] })).toEqual(expected([ann, dan]));
    expect(await reached({ mode: 'advanced', includeGroupIds: [vip], excludeGroupIds: [] })).toEqual(expected([ann, bob]));
    expect(await reached({ mode: 'advanced', includeGroupIds: [poodles], excludeGroupIds: [poodles] })).toEqual(expected([]));
    // No included group is no one: only 'all' reaches everyone.
    expect(await reached({ mode: 'advanced', includeGroupIds: [], excludeGroupIds: [late] })).toEqual(expected([]));

    const bravoAll = await db.forCompany(bravo, (m) => groups.recipientsFor(m, bravo, { mode: 'all' }));
    expect(bravoAll).toEqual([{ customerId: brenda, phoneE164: '+12015550199' }]);
  });
});
