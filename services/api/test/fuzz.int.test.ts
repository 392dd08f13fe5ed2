import fc from 'fast-check';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectRoutes, type CatalogRoute } from '../src/core/api-docs/route-catalog';
import { useTestApi } from './support/api-fixture';
import { contractHints } from './support/contract-hints';
import { printFigures } from './support/figures';
import {
  buildRequest,
  changedTables,
  errorBodyProblem,
  passesSchemas,
  samplesOf,
  schemaParts,
  send,
  settledDigests,
  type BuiltRequest,
  type RouteInput,
} from './support/route-requests';
import { CALLERS, idsOf, TwoSalons, type Caller } from './support/two-salons';
import { hostileValues, invalidArbitrary, validArbitrary, type ArbitraryHints } from './support/zod-arbitrary';

/** Rerun with FUZZ_SEED=<n> (printed on failure) and FUZZ_REQUESTS=<n> for more or fewer requests. */
const SEED = Number(process.env.FUZZ_SEED ?? 170_2026);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const CONCURRENCY = 6;
/** Written when a super admin acts in a company, whether or not the request succeeds: bookkeeping, not data. */
const BOOKKEEPING_TABLES = ['audit_log'];
/**
 * Texts and campaign recipients move through their delivery states on their own (the simulated
 * provider's reports, held marketing texts released by the sweep): for these, which rows exist.
 */
const DELIVERY_TABLES = ['sms_messages', 'campaign_recipients'];

/** The request's words as the API read them: decoded path, query keys and values, and body. */
function sentText(request: BuiltRequest): string {
  const query = [...new URLSearchParams(request.url.split('?')[1] ?? '')].flat().join(' ');
  return `${Object.values(request.seen.params).join(' ')} ${query} ${request.body ?? ''}`;
}

interface Finding {
  phase: string;
  caller: Caller;
  route: string;
  request: string;
  status: number;
  problem: string;
}

