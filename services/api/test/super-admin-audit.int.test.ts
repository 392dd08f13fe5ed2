import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTING_COMPANY_HEADER, auditLogResponseSchema, auditTrailResponseSchema, type AuditTrailEntry } from '@groombook/contracts';
import { useTestApi } from './support/api-fixture';
import { call, signIn } from './support/identity';

const acting = (companyId: string) => ({ [ACTING_COMPANY_HEADER]: companyId });

/** The fields of an entry that say who did what to whom, where. */
const gist = (entry: AuditTrailEntry) => ({
  company_id: entry.company_id,
  acting_company_id: entry.acting_company_id,
  action: entry.action,
  target_type: entry.target_type,
  target_id: entry.target_id,
  target_label: entry.target_label,
  method: entry.method,
  path: entry.path,
  status: entry.status,
});

describe("the audit log of a super admin's work", () => {
  const t = useTestApi();
  let companyA: string;
  let companyB: string;
  let rootId: string;
  let root: string;
  let adminA: string;
  const b = {} as Record<'admin' | 'staff', string>;

  /** Rows are written after the answer has gone: wait until the actor has `count`. */
  const rowsOf = async (actorId: string, count: number) =>
    expect.poll(async () => (await t.arrange.query('SELECT id FROM audit_log WHERE actor_id = $1', [actorId])).rowCount).toBe(count);

  const trail = async (query = '') => {
    const answer = await call(t.api.url, 'GET', `/api/audit-log/entries${query}`, { token: root });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return auditTrailResponseSchema.parse(answer.body).data.entries;
  };

  /** The newest `count` entries, oldest first, after clearing the log and running `work`. */
  const recorded = async (count: number, work: () => Promise<unknown>) => {
    await t.arrange.query('DELETE FROM audit_log');
    await work();
    await rowsOf(rootId, count);
    return (await trail()).reverse();
  };

  beforeAll(async () => {
    companyA = await t.arrange.company('Happy Paws');
    companyB = await t.arrange.company('Bravo Grooming');
    rootId = await t.arrange.user('root@platform.test', 'superadmin', null);
    await t.arrange.user('admin@paws.test', 'admin', companyA);
    b.admin = await t.arrange.user('admin@bravo.test', 'admin', companyB);
    b.staff = await t.arrange.user('staff@bravo.test', 'staff', companyB);
    root = (await signIn(t.api.url, 'root@platform.test')).access_token;
    adminA = (await signIn(t.api.url, 'admin@paws.test')).access_token;
  });

  it("files writes to company B's users under B, naming the user, with A as the acting company", async () => {
    const headers = acting(companyA);
    const entries = await recorded(3, async () => {
      expect((await call(t.api.url, 'PUT', '/api/users', { token: root, headers, body: { id: b.staff, disabled: true } })).status).toBe(200);
      expect((await call(t.api.url, 'POST', `/api/users/${b.admin}/reset-password`, { token: root, headers, body: {} })).status).toBe(200);
      const created = await call(t.api.url, 'POST', '/api/users', {
        token: root,
        headers,
        body: { email: 'new-admin@bravo.test', role: 'admin', company_id: companyB },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    });
    const newAdmin = (await t.arrange.query<{ id: string }>("SELECT id FROM users WHERE email = 'new-admin@bravo.test'")).rows[0]?.id;
    const underB = { company_id: companyB, acting_company_id: companyA, target_type: 'user' };
    expect(entries.map(gist)).toEqual([
      { ...underB, action: 'users.update', target_id: b.staff, target_label: 'staff@bravo.test', method: 'PUT', path: '/api/users', status: 200 },
      {
        ...underB,
        action: 'users.reset-password',
        target_id: b.admin,
        target_label: 'admin@bravo.test',
        method: 'POST',
        path: `/api/users/${b.admin}/reset-password`,
        status: 200,
      },
      { ...underB, action: 'users.create', target_id: newAdmin, target_label: 'new-admin@bravo.test', method: 'POST', path: '/api/users', status: 201 },
    ]);
    expect(entries.map((entry) => [entry.company_name, entry.acting_company_name, entry.actor_email])).toEqual(
      Array(3).fill(['Bravo Grooming', 'Happy Paws', 'root@platform.test']),
    );
  });

  it('files the same writes without X-Company-Id under the company of the user written to, with no acting company', async () => {
    const entries = await recorded(4, async () => {
      await call(t.api.url, 'PUT', '/api/users', { token: root, body: { id: b.staff, role: 'admin' } });
      await call(t.api.url, 'PUT', '/api/users', { token: root, body: { id: b.staff, disabled: false } });
      await call(t.api.url, 'POST', `/api/users/${b.admin}/reset-password`, { token: root, body: {} });
      await call(t.api.url, 'POST', '/api/users', { token: root, body: { email: 'second-admin@bravo.test', role: 'admin', company_id: companyB } });
    });
    expect(entries.map((entry) => [entry.action, entry.company_id, entry.acting_company_id, entry.target_type, entry.status])).toEqual([
      ['users.update', companyB, null, 'user', 200],
      ['users.update', companyB, null, 'user', 200],
      ['users.reset-password', companyB, null, 'user', 200],
      ['users.create', companyB, null, 'user', 201],
    ]);
    expect(entries.slice(0, 3).map((entry) => entry.target_id)).toEqual([b.staff, b.staff, b.admin]);
  });

  it("files a company's changes under that company, and a refused write with what it named", async () => {
    const missing = randomUUID();
    const entries = await recorded(3, async () => {
      await call(t.api.url, 'PUT', '/api/companies', { token: root, headers: acting(companyA), body: { id: companyB, status: 'suspended' } });
      await call(t.api.url, 'PUT', '/api/companies', { token: root, body: { id: companyB, status: 'active' } });
      expect((await call(t.api.url, 'PUT', '/api/users', { token: root, body: { id: missing, role: 'staff' } })).status).toBe(404);
    });
    expect(entries.map(gist)).toEqual([
      {
        company_id: companyB,
        acting_company_id: companyA,
        action: 'companies.update',
        target_type: 'company',
        target_id: companyB,
        target_label: 'Bravo Grooming',
        method: 'PUT',
        path: '/api/companies',
        status: 200,
      },
      {
        company_id: companyB,
        acting_company_id: null,
        action: 'companies.update',
        target_type: 'company',
        target_id: companyB,
        target_label: 'Bravo Grooming',
        method: 'PUT',
        path: '/api/companies',
        status: 200,
      },
      // Nothing was found, so nothing of any company was touched: the platform's entry, naming the id asked for.
      { company_id: null, acting_company_id: null, action: 'users.update', target_type: 'user', target_id: missing, target_label: null, method: 'PUT', path: '/api/users', status: 404 },
    ]);
  });

  it("records a super admin's reads of the development mailbox and SMS simulator, and paths without their query", async () => {
    const entries = await recorded(4, async () => {
      expect((await call(t.api.url, 'GET', '/api/dev/mailbox', { token: root })).status).toBe(200);
      expect((await call(t.api.url, 'GET', '/api/dev/sms?number=%2B12015550101', { token: root })).status).toBe(200);
      expect((await call(t.api.url, 'GET', '/api/dev/mailbox', { token: root, headers: acting(companyB) })).status).toBe(200);
      await call(t.api.url, 'GET', '/api/customers?search=Maria%20Garcia&phone=2015550101', { token: root, headers: acting(companyA) });
      // Not recorded: a super admin's plain read, this machine's mailbox read without a session, an admin's write.
      await call(t.api.url, 'GET', '/api/companies', { token: root });
      await call(t.api.url, 'GET', '/api/dev/mailbox');
      await call(t.api.url, 'POST', '/api/customers', { token: adminA, body: { name: 'Not Audited' } });
    });
    expect(entries.map((entry) => [entry.action, entry.method, entry.path, entry.company_id, entry.acting_company_id])).toEqual([
      ['dev.mailbox', 'GET', '/api/dev/mailbox', null, null],
      ['dev.sms', 'GET', '/api/dev/sms', null, null],
      ['dev.mailbox', 'GET', '/api/dev/mailbox', companyB, companyB],
      ['customers.list', 'GET', '/api/customers', companyA, companyA],
    ]);
    const stored = await t.arrange.query("SELECT count(*)::int AS n FROM audit_log WHERE path LIKE '%?%' OR path LIKE '%Maria%'");
    expect(stored.rows[0]?.n).toBe(0);
  });

  it('filters the trail by company and by target (id, or words of its email or name); the old list leaves the platform out', async () => {
    await recorded(3, async () => {
      await call(t.api.url, 'PUT', '/api/users', { token: root, body: { id: b.staff, role: 'staff' } });
      await call(t.api.url, 'PUT', '/api/companies', { token: root, body: { id: companyA, name: 'Happy Paws' } });
      await call(t.api.url, 'GET', '/api/dev/mailbox', { token: root });
    });
    expect((await trail(`?company_id=${companyB}`)).map((entry) => entry.target_id)).toEqual([b.staff]);
    expect((await trail(`?company_id=${companyA}`)).map((entry) => entry.target_id)).toEqual([companyA]);
    expect((await trail(`?target=${b.staff.toUpperCase()}`)).map((entry) => entry.action)).toEqual(['users.update']);
    expect((await trail('?target=STAFF@bravo')).map((entry) => entry.target_id)).toEqual([b.staff]);
    expect((await trail('?target=happy%20paws')).map((entry) => entry.target_id)).toEqual([companyA]);
    expect(await trail('?target=%25')).toEqual([]);
    expect((await trail()).map((entry) => entry.action)).toEqual(['dev.mailbox', 'companies.update', 'users.update']);

    const old = await call(t.api.url, 'GET', '/api/audit-log', { token: root });
    expect(auditLogResponseSchema.parse(old.body).data.entries.map((entry) => entry.company_id)).toEqual([companyA, companyB]);
    expect((await call(t.api.url, 'GET', `/api/audit-log/entries?target=${'x'.repeat(201)}`, { token: root })).status).toBe(400);
    expect((await call(t.api.url, 'GET', '/api/audit-log/entries', { token: adminA })).status).toBe(403);
  });
});
