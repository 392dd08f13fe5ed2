import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectRoutes, type CatalogRoute } from '../src/core/api-docs/route-catalog';
import { asRead } from '../src/core/tenancy/read-only-requests';
import { TenantDb } from '../src/core/tenancy/tenant-db';
import { CompaniesRepository } from '../src/modules/companies/companies.repository';
import { GroomersRepository } from '../src/modules/groomers/groomers.repository';
import { AppointmentLinks } from '../src/modules/appointment-links/appointment-links.service';
import { TINY_PNG } from './support/photos';
import { useTestApi } from './support/api-fixture';
import { contractHints } from './support/contract-hints';
import { call } from './support/identity';
import { buildRequest, changedTables, samplesOf, settledDigests, type RouteInput } from './support/route-requests';
import { startTestApi, type TestApi } from './support/test-api';
import { CALLERS, idsOf, TwoSalons } from './support/two-salons';
import { validArbitrary } from './support/zod-arbitrary';

const READ_ONLY_REFUSAL = /read-only transaction/;
/** Written by a super admin's reads (the mailbox, the simulator, acting in a company): bookkeeping, not data. */
const BOOKKEEPING_TABLES = ['audit_log'];
/** Texts and campaign recipients move through their delivery states on their own: for these, which rows exist. */
const DELIVERY_TABLES = ['sms_messages', 'campaign_recipients'];
const SAMPLES = 3;
const SEED = 2026_27;

/** What a transaction may do while a read request is served, whatever Postgres it runs on. */
function enforcementChecks(api: () => TestApi, companyId: () => Promise<string>) {
  const insertGroomer = "INSERT INTO groomers (company_id, name) VALUES ($1, 'Written while reading') RETURNING id";

  it('refuses a write in every transaction a read opens: a company’s, its one-statement read, and the platform’s', async () => {
    const db = api().app.get(TenantDb);
    const company = await companyId();
    await expect(asRead(() => db.forCompany(company, (m) => m.query(insertGroomer, [company])))).rejects.toThrow(READ_ONLY_REFUSAL);
    await expect(asRead(() => db.readForCompany(company, (m) => m.query(insertGroomer, [company])))).rejects.toThrow(READ_ONLY_REFUSAL);
    await expect(asRead(() => db.platform((m) => m.query(insertGroomer, [company])))).rejects.toThrow(READ_ONLY_REFUSAL);
    // Nor may the work turn the transaction back to read-write.
    await expect(
      asRead(() =>
        db.forCompany(company, async (m) => {
          await m.query("SELECT set_config('transaction_read_only', 'off', true)");
          return m.query(insertGroomer, [company]);
        }),
      ),
    ).rejects.toThrow(/read-write mode must be set before any query/);
    const count = async () => Number((await db.platform((m) => m.query("SELECT count(*)::int AS n FROM groomers WHERE name = 'Written while reading'")))[0].n);
    expect(await count()).toBe(0);

    // Reading works; bookkeeping writes, in its own transaction; outside a read everything writes, on the same connections.
    expect(await asRead(() => db.readForCompany(company, (m) => m.query('SELECT count(*)::int AS n FROM groomers')))).toEqual([{ n: 0 }]);
    await asRead(() => db.bookkeeping((m) => m.query(insertGroomer, [company])));
    await db.readForCompany(company, (m) => m.query(insertGroomer, [company]));
    await db.forCompany(company, (m) => m.query(insertGroomer, [company]));
    expect(await count()).toBe(3);
  });
}

describe('reads on real Postgres', () => {
  // One connection: whatever a refused read leaves on it, the next user would meet.
  const t = useTestApi({ DATABASE_POOL_SIZE: '1' });
  enforcementChecks(
    () => t.api,
    () => t.arrange.company('Read Only Grooming'),
  );
});

describe('reads on embedded Postgres (PGlite)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groombook-reads-'));
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ EMBEDDED_DATA_DIR: dataDir });
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  enforcementChecks(
    () => api,
    async () => (await api.app.get(TenantDb).platform((m) => m.query("INSERT INTO companies (name) VALUES ('Embedded Reads') RETURNING id")))[0].id,
  );
});

/**
 * Every GET route the app registers, called by every kind of caller with valid input (real ids
 * of both salons among them), and as HEAD: none answers a 5xx, though each runs read-only
 * (a write would be refused and answer 500), and no table changes.
 */