describe('generated requests to every route, as every caller', () => {
  const t = useTestApi({}, { smtp: true });
  let salons: TwoSalons;
  let routes: CatalogRoute[];
  let hints: ArbitraryHints;

  beforeAll(async () => {
    salons = await TwoSalons.create(t.api, t.arrange);
    const app = t.api.app;
    routes = collectRoutes(app.get(DiscoveryService), app.get(MetadataScanner), app.get(Reflector));
    // Ids: mostly unknown ones, often the real records of both salons.
    const real = [...idsOf(salons.a), ...idsOf(salons.b)];
    const id = fc.oneof({ weight: 2, arbitrary: fc.uuid({ version: 4 }) }, { weight: 3, arbitrary: fc.constantFrom(...real) });
    const ids = fc.uniqueArray(id, { maxLength: 3 });
    hints = contractHints({
      id,
      customer_id: id,
      groomer_id: id,
      company_id: id,
      companyId: id,
      customerId: id,
      groomerId: id,
      excludeId: id,
      member_ids: ids,
      group_ids: ids,
      include_group_ids: ids,
      exclude_group_ids: ids,
      appointment_ids: ids.filter((list) => list.length > 0).map((list) => list.join(',')),
    });
  });

  const validInput = (route: CatalogRoute): fc.Arbitrary<RouteInput> =>
    fc.record({
      params: route.params ? (validArbitrary(route.params, hints) as fc.Arbitrary<Record<string, unknown>>) : fc.constant(undefined),
      query: route.query ? validArbitrary(route.query, hints) : fc.constant(undefined),
      body: route.body ? validArbitrary(route.body, hints) : fc.constant(undefined),
    });

  /** One part or more broken, the rest valid; a route without schemas gets hostile extras. */
  const invalidInput = (route: CatalogRoute): fc.Arbitrary<RouteInput> => {
    const parts = schemaParts(route);
    const extras = fc.record({
      query: fc.dictionary(fc.constantFrom('unexpected', 'id', '$where'), hostileValues, { maxKeys: 2 }),
      body: route.method === 'get' ? fc.constant(undefined) : hostileValues,
    });
    if (parts.length === 0) return extras;
    return fc.tuple(validInput(route), fc.subarray(parts, { minLength: 1 })).chain(([valid, broken]) =>
      fc.record(Object.fromEntries(broken.map((part) => [part, invalidArbitrary(route[part]!, hints)]))).map((bad) => ({ ...valid, ...bad }) as RouteInput),
    );
  };

  async function runAll(jobs: (() => Promise<void>)[]): Promise<void> {
    let next = 0;
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      while (next < jobs.length) await jobs[next++]!();
    }));
  }

  it('answers each with a 2xx or a 4xx a person can act on, never a 5xx; refused writes change nothing', async () => {
    const findings: Finding[] = [];
    const counts = { valid: 0, invalid: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, badBodies: 0, acceptedInvalid: 0, changedWhileRefused: 0 };
    const combos = routes.length * CALLERS.length;
    // Sign-in, sign-up and password routes hash a password on every call, by design slow: a tenth of the share.
    const weight = (route: CatalogRoute) => (route.access.startsWith('auth.') ? 0.1 : 1);
    const unit = REQUESTS / 4 / (routes.reduce((sum, route) => sum + weight(route), 0) * CALLERS.length);
    const share = (route: CatalogRoute) => Math.max(1, Math.ceil(unit * weight(route)));
    const spent = new Map<string, number>();
    const label = (route: CatalogRoute) => `${route.method.toUpperCase()} ${route.path}`;

    async function fire(phase: 'valid' | 'invalid', route: CatalogRoute, caller: Caller, request: BuiltRequest, expectRefusal: boolean) {
      counts[phase] += 1;
      const started = Date.now();
      const note = (status: number, problem: string) =>
        findings.push({ phase, caller, route: label(route), request: `${request.method} ${request.url.slice(0, 300)} ${(request.body ?? '').slice(0, 300)}`, status, problem });
      let answer: Awaited<ReturnType<typeof send>>;
      try {
        answer = await send(t.api.url, request, salons.headers(caller));
      } catch (error) {
        note(0, `no answer: ${String(error)}`);
        return;
      }
      const { status } = answer;
      spent.set(label(route), (spent.get(label(route)) ?? 0) + Date.now() - started);
      if (status >= 500) {
        counts['5xx'] += 1;
        note(status, `a ${status}: ${answer.text.slice(0, 200)}`);
      } else if (status >= 400) {
        counts['4xx'] += 1;
        const problem = errorBodyProblem(answer.json, sentText(request));
        if (problem) {
          counts.badBodies += 1;
          note(status, `${problem}: ${answer.text.slice(0, 200)}`);
        }
      } else {
        counts[status >= 300 ? '3xx' : '2xx'] += 1;
        if (expectRefusal) {
          counts.acceptedInvalid += 1;
          note(status, `an invalid request accepted: ${answer.text.slice(0, 200)}`);
        }
      }
    }

    async function invalidPhase(name: string, salt: number) {
      await salons.restoreAccess();
      const before = await settledDigests(t.arrange, BOOKKEEPING_TABLES, DELIVERY_TABLES);
      const jobs: (() => Promise<void>)[] = [];
      routes.forEach((route, r) => {
        CALLERS.forEach((caller, c) => {
          const perCombo = share(route);
          const inputs = samplesOf(invalidInput(route), perCombo * 3, SEED + salt + r * 101 + c * 7);
          const requests = inputs.map((input) => buildRequest(route, input));
          // Keep those the schemas refuse (a schema-less route's extras are all kept, and only need no 5xx).
          const refused = schemaParts(route).length === 0 ? requests : requests.filter((request) => !passesSchemas(route, request));
          for (const request of refused.slice(0, perCombo)) jobs.push(() => fire('invalid', route, caller, request, schemaParts(route).length > 0));
        });
      });
      await runAll(jobs);
      const changed = changedTables(before, await settledDigests(t.arrange, BOOKKEEPING_TABLES, DELIVERY_TABLES));
      counts.changedWhileRefused += changed.length;
      if (changed.length > 0) {
        // The newest rows of a changed table, to tell which request (or which background work) wrote them.
        const newest = changed.includes('sms_messages')
          ? (await t.arrange.query<{ row: string }>('SELECT t::text AS row FROM sms_messages t ORDER BY created_at DESC LIMIT 3')).rows.map((r) => r.row)
          : [];
        findings.push({ phase: name, caller: 'anonymous', route: '*', request: newest.join('\n    '), status: 0, problem: `refused requests changed ${changed.join(', ')}` });
      }
    }

    await invalidPhase('invalid, before', 1_000_000);
    for (const [r, route] of routes.entries()) {
      const jobs: (() => Promise<void>)[] = [];
      CALLERS.forEach((caller, c) => {
        for (const input of samplesOf(validInput(route), share(route) * 2, SEED + 2_000_000 + r * 101 + c * 7)) {
          jobs.push(() => fire('valid', route, caller, buildRequest(route, input), false));
        }
      });
      await runAll(jobs);
      // A generated write may have disabled a caller, changed a role or suspended a salon.
      await salons.restoreAccess();
    }
    await invalidPhase('invalid, after', 3_000_000);

    if (process.env.FUZZ_TIMES) console.log([...spent].sort((x, y) => y[1] - x[1]).slice(0, 12));
    printFigures('generated input (fuzz)', {
      seed: SEED,
      'requests fuzzed': counts.valid + counts.invalid,
      'valid / invalid': `${counts.valid} / ${counts.invalid}`,
      'routes x callers': `${routes.length} x ${CALLERS.length} = ${combos}`,
      '2xx / 3xx / 4xx': `${counts['2xx']} / ${counts['3xx']} / ${counts['4xx']}`,
      '5xx seen': counts['5xx'],
      'bodies outside the error shape': counts.badBodies,
      'invalid requests accepted': counts.acceptedInvalid,
      'writes that changed data while refused': counts.changedWhileRefused,
    });
    // One example of each kind of problem on each route.
    const kinds = new Map<string, Finding>();
    for (const f of findings) kinds.set(`${f.route} ${f.status} ${f.problem.slice(0, 40)}`, kinds.get(`${f.route} ${f.status} ${f.problem.slice(0, 40)}`) ?? f);
    const shown = [...kinds.values()].slice(0, 30).map((f) => `${f.phase} | ${f.caller} | ${f.route} | ${f.status} | ${f.problem}\n    ${f.request.slice(0, 200)}`);
    expect(findings.length, `FUZZ_SEED=${SEED}: ${findings.length} findings\n${shown.join('\n')}`).toBe(0);
    expect(counts.valid + counts.invalid).toBeGreaterThanOrEqual(REQUESTS * 0.9);
  }, 170_000);
});
