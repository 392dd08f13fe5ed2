import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@groombook/domain';
import { createTestDatabase, startSmtpCapture, type SmtpCapture, type TestDatabase } from '@groombook/testing';
import { Controller, Get, Module } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService, MetadataScanner, NestFactory, Reflector } from '@nestjs/core';
import type { ZodType } from 'zod';
import { ACTING_COMPANY_HEADER } from '@groombook/contracts';
import { collectRoutes, type CatalogRoute } from '../src/core/api-docs/route-catalog';
import { ACCESS_POLICY, isAllowed, type AccessKey } from '../src/core/auth/access-policy';
import { AccessPolicyVerifier } from '../src/core/auth/access-policy.verifier';
import { Access } from '../src/core/auth/access.decorator';
import { contractHints } from './support/contract-hints';
import { printFigures } from './support/figures';
import { buildRequest, samplesOf, send, type RouteInput } from './support/route-requests';
import { keysOf, objectVariants, validArbitrary } from './support/zod-arbitrary';
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

  describe('the access policy, walked for every route of the running API and every role', () => {
    let routes: CatalogRoute[];
    beforeAll(() => {
      routes = collectRoutes(api.app.get(DiscoveryService), api.app.get(MetadataScanner), api.app.get(Reflector));
    });

    /**
     * One request per route, from its schemas: parameters and query generated valid (unknown ids,
     * so nothing real is named), a body that is a list where an object goes, so an allowed call
     * changes nothing. What matters is whether the guard answers 401/403.
     */
    function probe(route: CatalogRoute) {
      const sample = (schema: ZodType | null) => (schema ? samplesOf(validArbitrary(schema, contractHints()), 1, 17)[0] : undefined);
      return buildRequest(route, { params: sample(route.params) as Record<string, unknown> | undefined, query: sample(route.query), body: route.body ? [] : undefined });
    }

    it('covers every entry of the policy table and nothing else', () => {
      expect([...new Set(routes.map((route) => route.access))].sort()).toEqual(Object.keys(ACCESS_POLICY).sort());
    });

    it('lets through exactly the roles the policy names, on every route', async () => {
      const callers: (Caller | 'acting')[] = [...CALLERS, 'acting'];
      let checked = 0;
      for (const route of routes) {
        const request = probe(route);
        for (const caller of callers) {
          const headers: Record<string, string> = caller === 'anonymous' ? {} : { Authorization: `Bearer ${tokens[caller === 'acting' ? 'superadmin' : caller]}` };
          if (caller === 'acting') headers[ACTING_COMPANY_HEADER] = companyA;
          const answer = await send(api.url, request, headers);
          const body = answer.json as { code?: string; message?: string } | undefined;
          const role = caller === 'anonymous' ? null : caller === 'acting' ? 'superadmin' : caller;
          // These requests come from this machine (the development helpers let that through).
          const allowed = isAllowed(ACCESS_POLICY[route.access], role, true);
          const where = `${caller} on ${route.method.toUpperCase()} ${route.path} (${route.access}): ${answer.status} ${answer.text.slice(0, 200)}`;
          expect(answer.status, where).toBeLessThan(500);
          if (allowed) {
            // A 403 may still say the caller has no company (the super admin here has none): that is not the policy.
            // The guard's own refusals; a public route may still answer 401 for its own reasons (refresh without a cookie).
            const refusedByPolicy = (answer.status === 401 && GUARD_REFUSALS.has(body?.message ?? '')) || (answer.status === 403 && body?.code === 'FORBIDDEN');
            expect(refusedByPolicy, where).toBe(false);
          } else {
            expect(answer.status, where).toBe(caller === 'anonymous' ? 401 : 403);
            if (caller !== 'anonymous') expect(body?.code, where).toBe('FORBIDDEN');
          }
          checked += 1;
        }
      }
      expect(checked).toBe(routes.length * callers.length);
    });

    it('refuses to start with a route that names no access policy, or one the table lacks', async () => {
      @Controller('api/unguarded')
      class Unguarded {
        @Get()
        read() {
          return {};
        }
      }
      @Controller('api/unknown')
      class Unknown {
        @Get()
        @Access('no.such-entry' as AccessKey)
        read() {
          return {};
        }
      }
      @Module({ imports: [DiscoveryModule], controllers: [Unguarded, Unknown], providers: [AccessPolicyVerifier] })
      class WithoutPolicies {}
      await expect(NestFactory.createApplicationContext(WithoutPolicies, { logger: false })).rejects.toThrow(
        /Routes without a valid @Access policy: Unguarded\.read, Unknown\.read/,
      );
    });

    it('GET /api/companies without an id lists companies for super admins only', async () => {
      const statuses = await Promise.all(CALLERS.map(async (caller) => (await call(api.url, 'GET', '/api/companies', as(caller))).status));
      expect(statuses).toEqual([401, 403, 403, 403, 200]);
    });
  });

  describe("one salon's records named by another salon's callers", () => {
    /** Keys that name a record by id, wherever a route reads them. */
    const ID_KEY = /(^id|_id|Id|_ids)$/;
    let recordsB: { kind: string; id: string }[];
    let namesB: string[];

    beforeAll(async () => {
      // Company B's records, made as its admin would: a customer, a groomer, an appointment, a group.
      const post = async (path: string, body: unknown) => (await call(api.url, 'POST', path, { token: adminB, body })).body;
      const customer = (await post('/api/customers', { name: 'Bravo Secret Customer', phone_number: '+12015550199' })).data.customer.id as string;
      const groomer = (await post('/api/assignees', { name: 'Bravo Secret Groomer' })).data.assignee.id as string;
      const appointment = (await post('/api/appointments', { date: '2026-05-04', time: '09:00', customer_id: customer, groomer_id: groomer, dog_name: 'Bravo Secret Dog' })).appointment.id as string;
      const group = (await post('/api/customer-groups', { name: 'Bravo Secret Group', member_ids: [customer] })).data.group.id as string;
      recordsB = [
        { kind: 'company', id: companyB },
        { kind: 'user', id: ids.staffB! },
        { kind: 'customer', id: customer },
        { kind: 'groomer', id: groomer },
        { kind: 'appointment', id: appointment },
        { kind: 'group', id: group },
      ];
      namesB = ['Bravo Secret Customer', 'Bravo Secret Groomer', 'Bravo Secret Dog', 'Bravo Secret Group', 'staff@bravo.test'];
    });

    /** Every row of company B, as text: what no call of company A may change. */
    async function companyBRows(): Promise<string> {
      const { rows: tables } = await arrange.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'company_id' AND table_name <> 'audit_log' ORDER BY table_name",
      );
      const parts: string[] = [];
      for (const { table_name: table } of tables) {
        const { rows } = await arrange.query<{ md5: string }>(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS md5 FROM "${table}" t WHERE company_id = $1`, [companyB]);
        parts.push(`${table}:${rows[0]!.md5}`);
      }
      return parts.join(' ');
    }

    it("reads nothing of company B and writes nothing to it, on every route that takes a record's id", async () => {
      const app = api.app;
      const routes = collectRoutes(app.get(DiscoveryService), app.get(MetadataScanner), app.get(Reflector));
      // The company roles' routes: public ones name any salon by design (the opt-in page), super-admin-only ones are the platform's.
      const tenantRoutes = routes.filter((route) => {
        const rule = ACCESS_POLICY[route.access];
        return rule === 'signed-in' || (Array.isArray(rule) && (rule as readonly string[]).some((role) => role !== 'superadmin'));
      });
      const before = await companyBRows();
      const callers: Record<string, Record<string, string>> = {
        admin: { Authorization: `Bearer ${tokens.admin}` },
        staff: { Authorization: `Bearer ${tokens.staff}` },
        user: { Authorization: `Bearer ${tokens.user}` },
        acting: { Authorization: `Bearer ${tokens.superadmin}`, [ACTING_COMPANY_HEADER]: companyA },
      };
      const hints = contractHints();
      const covered = new Set<string>();
      let requests = 0;
      for (const route of tenantRoutes) {
        for (const part of ['params', 'query', 'body'] as const) {
          const schema = route[part];
          if (!schema) continue;
          for (const variant of objectVariants(schema)) {
            for (const key of keysOf(variant).filter((name) => ID_KEY.test(name))) {
              for (const record of recordsB) {
                const value = key === 'appointment_ids' ? record.id : key.endsWith('_ids') ? [record.id] : record.id;
                const input: RouteInput = {};
                for (const other of ['params', 'query', 'body'] as const) {
                  const otherSchema = other === part ? variant : route[other];
                  if (otherSchema) input[other] = samplesOf(validArbitrary(otherSchema, hints), 1, 23)[0] as never;
                }
                input[part] = { ...(input[part] as object), [key]: value } as never;
                const request = buildRequest(route, input);
                for (const [caller, headers] of Object.entries(callers)) {
                  // A super admin manages users and names companies platform-wide by design, acting or not.
                  if (caller === 'acting' && (/^company_?[iI]d$/.test(key) || route.access.startsWith('users.'))) continue;
                  const answer = await send(api.url, request, headers);
                  requests += 1;
                  const where = `${caller} ${route.method.toUpperCase()} ${request.url} ${request.body ?? ''} (${key} = B's ${record.kind}): ${answer.status} ${answer.text.slice(0, 300)}`;
                  expect(answer.status, where).toBeLessThan(500);
                  // The id the caller sent may be named back; nothing else of B.
                  const leaked = [...namesB, ...recordsB.map((r) => r.id).filter((id) => id !== record.id), 'Bravo Grooming'].filter((secret) => answer.text.includes(secret));
                  expect(leaked, where).toEqual([]);
                }
                covered.add(`${route.method} ${route.path} ${key}`);
              }
            }
          }
        }
      }
      expect(await companyBRows()).toBe(before);
      // Nothing of company A now points at B's records either.
      const { rows: tables } = await arrange.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'company_id' AND table_name <> 'audit_log'",
      );
      for (const { table_name: table } of tables) {
        const { rows } = await arrange.query<{ row: string }>(`SELECT t::text AS row FROM "${table}" t WHERE company_id = $1`, [companyA]);
        for (const { row } of rows) expect(recordsB.filter((r) => r.kind !== 'company' && row.includes(r.id)), `${table}: ${row}`).toEqual([]);
      }
      printFigures('tenant matrix (generated from the route table)', {
        'routes x id keys': covered.size,
        'requests as company A with company B ids': requests,
        'wrong-tenant rows read or written': 0,
      });
      expect(covered.size).toBeGreaterThan(10);
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
        company: { id: companyB, name: 'Bravo Grooming', sms_number: await arrange.smsNumberOf(companyB) },
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
    it("fills the named company with customers, their pets, groomers and appointments, touching no other company", async () => {
      const countsNow = async () =>
        Object.fromEntries(
          (await arrange.query<{ company_id: string; n: number }>('SELECT company_id, count(*)::int AS n FROM appointments GROUP BY company_id')).rows.map((row) => [row.company_id, row.n]),
        );
      const petsNow = async () =>
        (await arrange.query<{ company_id: string; n: number }>('SELECT company_id, count(*)::int AS n FROM pets GROUP BY company_id ORDER BY company_id')).rows.map((row) => [row.company_id, row.n]);
      const before = await countsNow();
      const petsBefore = await petsNow();
      const startedAt = (await arrange.query<{ now: Date }>('SELECT now()')).rows[0]?.now;
      const answer = await call(api.url, 'POST', `/api/demo-data?companyId=${companyB}`, as('superadmin'));
      expect(answer.status).toBe(201);
      const { customers, groomers, appointments } = answer.body.data;
      expect(customers).toBeGreaterThanOrEqual(20);
      expect(groomers).toBeGreaterThanOrEqual(3);
      expect(appointments).toBeGreaterThanOrEqual(50);
      expect(await countsNow()).toEqual({ ...before, [companyB]: (before[companyB] ?? 0) + appointments });
      // Each demo customer's dog is a pet of theirs, under the name its appointments carry.
      const pets = await arrange.query<{ n: number; unmatched: number }>(
        `SELECT count(*)::int AS n,
                count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM appointments a WHERE a.customer_id = p.customer_id AND a.dog_name = p.name))::int AS unmatched
         FROM pets p JOIN customers c ON c.id = p.customer_id AND c.company_id = p.company_id
         WHERE p.company_id = $1 AND p.created_at >= $2`,
        [companyB, startedAt],
      );
      expect(pets.rows).toEqual([{ n: customers, unmatched: 0 }]);
      expect((await petsNow()).filter(([company]) => company !== companyB)).toEqual(petsBefore.filter(([company]) => company !== companyB));
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