describe('every GET route reads only', () => {
  // Campaign texts go out at once, so that nothing is left waiting for the marketing window.
  // The development clock's GET is there only with DEV_CLOCK (never in production).
  const t = useTestApi({ SMS_QUIET_HOURS: 'off', DEV_CLOCK: 'true' });
  let salons: TwoSalons;
  let routes: CatalogRoute[];
  let input: (route: CatalogRoute) => fc.Arbitrary<RouteInput>;
  /** Besides the generated input: the route without any, and ids no generator could guess (a queue probe's job, an opt-in request). */
  const known = new Map<string, RouteInput[]>();

  beforeAll(async () => {
    salons = await TwoSalons.create(t.api, t.arrange);
    const app = t.api.app;
    routes = collectRoutes(app.get(DiscoveryService), app.get(MetadataScanner), app.get(Reflector)).filter((route) => route.method === 'get');
    const real = [...idsOf(salons.a), ...idsOf(salons.b)];
    const id = fc.oneof({ weight: 1, arbitrary: fc.uuid({ version: 4 }) }, { weight: 4, arbitrary: fc.constantFrom(...real) });
    const hints = contractHints({ id, customer_id: id, groomer_id: id, company_id: id, companyId: id, customerId: id, groomerId: id, excludeId: id });
    input = (route) =>
      fc.record({
        params: route.params ? (validArbitrary(route.params, hints) as fc.Arbitrary<Record<string, unknown>>) : fc.constant(undefined),
        query: route.query ? validArbitrary(route.query, hints) : fc.constant(undefined),
      });
    const probe = await call(t.api.url, 'POST', '/api/health/queue-probe', { headers: salons.headers('superadmin') });
    expect(probe.status, JSON.stringify(probe.body)).toBeLessThan(300);
    known.set('/api/health/queue-probe/:jobId', [{ params: { jobId: probe.body.jobId } }]);
    const optIn = await call(t.api.url, 'POST', '/api/sms-opt-in', {
      body: { companyId: salons.a.company, name: 'Walk Opt-in', phoneNumber: '+12015550199', consent: true, disclosureVersion: 'v1' },
    });
    expect(optIn.status, JSON.stringify(optIn.body)).toBe(200);
    known.set('/api/sms-opt-in/:id', [{ params: { id: optIn.body.data.request_id } }]);
    // Free times need a service of the salon's menu; the customer's page needs their link's token.
    const company = salons.a.company;
    const day = '2031-03-12';
    const [service] = (await t.arrange.query<{ id: string }>(
      `INSERT INTO services (company_id, name, kind, price_small, price_medium, price_large, price_extra_large, duration_small, duration_medium, duration_large, duration_extra_large)
       VALUES ($1, 'Read-only bath', 'service', 50, 50, 50, 50, 60, 60, 60, 60) RETURNING id`,
      [company],
    )).rows;
    const [appointment] = (await t.arrange.query<{ id: string }>(
      "INSERT INTO appointments (company_id, date, time, groomer_id, customer_id, dog_name) VALUES ($1, $2, '10:00', $3, $4, 'Rex') RETURNING id",
      [company, day, salons.a.groomers[0], salons.a.customers[0]],
    )).rows;
    const token = await app.get(TenantDb).forCompany(company, (m) => app.get(AppointmentLinks).issue(m, company, appointment?.id ?? ''));
    const free = { date: day, services: service?.id, dog_size: 'medium' };
    known.set('/api/availability', [{ query: free }]);
    known.set('/api/public/availability', [{ query: { ...free, company_id: company } }]);
    known.set('/api/my-appointment', [{ query: { token } }]);
    known.set('/api/my-appointment/availability', [{ query: { token, date: day } }]);
    // A customer's pets, whatever ids the generator happens to draw for this route.
    known.set('/api/pets', [{ query: { customer_id: salons.a.customers[0] } }]);
    // A photo opens only through a signed link.
    const uploaded = await fetch(`${t.api.url}/api/media`, { method: 'POST', headers: { ...salons.headers('admin'), 'Content-Type': 'image/png' }, body: TINY_PNG });
    expect(uploaded.status).toBe(201);
    const link = new URL(((await uploaded.json()) as { data: { url: string } }).data.url, t.api.url);
    known.set('/api/media/:id', [{ params: { id: link.pathname.split('/').pop() }, query: Object.fromEntries(link.searchParams) }]);
  });

  it('a GET handler that writes is refused (500) and writes nothing; the same write outside a read goes through', async () => {
    const groomers = t.api.app.get(GroomersRepository);
    const companies = t.api.app.get(CompaniesRepository);
    const digest = async () => (await t.arrange.query<{ d: string }>("SELECT md5(string_agg(t::text, '|' ORDER BY id)) AS d FROM groomers t")).rows[0]?.d;
    const list = groomers.list.bind(groomers);
    const listCompanies = companies.list.bind(companies);
    const before = await digest();
    // A write slipped into a read's repository call, as a careless change would.
    groomers.list = async (m, companyId) => {
      await m.query('UPDATE groomers SET name = name WHERE company_id = $1', [companyId]);
      return list(m, companyId);
    };
    companies.list = async (m) => {
      await m.query("UPDATE companies SET name = name WHERE name = 'no such company'");
      return listCompanies(m);
    };
    try {
      expect((await call(t.api.url, 'GET', '/api/assignees', { headers: salons.headers('admin') })).status).toBe(500);
      expect((await call(t.api.url, 'GET', '/api/companies', { headers: salons.headers('superadmin') })).status).toBe(500);
      expect(await digest()).toBe(before);
      // A write request's transactions write.
      const added = await call(t.api.url, 'POST', '/api/assignees', { headers: salons.headers('admin'), body: { name: 'Written by a POST' } });
      expect(added.status).toBe(201);
    } finally {
      groomers.list = list;
      companies.list = listCompanies;
    }
    expect((await call(t.api.url, 'GET', '/api/assignees', { headers: salons.headers('admin') })).status).toBe(200);
  });

  it('answers every GET and HEAD of every route without a 5xx, and changes no table', async () => {
    const before = await settledDigests(t.arrange, BOOKKEEPING_TABLES, DELIVERY_TABLES);
    const auditRows = async () => (await t.arrange.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')).rows[0]?.n ?? 0;
    const auditBefore = await auditRows();
    const problems: string[] = [];
    const answered = new Map<string, Set<number>>();
    let requests = 0;

    for (const [r, route] of routes.entries()) {
      const label = `GET ${route.path}`;
      const statuses = new Set<number>();
      answered.set(label, statuses);
      for (const [c, caller] of CALLERS.entries()) {
        const samples = [{}, ...(known.get(route.path) ?? []), ...samplesOf(input(route), SAMPLES, SEED + r * 101 + c * 7)];
        for (const [s, sample] of samples.entries()) {
          const built = buildRequest(route, sample);
          // Each caller's first sample also as HEAD.
          for (const method of s === 0 ? ['GET', 'HEAD'] : ['GET']) {
            const status = await ask(t.api.url, { ...built, method }, salons.headers(caller), route.path === '/api/events');
            requests += 1;
            statuses.add(status);
            if (status >= 500 || status === 0) problems.push(`${method} ${built.url} as ${caller}: ${status}`);
          }
        }
      }
    }

    const after = await settledDigests(t.arrange, BOOKKEEPING_TABLES, DELIVERY_TABLES);
    expect(problems, problems.slice(0, 20).join('\n')).toEqual([]);
    expect(changedTables(before, after)).toEqual([]);
    // The bookkeeping of super admins' reads (acting in a salon, the dev mailbox and simulator) was still written.
    expect(await auditRows()).toBeGreaterThan(auditBefore);

    // Each route's handler ran for someone (an answer other than a refusal), so its reads were made read-only, not skipped.
    const neverServed = [...answered]
      .filter(([, statuses]) => ![...statuses].some((status) => status < 400))
      .map(([label, statuses]) => `${label} (${[...statuses].join(', ')})`);
    expect(neverServed, `routes that never answered below 400: ${neverServed.join(', ')}`).toEqual([]);
    expect(routes.length).toBeGreaterThan(30);
    expect(requests).toBeGreaterThan(routes.length * CALLERS.length * SAMPLES);
  }, 170_000);
});

/**
 * One request; the status (0: no answer). The event stream never ends by itself: it is asked
 * for as a browser does, and let go once its headers have come.
 */
async function ask(baseUrl: string, request: { method: string; url: string }, headers: Record<string, string>, stream: boolean): Promise<number> {
  const abort = new AbortController();
  try {
    const response = await fetch(`${baseUrl}${request.url}`, {
      method: request.method,
      headers: stream ? { ...headers, Accept: 'text/event-stream' } : headers,
      redirect: 'manual',
      signal: abort.signal,
    });
    if (stream && response.status === 200) abort.abort();
    else await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  } finally {
    abort.abort();
  }
}
