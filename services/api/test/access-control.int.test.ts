import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import {
  ACCOUNT_DISABLED_MESSAGE,
  ACTING_COMPANY_HEADER,
  auditLogResponseSchema,
  COMPANY_SUSPENDED_MESSAGE,
  meResponseSchema,
  SESSION_REVOKED_MESSAGE,
} from '@groombook/contracts';
import { createTestDatabase, TEST_REDIS_URL, type TestDatabase } from '@groombook/testing';
import { AccessStates, type AccessState } from '../src/core/auth/access-states';
import { useTestApi } from './support/api-fixture';
import { Arrange, call, refreshWith, signIn, TEST_PASSWORD, type TestSession } from './support/identity';
import { eventually } from './support/sms';
import { startTestApi, uniqueRedisKeyPrefix, type TestApi } from './support/test-api';

const acting = (companyId: string) => ({ [ACTING_COMPANY_HEADER]: companyId });
const customerNames = (answer: { body: { data: { customers: { name: string | null }[] } } }) =>
  answer.body.data.customers.map((customer) => customer.name).sort();

describe('acting in a company, and access that follows the database on the next request', () => {
  const t = useTestApi();
  let companyA: string;
  let companyB: string;
  const ids = {} as Record<'root' | 'rootB' | 'adminA' | 'staffA' | 'rootA' | 'adminB' | 'staffB', string>;
  const sessions = {} as Record<'root' | 'rootB' | 'adminA' | 'staffA' | 'adminB', TestSession>;

  /** A fresh sign-in of a user arranged in beforeAll. */
  const session = async (key: keyof typeof sessions, email: string) => (sessions[key] = await signIn(t.api.url, email));

  beforeAll(async () => {
    companyA = await t.arrange.company('Happy Paws');
    companyB = await t.arrange.company('Bravo Grooming');
    ids.root = await t.arrange.user('root@platform.test', 'superadmin', null);
    ids.rootB = await t.arrange.user('root@bravo.test', 'superadmin', companyB);
    ids.adminA = await t.arrange.user('admin@paws.test', 'admin', companyA);
    ids.staffA = await t.arrange.user('staff@paws.test', 'staff', companyA);
    ids.rootA = await t.arrange.user('root@paws.test', 'superadmin', companyA);
    ids.adminB = await t.arrange.user('admin@bravo.test', 'admin', companyB);
    ids.staffB = await t.arrange.user('staff@bravo.test', 'staff', companyB);
    await t.arrange.query("INSERT INTO customers (company_id, name) VALUES ($1, 'Ann Alpha'), ($2, 'Bob Bravo')", [companyA, companyB]);
    await session('root', 'root@platform.test');
    await session('adminA', 'admin@paws.test');
    await session('staffA', 'staff@paws.test');
  });

  describe('the X-Company-Id header', () => {
    it("makes a super admin's request work in that company: its customers, its writes, /api/me", async () => {
      const token = sessions.root.access_token;
      const without = await call(t.api.url, 'GET', '/api/customers', { token });
      expect(without).toMatchObject({ status: 403, body: { code: 'NO_COMPANY' } });

      expect(customerNames(await call(t.api.url, 'GET', '/api/customers', { token, headers: acting(companyB) }))).toEqual(['Bob Bravo']);
      expect(customerNames(await call(t.api.url, 'GET', '/api/customers', { token, headers: acting(companyA) }))).toEqual(['Ann Alpha']);

      const created = await call(t.api.url, 'POST', '/api/customers', { token, headers: acting(companyB), body: { name: 'Cat Created' } });
      expect(created.status).toBe(201);
      const stored = await t.arrange.query('SELECT company_id FROM customers WHERE id = $1', [created.body.data.customer.id]);
      expect(stored.rows).toEqual([{ company_id: companyB }]);

      const me = await call(t.api.url, 'GET', '/api/me', { token, headers: acting(companyB) });
      expect(meResponseSchema.parse(me.body)).toMatchObject({ role: 'superadmin', company_id: companyB, company_name: 'Bravo Grooming', acting: true });
      // The users list is the acting company's unless another is named.
      const users = await call(t.api.url, 'GET', '/api/users', { token, headers: acting(companyB) });
      expect(users.body.data.users.map((user: { email: string }) => user.email)).toEqual(['admin@bravo.test', 'root@bravo.test', 'staff@bravo.test']);
      const named = await call(t.api.url, 'GET', `/api/users?company_id=${companyA}`, { token, headers: acting(companyB) });
      expect(named.body.data.users.every((user: { company_id: string }) => user.company_id === companyA)).toBe(true);

      const own = await call(t.api.url, 'GET', '/api/me', { token });
      expect(own.body).toMatchObject({ role: 'superadmin', company_id: null, company_name: null, acting: false });
    });

    it('is ignored for admins and staff: they see and write their own company only', async () => {
      for (const key of ['adminA', 'staffA'] as const) {
        const token = sessions[key].access_token;
        const list = await call(t.api.url, 'GET', '/api/customers', { token, headers: acting(companyB) });
        expect(customerNames(list), key).toEqual(['Ann Alpha']);
        const me = await call(t.api.url, 'GET', '/api/me', { token, headers: acting(companyB) });
        expect(me.body, key).toMatchObject({ company_id: companyA, company_name: 'Happy Paws', acting: false });
        // Not even checked: a malformed header from someone it does not apply to changes nothing.
        expect((await call(t.api.url, 'GET', '/api/customers?count_only=true', { token, headers: acting('nope') })).status, key).toBe(200);
      }
      const created = await call(t.api.url, 'POST', '/api/customers', {
        token: sessions.adminA.access_token,
        headers: acting(companyB),
        body: { name: 'Dan Own Company' },
      });
      const stored = await t.arrange.query('SELECT company_id FROM customers WHERE id = $1', [created.body.data.customer.id]);
      expect(stored.rows).toEqual([{ company_id: companyA }]);
      const bravo = await t.arrange.query("SELECT count(*)::int AS n FROM customers WHERE company_id = $1 AND name = 'Dan Own Company'", [companyB]);
      expect(bravo.rows[0]?.n).toBe(0);
    });

    it("refuses a super admin's header that is not a company's id (400) or names no company (404)", async () => {
      const token = sessions.root.access_token;
      for (const value of ['nope', `${companyB}x`, '']) {
        const answer = await call(t.api.url, 'GET', '/api/customers', { token, headers: acting(value) });
        expect(answer, value).toMatchObject({ status: 400, body: { success: false, code: 'VALIDATION_FAILED' } });
        expect(answer.body.message).toContain(ACTING_COMPANY_HEADER);
      }
      const unknown = await call(t.api.url, 'GET', '/api/customers', { token, headers: acting(randomUUID()) });
      expect(unknown).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    });
  });

  describe('the audit log', () => {
    const auditLog = async (query = '', token = sessions.root.access_token) => {
      const answer = await call(t.api.url, 'GET', `/api/audit-log${query}`, { token });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return auditLogResponseSchema.parse(answer.body).data.entries;
    };
    /** Rows are written after the answer has gone: wait for them. */
    const rowsFor = async (actorId: string, count: number) => {
      await expect.poll(async () => (await t.arrange.query('SELECT id FROM audit_log WHERE actor_id = $1', [actorId])).rowCount).toBe(count);
    };

    it('records each acting request (who, which company, method, path without its query, status, when) and no plain read', async () => {
      await t.arrange.query('DELETE FROM audit_log');
      const rootB = await session('rootB', 'root@bravo.test');
      const before = new Date();
      await call(t.api.url, 'GET', '/api/customers?search=Bob', { token: rootB.access_token, headers: acting(companyA) });
      await call(t.api.url, 'POST', '/api/assignees', { token: rootB.access_token, headers: acting(companyA), body: { name: '' } });
      // Not recorded: a super admin without the header, an admin with it, a refused header.
      await call(t.api.url, 'GET', '/api/customers', { token: rootB.access_token });
      await call(t.api.url, 'GET', '/api/customers', { token: sessions.adminA.access_token, headers: acting(companyB) });
      await call(t.api.url, 'GET', '/api/customers', { token: rootB.access_token, headers: acting(randomUUID()) });
      await rowsFor(ids.rootB, 2);
      expect((await t.arrange.query('SELECT count(*)::int AS n FROM audit_log')).rows[0]?.n).toBe(2);

      const entries = await auditLog();
      expect(entries.map(({ id: _id, created_at: _at, ...entry }) => entry)).toEqual([
        {
          actor_id: ids.rootB,
          actor_email: 'root@bravo.test',
          company_id: companyA,
          company_name: 'Happy Paws',
          method: 'POST',
          path: '/api/assignees',
          status: 400,
        },
        {
          actor_id: ids.rootB,
          actor_email: 'root@bravo.test',
          company_id: companyA,
          company_name: 'Happy Paws',
          method: 'GET',
          path: '/api/customers',
          status: 200,
        },
      ]);
      for (const entry of entries) {
        expect(new Date(entry.created_at).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
        expect(new Date(entry.created_at).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      }
    });

    it('pages newest first, filters by company, and refuses bad queries', async () => {
      const token = sessions.root.access_token;
      for (const company of [companyA, companyB, companyB]) await call(t.api.url, 'GET', '/api/me', { token, headers: acting(company) });
      await rowsFor(ids.root, 3);

      const all = await auditLog();
      expect(all.length).toBeGreaterThanOrEqual(5);
      const times = all.map((entry) => entry.created_at);
      expect([...times].sort().reverse()).toEqual(times);

      const first = await auditLog('?limit=2');
      expect(first).toEqual(all.slice(0, 2));
      const next = await auditLog(`?limit=2&before=${encodeURIComponent(first[1]?.created_at ?? '')}`);
      expect(next).toEqual(all.slice(2, 4));

      const bravo = await auditLog(`?company_id=${companyB}`);
      expect(bravo.map((entry) => [entry.actor_id, entry.company_name])).toEqual([
        [ids.root, 'Bravo Grooming'],
        [ids.root, 'Bravo Grooming'],
      ]);

      for (const query of ['?limit=0', '?limit=201', '?company_id=nope', '?before=yesterday']) {
        const answer = await call(t.api.url, 'GET', `/api/audit-log${query}`, { token });
        expect(answer.status, query).toBe(400);
      }
    });

    it('is read by super admins only: 401 anonymous, 403 admins and staff (with or without the header)', async () => {
      expect((await call(t.api.url, 'GET', '/api/audit-log')).status).toBe(401);
      for (const key of ['adminA', 'staffA'] as const) {
        const answer = await call(t.api.url, 'GET', '/api/audit-log', { token: sessions[key].access_token, headers: acting(companyA) });
        expect(answer, key).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
      }
    });
  });

  describe('a change of role', () => {
    it('applies on the very next request of the old token; a refresh then gives a token of the new role', async () => {
      const userId = await t.arrange.user('demoted@paws.test', 'admin', companyA);
      const demoted = await signIn(t.api.url, 'demoted@paws.test');
      const groomer = await call(t.api.url, 'POST', '/api/assignees', { token: demoted.access_token, body: { name: 'Before Demotion' } });
      expect(groomer.status).toBe(201);

      const changed = await call(t.api.url, 'PUT', '/api/users', { token: sessions.adminA.access_token, body: { id: userId, role: 'staff' } });
      expect(changed).toMatchObject({ status: 200, body: { user: { id: userId, role: 'staff', disabled: false } } });

      const refused = await call(t.api.url, 'POST', '/api/assignees', { token: demoted.access_token, body: { name: 'After Demotion' } });
      expect(refused).toMatchObject({ status: 401, body: { success: false, code: 'SESSION_REVOKED', message: SESSION_REVOKED_MESSAGE } });
      const stored = await t.arrange.query("SELECT count(*)::int AS n FROM groomers WHERE name = 'After Demotion'");
      expect(stored.rows[0]?.n).toBe(0);

      const refreshed = await refreshWith(t.api.url, demoted.cookie);
      expect(refreshed.status).toBe(200);
      const token = refreshed.body.session.access_token as string;
      expect((await call(t.api.url, 'GET', '/api/me', { token })).body).toMatchObject({ role: 'staff', company_id: companyA });
      expect((await call(t.api.url, 'POST', '/api/assignees', { token, body: { name: 'After Demotion' } })).status).toBe(403);
      expect((await call(t.api.url, 'GET', '/api/assignees', { token })).status).toBe(200);
    });

    it('leaves the token of a user whose role was set to the one they have', async () => {
      const userId = await t.arrange.user('unchanged@paws.test', 'staff', companyA);
      const unchanged = await signIn(t.api.url, 'unchanged@paws.test');
      const same = await call(t.api.url, 'PUT', '/api/users', { token: sessions.adminA.access_token, body: { id: userId, role: 'staff' } });
      expect(same.status).toBe(200);
      expect((await call(t.api.url, 'GET', '/api/me', { token: unchanged.access_token })).status).toBe(200);
    });
  });

  describe('disabling a user', () => {
    it('ends their live token and sessions at once, refuses their sign-in and refresh, and lets them back once enabled', async () => {
      const userId = await t.arrange.user('leaver@paws.test', 'staff', companyA);
      const first = await signIn(t.api.url, 'leaver@paws.test');
      const second = await signIn(t.api.url, 'leaver@paws.test');
      expect((await call(t.api.url, 'GET', '/api/customers', { token: first.access_token })).status).toBe(200);

      const disabled = await call(t.api.url, 'PUT', '/api/users', { token: sessions.adminA.access_token, body: { id: userId, disabled: true } });
      expect(disabled).toMatchObject({ status: 200, body: { success: true, user: { id: userId, role: 'staff', disabled: true } } });
      const listed = await call(t.api.url, 'GET', '/api/users', { token: sessions.adminA.access_token });
      expect(listed.body.data.users.find((user: { id: string }) => user.id === userId)).toMatchObject({ disabled: true });
      expect(listed.body.data.users.find((user: { id: string }) => user.id === ids.staffA)).toMatchObject({ disabled: false });

      const live = await call(t.api.url, 'GET', '/api/customers', { token: first.access_token });
      expect(live).toMatchObject({ status: 401, body: { code: 'SESSION_REVOKED' } });
      const open = await t.arrange.query('SELECT count(*)::int AS n FROM refresh_tokens WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
      expect(open.rows[0]?.n).toBe(0);
      for (const cookie of [first.cookie, second.cookie]) {
        expect(await refreshWith(t.api.url, cookie)).toMatchObject({ status: 403, body: { code: 'ACCOUNT_DISABLED', message: ACCOUNT_DISABLED_MESSAGE } });
      }
      const signInAgain = await call(t.api.url, 'POST', '/api/auth/sign-in', { body: { email: 'leaver@paws.test', password: TEST_PASSWORD } });
      expect(signInAgain).toMatchObject({ status: 403, body: { code: 'ACCOUNT_DISABLED', message: ACCOUNT_DISABLED_MESSAGE } });
      // A wrong password learns nothing of the account's state.
      const guess = await call(t.api.url, 'POST', '/api/auth/sign-in', { body: { email: 'leaver@paws.test', password: 'a-wrong-guess' } });
      expect(guess).toMatchObject({ status: 400, body: { code: 'INVALID_CREDENTIALS' } });

      const enabled = await call(t.api.url, 'PUT', '/api/users', { token: sessions.adminA.access_token, body: { id: userId, disabled: false } });
      expect(enabled.body.user).toMatchObject({ id: userId, disabled: false });
      const back = await signIn(t.api.url, 'leaver@paws.test');
      expect((await call(t.api.url, 'GET', '/api/customers', { token: back.access_token })).status).toBe(200);
      // What was ended stays ended.
      expect((await call(t.api.url, 'GET', '/api/customers', { token: first.access_token })).status).toBe(401);
      expect((await refreshWith(t.api.url, first.cookie)).status).toBe(401);
    });

    it('is for admins within their company (not themselves, not a super admin) and super admins for anyone but themselves', async () => {
      const admin = sessions.adminA.access_token;
      const disabledOf = async (id: string) => (await t.arrange.query('SELECT disabled_at FROM users WHERE id = $1', [id])).rows[0]?.disabled_at;

      const otherCompany = await call(t.api.url, 'PUT', '/api/users', { token: admin, body: { id: ids.staffB, disabled: true } });
      expect(otherCompany.status).toBe(404);
      const self = await call(t.api.url, 'PUT', '/api/users', { token: admin, body: { id: ids.adminA, disabled: true } });
      expect(self).toMatchObject({ status: 400, body: { message: 'You cannot disable your own account' } });
      const superadmin = await call(t.api.url, 'PUT', '/api/users', { token: admin, body: { id: ids.rootA, disabled: true } });
      expect(superadmin.status).toBe(403);
      const staff = await call(t.api.url, 'PUT', '/api/users', { token: sessions.staffA.access_token, body: { id: ids.adminA, disabled: true } });
      expect(staff).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
      expect((await call(t.api.url, 'PUT', '/api/users', { body: { id: ids.adminA, disabled: true } })).status).toBe(401);
      for (const id of [ids.staffB, ids.adminA, ids.rootA]) expect(await disabledOf(id)).toBeNull();

      const root = sessions.root.access_token;
      expect((await call(t.api.url, 'PUT', '/api/users', { token: root, body: { id: ids.root, disabled: true } })).status).toBe(400);
      const anyone = await call(t.api.url, 'PUT', '/api/users', { token: root, body: { id: ids.staffB, disabled: true } });
      expect(anyone.body.user).toMatchObject({ id: ids.staffB, disabled: true });
      expect(await disabledOf(ids.staffB)).toBeInstanceOf(Date);
      await call(t.api.url, 'PUT', '/api/users', { token: root, body: { id: ids.staffB, disabled: false } });
      expect(await disabledOf(ids.staffB)).toBeNull();

      for (const body of [{ id: ids.staffA, disabled: 'yes' }, { id: ids.staffA }, { id: 'nope', disabled: true }, { disabled: true }]) {
        const answer = await call(t.api.url, 'PUT', '/api/users', { token: admin, body });
        expect(answer.status, JSON.stringify(body)).toBe(400);
      }
      expect((await call(t.api.url, 'PUT', '/api/users', { token: admin, body: { id: randomUUID(), disabled: true } })).status).toBe(404);
    });
  });

  describe('signing out', () => {
    it("ends the refresh cookie's session: its access token is refused on its next request (401), the user's other sessions go on", async () => {
      await t.arrange.user('leaving@paws.test', 'staff', companyA);
      const leaving = await signIn(t.api.url, 'leaving@paws.test');
      const other = await signIn(t.api.url, 'leaving@paws.test');
      expect((await call(t.api.url, 'GET', '/api/customers', { token: leaving.access_token })).status).toBe(200);

      const out = await call(t.api.url, 'POST', '/api/auth/sign-out', { headers: { Cookie: leaving.cookie } });
      expect(out.status).toBe(200);
      const refused = await call(t.api.url, 'GET', '/api/customers', { token: leaving.access_token });
      expect(refused).toMatchObject({ status: 401, body: { success: false, code: 'SESSION_REVOKED', message: SESSION_REVOKED_MESSAGE } });
      expect((await refreshWith(t.api.url, leaving.cookie)).status).toBe(401);
      expect((await call(t.api.url, 'GET', '/api/customers', { token: other.access_token })).status).toBe(200);

      // The bearer token alone signs nobody out: the refresh cookie names the session.
      expect((await call(t.api.url, 'POST', '/api/auth/sign-out', { token: other.access_token })).status).toBe(200);
      expect((await call(t.api.url, 'GET', '/api/me', { token: other.access_token })).status).toBe(200);
      expect((await call(t.api.url, 'POST', '/api/auth/sign-out', { headers: { Cookie: other.cookie } })).status).toBe(200);
      expect((await call(t.api.url, 'GET', '/api/me', { token: other.access_token })).status).toBe(401);
      // Signing in again works as ever.
      const again = await signIn(t.api.url, 'leaving@paws.test');
      expect((await call(t.api.url, 'GET', '/api/me', { token: again.access_token })).status).toBe(200);
    });
  });

  describe('suspending a company', () => {
    it("locks its users out at once (live tokens, refresh, sign-in) but not a super admin's, and lets them back once active", async () => {
      const adminB = await session('adminB', 'admin@bravo.test');
      const rootB = await session('rootB', 'root@bravo.test');
      const root = sessions.root.access_token;
      expect((await call(t.api.url, 'GET', '/api/customers', { token: adminB.access_token })).status).toBe(200);

      const suspended = await call(t.api.url, 'PUT', '/api/companies', { token: root, body: { id: companyB, status: 'suspended' } });
      expect(suspended).toMatchObject({ status: 200, body: { company: { id: companyB, name: 'Bravo Grooming', status: 'suspended' } } });
      const listed = await call(t.api.url, 'GET', '/api/companies', { token: root });
      expect(listed.body.data.companies.map((c: { name: string; status: string }) => [c.name, c.status]).sort()).toEqual([
        ['Bravo Grooming', 'suspended'],
        ['Happy Paws', 'active'],
      ]);

      expect(await call(t.api.url, 'GET', '/api/customers', { token: adminB.access_token })).toMatchObject({ status: 401, body: { code: 'SESSION_REVOKED' } });
      expect(await refreshWith(t.api.url, adminB.cookie)).toMatchObject({ status: 403, body: { code: 'COMPANY_SUSPENDED', message: COMPANY_SUSPENDED_MESSAGE } });
      const signInB = await call(t.api.url, 'POST', '/api/auth/sign-in', { body: { email: 'staff@bravo.test', password: TEST_PASSWORD } });
      expect(signInB).toMatchObject({ status: 403, body: { code: 'COMPANY_SUSPENDED', message: COMPANY_SUSPENDED_MESSAGE } });

      // The platform stays run: the company's super admin keeps their session, and any super admin may act in it.
      expect((await call(t.api.url, 'GET', '/api/customers', { token: rootB.access_token })).status).toBe(200);
      expect((await refreshWith(t.api.url, rootB.cookie)).status).toBe(200);
      expect(customerNames(await call(t.api.url, 'GET', '/api/customers', { token: root, headers: acting(companyB) }))).toContain('Bob Bravo');
      // Other companies carry on.
      expect((await call(t.api.url, 'GET', '/api/customers', { token: sessions.adminA.access_token })).status).toBe(200);

      const active = await call(t.api.url, 'PUT', '/api/companies', { token: root, body: { id: companyB, status: 'active' } });
      expect(active.body.company.status).toBe('active');
      const back = await signIn(t.api.url, 'admin@bravo.test');
      expect((await call(t.api.url, 'GET', '/api/customers', { token: back.access_token })).status).toBe(200);
      expect((await call(t.api.url, 'GET', '/api/customers', { token: adminB.access_token })).status).toBe(401);
    });

    it('is for super admins only, and refuses a status it does not know', async () => {
      const body = { id: companyA, status: 'suspended' };
      expect((await call(t.api.url, 'PUT', '/api/companies', { body })).status).toBe(401);
      for (const key of ['adminA', 'staffA'] as const) {
        const answer = await call(t.api.url, 'PUT', '/api/companies', { token: sessions[key].access_token, body });
        expect(answer, key).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
      }
      const root = sessions.root.access_token;
      const unknown = await call(t.api.url, 'PUT', '/api/companies', { token: root, body: { id: companyA, status: 'closed' } });
      expect(unknown).toMatchObject({ status: 400, body: { message: 'status: Status must be active or suspended' } });
      expect((await call(t.api.url, 'PUT', '/api/companies', { token: root, body: { id: companyA } })).status).toBe(400);
      expect((await call(t.api.url, 'PUT', '/api/companies', { token: root, body: { id: randomUUID(), status: 'suspended' } })).status).toBe(404);
      const status = await t.arrange.query('SELECT status FROM companies WHERE id = $1', [companyA]);
      expect(status.rows).toEqual([{ status: 'active' }]);
    });
  });
});

describe('access changes across two API processes sharing Redis', () => {
  let database: TestDatabase;
  let first: TestApi;
  let second: TestApi;
  let arrange: Arrange;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: uniqueRedisKeyPrefix() };
    first = await startTestApi(env);
    second = await startTestApi(env);
    arrange = await Arrange.connect(database.url);
  });

  afterAll(async () => {
    await arrange?.close();
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it("refuses a demoted user's old token in the other process once the change reaches it, and from then on", async () => {
    const companyId = await arrange.company('Two Process Grooming');
    await arrange.user('boss@two.test', 'admin', companyId);
    const userId = await arrange.user('demoted@two.test', 'admin', companyId);
    const boss = await signIn(first.url, 'boss@two.test');
    const demoted = await signIn(first.url, 'demoted@two.test');

    // The second process has the user's access in its cache; the change is made in the first.
    expect((await call(second.url, 'GET', '/api/assignees', { token: demoted.access_token })).status).toBe(200);
    expect((await call(first.url, 'PUT', '/api/users', { token: boss.access_token, body: { id: userId, role: 'staff' } })).status).toBe(200);
    // Redis tells the other process at once, but its message and the next request race to that
    // process; whichever wins, the cached entry lapses (after a second: access-states.test.ts).
    const refused = await eventually(
      async () => {
        const next = await call(second.url, 'GET', '/api/assignees', { token: demoted.access_token });
        return next.status === 200 ? null : next;
      },
      15_000,
      "the second process's refusal",
    );
    expect(refused).toMatchObject({ status: 401, body: { code: 'SESSION_REVOKED' } });
    expect(await call(second.url, 'GET', '/api/assignees', { token: demoted.access_token })).toMatchObject({ status: 401, body: { code: 'SESSION_REVOKED' } });
  });

  it('tells every cache sharing Redis to forget a change, however long its entries would live', async () => {
    const prefix = uniqueRedisKeyPrefix();
    const publisher = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    let u1: AccessState = { role: 'admin', companyId: 'c1', tokenVersion: 0, disabled: false, companySuspended: false };
    const loads: string[] = [];
    const caches = ['one', 'two'].map(
      (name) =>
        new AccessStates(
          {
            user: async (id) => {
              loads.push(`${name}:${id}`);
              return id === 'u1' ? { ...u1 } : null;
            },
            company: async () => null,
            session: async () => null,
          },
          { publisher, url: TEST_REDIS_URL, prefix },
          // Entries that would live a minute: only the message can make the second cache read again.
          60_000,
        ),
    );
    try {
      await Promise.all(caches.map((cache) => cache.listen()));
      const [one, two] = caches as [AccessStates, AccessStates];
      expect((await two.user('u1'))?.tokenVersion).toBe(0);
      expect((await two.user('u1'))?.tokenVersion).toBe(0);
      expect(loads).toEqual(['two:u1']);

      u1 = { ...u1, role: 'staff', tokenVersion: 1 };
      await one.changed({ userId: 'u1' });
      await expect.poll(async () => (await two.user('u1'))?.tokenVersion).toBe(1);

      // A company's change reaches its users' entries.
      u1 = { ...u1, companySuspended: true };
      await one.changed({ companyId: 'c1' });
      await expect.poll(async () => (await two.user('u1'))?.companySuspended).toBe(true);
    } finally {
      for (const cache of caches) cache.onApplicationShutdown();
      publisher.disconnect();
    }
  });
});

describe('the X-Company-Id header across origins', () => {
  const t = useTestApi({ CORS_ORIGINS: 'https://app.example' });

  it("is among the request headers CORS allows the configured origins, with the bearer token's", async () => {
    const preflight = await fetch(`${t.api.url}/api/customers`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://app.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization,x-company-id,x-anything-else' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.example');
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(',').map((name) => name.trim());
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'content-type', 'x-company-id']));
    expect(allowed).not.toContain('x-anything-else');
  });
});
