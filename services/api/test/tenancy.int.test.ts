import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@groombook/domain';
import { createTestDatabase, startSmtpCapture, type SmtpCapture, type TestDatabase } from '@groombook/testing';
import { ACCESS_POLICY, isAllowed, type AccessKey } from '../src/core/auth/access-policy';
import { startTestApi, type TestApi } from './support/test-api';
import { Arrange, call, signIn } from './support/identity';

type Caller = Role | 'anonymous';
const CALLERS: Caller[] = ['anonymous', 'user', 'staff', 'admin', 'superadmin'];
const GUARD_REFUSALS = new Set(['Authentication required', 'Invalid or expired access token']);

describe('tenants, users and roles', () => {
  let database: TestDatabase;
  let api: TestApi;
  let smtp: SmtpCapture;
  let arrange: Arrange;
  let companyA: string;
  let companyB: string;
  const ids: Record<string, string> = {};
  const tokens: Partial<Record<Caller, string>> = {};
  let adminB: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpCapture();
    api = await startTestApi({ DATABASE_URL: database.url, SMTP_URL: smtp.url });
    arrange = await Arrange.connect(database.url);
    companyA = await arrange.company('Alpha Grooming');
    companyB = await arrange.company('Bravo Grooming');
    ids.superadmin = await arrange.user('root@platform.test', 'superadmin', null);
    ids.adminA = await arrange.user('admin@alpha.test', 'admin', companyA);
    ids.staffA = await arrange.user('staff@alpha.test', 'staff', companyA);
    ids.userA = await arrange.user('user@alpha.test', 'user', companyA);
    ids.adminB = await arrange.user('admin@bravo.test', 'admin', companyB);
    ids.staffB = await arrange.user('staff@bravo.test', 'staff', companyB);
    tokens.superadmin = (await signIn(api.url, 'root@platform.test')).access_token;
    tokens.admin = (await signIn(api.url, 'admin@alpha.test')).access_token;
    tokens.staff = (await signIn(api.url, 'staff@alpha.test')).access_token;
    tokens.user = (await signIn(api.url, 'user@alpha.test')).access_token;
    adminB = (await signIn(api.url, 'admin@bravo.test')).access_token;
  });

  afterAll(async () => {
    await arrange?.close();
    await api?.close();
    await smtp?.stop();
    await database?.drop();
  });

  const as = (caller: Caller) => (caller === 'anonymous' ? {} : { token: tokens[caller] });

  describe('the access policy, walked for every role', () => {
    // One request per policy entry. Writes carry a body that fails validation or names
    // nothing real, so an allowed call changes nothing: what matters here is 401/403 or not.
    const REQUESTS: Record<AccessKey, { method: string; path: string; body?: unknown }> = {
      'runtime-config.read': { method: 'GET', path: '/config.json' },
      'health.read': { method: 'GET', path: '/api/health' },
      'health.ready': { method: 'GET', path: '/api/health/ready' },
      'metrics.read': { method: 'GET', path: '/api/metrics' },
      'health.queue-probe': { method: 'GET', path: '/api/health/queue-probe/local-0' },
      'api-docs.read': { method: 'GET', path: '/api/openapi.json' },
      'admin-queues.read': { method: 'GET', path: '/api/admin/queues' },
      'admin-queues.retry': { method: 'POST', path: '/api/admin/queues/retry', body: { queue: 'system', jobId: 'local-0' } },
      'admin-queues.remove': { method: 'POST', path: '/api/admin/queues/remove', body: { queue: 'system', jobId: 'local-0' } },
      'auth.sign-in': { method: 'POST', path: '/api/auth/sign-in', body: {} },
      'auth.sign-up': { method: 'POST', path: '/api/auth/sign-up', body: {} },
      'auth.confirm-email': { method: 'POST', path: '/api/auth/confirm-email', body: {} },
      'auth.refresh': { method: 'POST', path: '/api/auth/refresh', body: {} },
      'auth.sign-out': { method: 'POST', path: '/api/auth/sign-out' },
      'auth.forgot-password': { method: 'POST', path: '/api/auth/forgot-password', body: {} },
      'auth.recovery-verify': { method: 'POST', path: '/api/auth/recovery/verify', body: {} },
      'auth.reset-password': { method: 'POST', path: '/api/auth/reset-password', body: {} },
      'auth.update-password': { method: 'PUT', path: '/api/auth/password', body: { current_password: 'x', password: 'short' } },
      'auth.google': { method: 'GET', path: '/api/auth/google' },
      'auth.google-redeem': { method: 'POST', path: '/api/auth/google/redeem', body: {} },
      'dev.mailbox': { method: 'GET', path: '/api/dev/mailbox' },
      'me.read': { method: 'GET', path: '/api/me' },
      'companies.read': { method: 'GET', path: `/api/companies?id=${randomUUID()}` },
      'companies.create': { method: 'POST', path: '/api/companies', body: { name: '' } },
      'companies.update': { method: 'PUT', path: '/api/companies', body: { id: randomUUID(), name: '' } },
      'users.list': { method: 'GET', path: '/api/users' },
      'users.create': { method: 'POST', path: '/api/users', body: { email: 'not-an-email', role: 'staff' } },
      'users.update': { method: 'PUT', path: '/api/users', body: { id: randomUUID(), role: 'staff' } },
      'audit-log.read': { method: 'GET', path: '/api/audit-log?limit=1' },
      'users.reset-password': { method: 'POST', path: `/api/users/${randomUUID()}/reset-password`, body: {} },
      'demo-data.create': { method: 'POST', path: `/api/demo-data?companyId=${randomUUID()}` },
      'customers.list': { method: 'GET', path: '/api/customers?count_only=true' },
      'customers.create': { method: 'POST', path: '/api/customers', body: { name: 'x'.repeat(300) } },
      'customers.update': { method: 'PUT', path: '/api/customers', body: { id: 'nope' } },
      'customers.delete': { method: 'DELETE', path: '/api/customers', body: { id: randomUUID() } },
      'groomers.list': { method: 'GET', path: '/api/assignees' },
      'groomers.create': { method: 'POST', path: '/api/assignees', body: { name: '' } },
      'groomers.update': { method: 'PUT', path: '/api/assignees', body: { id: randomUUID(), name: '' } },
      'groomers.delete': { method: 'DELETE', path: '/api/assignees', body: { id: randomUUID() } },
      'appointments.read': { method: 'GET', path: `/api/appointments?customer_id=${randomUUID()}&start_date=2026-01-01` },
      'appointments.create': { method: 'POST', path: '/api/appointments', body: { date: 'never' } },
      'appointments.update': { method: 'PUT', path: '/api/appointments', body: { id: randomUUID(), date: 'never' } },
      'appointments.delete': { method: 'DELETE', path: '/api/appointments', body: { id: randomUUID() } },
      'appointments.create-series': { method: 'POST', path: '/api/recurring-appointments', body: {} },
      'booking-requests.create': { method: 'POST', path: '/api/booking-requests', body: {} },
      'booking-requests.read': { method: 'GET', path: '/api/booking-requests' },
      'booking-requests.decide': { method: 'PUT', path: '/api/booking-requests', body: { id: randomUUID(), status: 'declined' } },
      'conflicts.read': { method: 'GET', path: '/api/conflict-cache-simple?year=2026&month=13' },
      'fast-entry.read': { method: 'POST', path: '/api/fast-entry', body: { prompt: 42 } },
      'conflicts.warm': { method: 'POST', path: '/api/conflict-cache', body: { year: 'x' } },
      'reports.revenue': { method: 'GET', path: '/api/revenue-reports?start_date=2026-01-01&end_date=2026-01-31' },
      'reports.monthly-totals': { method: 'GET', path: '/api/monthly-totals?year=2026' },
      // Without Accept: text/event-stream an allowed caller gets 406 at once instead of an endless stream.
      'realtime.events': { method: 'GET', path: '/api/events' },
      'groups.read': { method: 'GET', path: `/api/customer-groups?id=${randomUUID()}` },
      'groups.create': { method: 'POST', path: '/api/customer-groups', body: { name: '', member_ids: [] } },
      'groups.update': { method: 'PUT', path: '/api/customer-groups', body: { id: randomUUID(), name: '', member_ids: [] } },
      'groups.delete': { method: 'DELETE', path: '/api/customer-groups', body: { id: randomUUID() } },
      'campaigns.read': { method: 'GET', path: `/api/campaigns?id=${randomUUID()}` },
      'campaigns.create': { method: 'POST', path: '/api/campaigns', body: { title: '', message: '', recipients: { mode: 'all' } } },
      // Unsigned: refused by the signature check (INVALID_SIGNATURE), never by the policy.
      'sms.webhooks': { method: 'POST', path: '/api/sms/status' },
      'sms.conversations.read': { method: 'GET', path: '/api/sms-conversations?customerId=nope' },
      'sms.conversations.mark-read': { method: 'PUT', path: '/api/sms-conversations?customerId=nope' },
      'sms.conversations.send': { method: 'POST', path: `/api/sms-conversations?customerId=${randomUUID()}`, body: { message: '' } },
      'sms.summary': { method: 'GET', path: '/api/sms-summary' },
      'sms.opt-in': { method: 'POST', path: '/api/sms-opt-in', body: {} },
      'sms.consents.read': { method: 'GET', path: '/api/sms-consents?customer_id=nope' },
      'dev.sms': { method: 'POST', path: '/api/dev/sms/inbound', body: {} },
    };

    it('has a request for every entry of the policy table', () => {
      expect(Object.keys(REQUESTS).sort()).toEqual(Object.keys(ACCESS_POLICY).sort());
    });

    it.each(Object.keys(ACCESS_POLICY) as AccessKey[])('%s: only the roles the policy names get through', async (key) => {
      const request = REQUESTS[key];
      for (const caller of CALLERS) {
        const answer = await call(api.url, request.method, request.path, { ...as(caller), body: request.body });
        // These requests come from this machine (the development helpers let that through).
        const allowed = isAllowed(ACCESS_POLICY[key], caller === 'anonymous' ? null : caller, true);
        if (allowed) {
          // A 403 may still say the caller has no company (the super admin here has none): that is not the policy.
          // The guard's own refusals; a public route may still answer 401 for its own reasons (refresh without a cookie).
          const refusedByPolicy =
            (answer.status === 401 && GUARD_REFUSALS.has(answer.body.message)) || (answer.status === 403 && answer.body.code === 'FORBIDDEN');
          expect(refusedByPolicy, `${caller} on ${key} got ${answer.status} ${JSON.stringify(answer.body)}`).toBe(false);
        } else {
          expect(answer.status, `${caller} on ${key}`).toBe(caller === 'anonymous' ? 401 : 403);
          if (caller !== 'anonymous') expect(answer.body.code).toBe('FORBIDDEN');
        }
      }
    });

    it('GET /api/companies without an id lists companies for super admins only', async () => {
      const statuses = await Promise.all(CALLERS.map(async (caller) => (await call(api.url, 'GET', '/api/companies', as(caller))).status));
      expect(statuses).toEqual([401, 403, 403, 403, 200]);
    });
  });

  describe('companies', () => {
    it('lists every company with its user count for a super admin', async () => {
      const answer = await call(api.url, 'GET', '/api/companies', as('superadmin'));
      const alpha = answer.body.data.companies.find((c: { id: string }) => c.id === companyA);
      expect(alpha).toMatchObject({ name: 'Alpha Grooming', status: 'active', user_count: 3 });
      expect(new Date(alpha.createdAt).getTime()).not.toBeNaN();
    });

    it("gives anyone a company's public name by id, and 404/400 for unknown or malformed ids", async () => {
      expect((await call(api.url, 'GET', `/api/companies?id=${companyB}`)).body).toEqual({
        success: true,
        company: { id: companyB, name: 'Bravo Grooming' },
      });
      expect((await call(api.url, 'GET', `/api/companies?id=${randomUUID()}`)).status).toBe(404);
      expect((await call(api.url, 'GET', '/api/companies?id=42')).status).toBe(400);
    });

    it('creates and renames companies; the name is required', async () => {
      const created = await call(api.url, 'POST', '/api/companies', { ...as('superadmin'), body: { name: '  Charlie Cuts  ' } });
      expect(created.status).toBe(201);
      expect(created.body.company).toMatchObject({ name: 'Charlie Cuts', status: 'active', user_count: 0 });

      const renamed = await call(api.url, 'PUT', '/api/companies', {
        ...as('superadmin'),
        body: { id: created.body.company.id, name: 'Charlie Cuts & Co' },
      });
      expect(renamed.body.company.name).toBe('Charlie Cuts & Co');

      const blank = await call(api.url, 'POST', '/api/companies', { ...as('superadmin'), body: { name: '   ' } });
      expect(blank.status).toBe(400);
      expect(blank.body.message).toBe('name: Company name is required');
      const huge = await call(api.url, 'POST', '/api/companies', { ...as('superadmin'), body: { name: 'x'.repeat(5000) } });
      expect(huge.status).toBe(400);
      const missing = await call(api.url, 'PUT', '/api/companies', { ...as('superadmin'), body: { id: randomUUID(), name: 'Ghost' } });
      expect(missing.status).toBe(404);
    });

    it("sets a company's SMS settings with its name; a setting left out is kept, an unknown time zone refused", async () => {
      const { body } = await call(api.url, 'POST', '/api/companies', { ...as('superadmin'), body: { name: 'Delta Dogs' } });
      const id = body.company.id as string;
      expect(body.company).toMatchObject({ time_zone: 'America/New_York', sms_contact_line: null });

      const set = await call(api.url, 'PUT', '/api/companies', {
        ...as('superadmin'),
        body: { id, name: 'Delta Dogs', time_zone: 'America/Chicago', sms_contact_line: '  Call 312-555-0100  ' },
      });
      expect(set.body.company).toMatchObject({ name: 'Delta Dogs', time_zone: 'America/Chicago', sms_contact_line: 'Call 312-555-0100' });
      const renamedOnly = await call(api.url, 'PUT', '/api/companies', { ...as('superadmin'), body: { id, name: 'Delta Dogs Spa' } });
      expect(renamedOnly.body.company).toMatchObject({ name: 'Delta Dogs Spa', time_zone: 'America/Chicago', sms_contact_line: 'Call 312-555-0100' });

      for (const [change, message] of [
        [{ time_zone: 'Mars/Olympus_Mons' }, 'time_zone: Time zone must be a known time zone, such as America/New_York'],
        [{ time_zone: '' }, 'time_zone: Time zone is required'],
        [{ sms_contact_line: 'x'.repeat(201) }, 'sms_contact_line: SMS contact line is too long (at most 200 characters)'],
      ] as const) {
        const refused = await call(api.url, 'PUT', '/api/companies', { ...as('superadmin'), body: { id, name: 'Changed', ...change } });
        expect(refused.status).toBe(400);
        expect(refused.body.message).toBe(message);
      }
      const [row] = (await arrange.query('SELECT name, time_zone, sms_contact_line FROM companies WHERE id = $1', [id])).rows;
      expect(row).toEqual({ name: 'Delta Dogs Spa', time_zone: 'America/Chicago', sms_contact_line: 'Call 312-555-0100' });
      // Cleared with an empty line.
      const cleared = await call(api.url, 'PUT', '/api/companies', { ...as('superadmin'), body: { id, name: 'Delta Dogs Spa', sms_contact_line: '' } });
      expect(cleared.body.company.sms_contact_line).toBeNull();
    });
  });

  describe('users', () => {
    const emails = (answer: { body: { data: { users: { email: string }[] } } }) => answer.body.data.users.map((u) => u.email);

    it("shows an admin only their own company's users", async () => {
      const answer = await call(api.url, 'GET', '/api/users', as('admin'));
      expect(emails(answer)).toEqual(['admin@alpha.test', 'staff@alpha.test', 'user@alpha.test']);
      const other = await call(api.url, 'GET', `/api/users?company_id=${companyB}`, as('admin'));
      expect(other.status).toBe(404);
    });

    it("shows a super admin the company they name", async () => {
      const answer = await call(api.url, 'GET', `/api/users?company_id=${companyB}`, as('superadmin'));
      expect(emails(answer)).toEqual(['admin@bravo.test', 'staff@bravo.test']);
      expect((await call(api.url, 'GET', `/api/users?company_id=${randomUUID()}`, as('superadmin'))).status).toBe(404);
    });

    it('lets an admin add a user to their company, who is emailed a link to set a password', async () => {
      const created = await call(api.url, 'POST', '/api/users', {
        ...as('admin'),
        body: { email: 'New.Groomer@Alpha.test', role: 'staff', name: 'New Groomer' },
      });
      expect(created.status).toBe(201);
      expect(created.body.user).toMatchObject({ email: 'new.groomer@alpha.test', role: 'staff', company_id: companyA, name: 'New Groomer' });
      const mail = await smtp.waitFor('new.groomer@alpha.test');
      expect(mail.text).toContain('/reset-password?access_token=');

      const duplicate = await call(api.url, 'POST', '/api/users', { ...as('admin'), body: { email: 'new.groomer@alpha.test', role: 'staff' } });
      expect(duplicate.status).toBe(409);
    });

    it("refuses an admin adding a super admin, or a user to another company, and changes nothing", async () => {
      const before = await arrange.query('SELECT count(*)::int AS n FROM users');
      const superadmin = await call(api.url, 'POST', '/api/users', { ...as('admin'), body: { email: 'x1@alpha.test', role: 'superadmin' } });
      expect(superadmin.status).toBe(403);
      const elsewhere = await call(api.url, 'POST', '/api/users', {
        ...as('admin'),
        body: { email: 'x2@alpha.test', role: 'staff', company_id: companyB },
      });
      expect(elsewhere.status).toBe(404);
      const badRole = await call(api.url, 'POST', '/api/users', { ...as('admin'), body: { email: 'x3@alpha.test', role: 'owner' } });
      expect(badRole.status).toBe(400);
      const after = await arrange.query('SELECT count(*)::int AS n FROM users');
      expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
    });

    it("changes roles within the admin's company only", async () => {
      const promoted = await call(api.url, 'PUT', '/api/users', { ...as('admin'), body: { id: ids.userA, role: 'staff' } });
      expect(promoted.status).toBe(200);
      expect(promoted.body.user).toMatchObject({ id: ids.userA, role: 'staff' });

      const crossTenant = await call(api.url, 'PUT', '/api/users', { ...as('admin'), body: { id: ids.staffB, role: 'admin' } });
      expect(crossTenant.status).toBe(404);
      const staffB = await arrange.query('SELECT role FROM users WHERE id = $1', [ids.staffB]);
      expect(staffB.rows[0]?.role).toBe('staff');

      const own = await call(api.url, 'PUT', '/api/users', { ...as('admin'), body: { id: ids.adminA, role: 'staff' } });
      expect(own.status).toBe(400);
      const toSuper = await call(api.url, 'PUT', '/api/users', { ...as('admin'), body: { id: ids.staffA, role: 'superadmin' } });
      expect(toSuper.status).toBe(403);
    });

    it("sends a password reset to a user of the admin's company, and to no one else", async () => {
      const sent = await call(api.url, 'POST', `/api/users/${ids.staffA}/reset-password`, { ...as('admin'), body: { email: 'staff@alpha.test' } });
      expect(sent.body).toEqual({ success: true, message: 'Password reset email sent to staff@alpha.test' });
      await smtp.waitFor('staff@alpha.test');

      const crossTenant = await call(api.url, 'POST', `/api/users/${ids.staffA}/reset-password`, { token: adminB, body: {} });
      expect(crossTenant.status).toBe(404);
      const malformed = await call(api.url, 'POST', '/api/users/not-a-uuid/reset-password', { ...as('admin'), body: {} });
      expect(malformed.status).toBe(400);
    });
  });

  describe('demo data', () => {
    it("fills the named company with customers, groomers and appointments, touching no other company", async () => {
      const answer = await call(api.url, 'POST', `/api/demo-data?companyId=${companyB}`, as('superadmin'));
      expect(answer.status).toBe(201);
      const { customers, groomers, appointments } = answer.body.data;
      expect(customers).toBeGreaterThanOrEqual(20);
      expect(groomers).toBeGreaterThanOrEqual(3);
      expect(appointments).toBeGreaterThanOrEqual(50);

      const counts = await arrange.query(
        `SELECT company_id, (SELECT count(*)::int FROM appointments a WHERE a.company_id = c.id) AS n
         FROM (SELECT DISTINCT company_id FROM appointments) x JOIN companies c ON c.id = x.company_id`,
      );
      expect(counts.rows).toEqual([{ company_id: companyB, n: appointments }]);
      expect((await call(api.url, 'POST', `/api/demo-data?companyId=${randomUUID()}`, as('superadmin'))).status).toBe(404);
      expect((await call(api.url, 'POST', '/api/demo-data?companyId=nope', as('superadmin'))).status).toBe(400);
    });
  });

  describe('row-level security, the second wall', () => {
    async function asAppRole<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        await client.query('BEGIN');
        await client.query("SELECT set_config('role', 'groombook_app', true)");
        return await work(client);
      } finally {
        await client.query('ROLLBACK');
        await client.end();
      }
    }

    it('returns no rows of any tenant table without a company context', async () => {
      await asAppRole(async (client) => {
        for (const table of ['companies', 'users', 'customers', 'groomers', 'appointments']) {
          const { rows } = await client.query(`SELECT count(*)::int AS n FROM ${table}`);
          expect(rows[0].n, table).toBe(0);
        }
      });
    });

    it("shows only the context company's rows, and refuses writing another company's", async () => {
      await asAppRole(async (client) => {
        await client.query("SELECT set_config('app.company_id', $1, true)", [companyA]);
        const { rows } = await client.query('SELECT DISTINCT company_id FROM users');
        expect(rows).toEqual([{ company_id: companyA }]);
        await expect(
          client.query("INSERT INTO users (email, role, company_id) VALUES ('sneaky@bravo.test', 'admin', $1)", [companyB]),
        ).rejects.toThrow(/row-level security/);
      });
    });
  });
});
