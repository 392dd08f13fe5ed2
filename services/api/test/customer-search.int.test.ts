import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DataSource } from 'typeorm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../src/core/tenancy/tenant-db';
import { KEPT_PLAN_HINT } from '../src/core/database/sql';
import { CustomersRepository } from '../src/modules/customers/customers.repository';
import { searchPatternKeys } from '../src/modules/customers/search-keys';
import { useTestApi } from './support/api-fixture';
import { plansAsTenant, recordingQueries, type SentQuery } from './support/query-plans';
import { startTestApi } from './support/test-api';

const CUSTOMERS = 10_000;
const FIRST = ['Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Mark', 'Sophia', 'Maria', 'Lucas', 'Mia', 'Amelia', 'James', 'Martin', 'Grace'];
const LAST = ['Johnson', 'Garcia', 'Miller', 'Davis', 'Martinez', 'Lopez', 'Wilson', 'Anderson', 'Taylor', 'Moore', 'Clark', 'Marsh'];

describe('customer search on 10,000 customers', () => {
  const t = useTestApi();
  let alpha: string;
  let bravo: string;

  /** The rows the search must answer: the plain ILIKE over the table (and LIKE over the E.164 number), as the owner. */
  async function expected(companyId: string, pattern: string, digits: string | null = null): Promise<string[]> {
    const { rows } = await t.arrange.query<{ id: string }>(
      `SELECT id FROM customers WHERE company_id = $1 AND (name ILIKE $2 OR phone_number ILIKE $2 OR phone_e164 LIKE $3)
       ORDER BY name NULLS LAST, created_at`,
      [companyId, pattern, digits],
    );
    return rows.map((row) => row.id);
  }

  async function search(companyId: string, term: string, captured: SentQuery[] = [], digits: string | null = null): Promise<string[]> {
    const customers = t.api.app.get(CustomersRepository);
    const found = await t.api.app
      .get(TenantDb)
      .forCompany(companyId, (m) => customers.list(recordingQueries(m, captured), companyId, term, digits));
    return found.map((customer) => customer.id);
  }

  beforeAll(async () => {
    alpha = await t.arrange.company('Alpha Grooming');
    bravo = await t.arrange.company('Bravo Grooming');
    await t.arrange.query(
      `INSERT INTO customers (company_id, name, phone_number, phone_e164)
       SELECT $1, ($2::text[])[i % 14 + 1] || ' ' || ($3::text[])[(i * 7) % 12 + 1] || ' ' || i, '201-555-' || lpad(i::text, 4, '0'), '+1201555' || lpad(i::text, 4, '0')
       FROM generate_series(0, $4::int - 1) AS i`,
      [alpha, FIRST, LAST, CUSTOMERS - 4],
    );
    await t.arrange.query(
      `INSERT INTO customers (company_id, name, phone_number) VALUES
         ($1, 'Ann 50% Off', NULL), ($1, 'Under_Score', '(201) 555-4242'), ($1, NULL, '201-555-4299'), ($1, 'Zed', 'MARSH 42 at desk'), ($1, 'Zoë Åberg-Marsh', NULL),
         ($2, 'Mark Marsh 42', '201-555-0042'), ($2, 'Bravo Only', '201-555-0043')`,
      [alpha, bravo],
    );
    await t.arrange.query(`INSERT INTO customers (company_id, name, phone_number, phone_e164) VALUES ($1, 'Eve Number', '+12015559876', '+12015559876')`, [
      alpha,
    ]);
    await t.arrange.query('ANALYZE customers');
  });

  /** The plans of the statements the repository sends for `term`, run as a request runs them (on the plan kept for every search). */
  async function searchPlans(companyId: string, term: string, digits: string | null = null): Promise<string> {
    const captured: SentQuery[] = [];
    await search(companyId, term, captured, digits);
    expect(captured).toHaveLength(1);
    return (await plansAsTenant(t.database.url, companyId, captured, { genericPlan: true })).join('\n');
  }

  it("reads the company's keys for the pattern from one index, under row-level security, on a plan it keeps", async () => {
    const all = await searchPlans(alpha, 'marsh 42', '5550042');
    expect(all).toMatch(/Bitmap Index Scan on customers_search_keys_idx\s+\(.*\)\s+Index Cond: \(customer_search_keys\(company_id, name, phone_number, phone_e164\) @> COALESCE\(\$6, customer_search_pattern_keys\(\$1, \$4\)\)\)/);
    expect(all).toMatch(/Index Cond: \(customer_search_keys\(company_id, name, phone_number, phone_e164\) @> COALESCE\(\$7, customer_search_pattern_keys\(\$1, \$5\)\)\)/);
    expect(all).toMatch(/name ~~\* \$2/);
    expect(all).not.toMatch(/Seq Scan on customers|customers_company_id_id_key|customers_company_name_idx/);

    // The statement asks for that plan (TenantDb.readForCompany runs it so, see tenant-db.int.test.ts).
    const captured: SentQuery[] = [];
    await search(alpha, 'marsh 42', captured, '5550042');
    expect(captured[0]?.sql.startsWith(KEPT_PLAN_HINT)).toBe(true);
  });

  it("reads the company's every customer from its bare key for a search the trigrams cannot narrow", async () => {
    for (const term of ['a', '42', '50%']) {
      const all = await searchPlans(alpha, term);
      expect(all, term).toMatch(/Bitmap Index Scan on customers_search_keys_idx/);
      expect(all, term).not.toMatch(/Seq Scan on customers/);
    }
    const { rows } = await t.arrange.query<{ term: string; keys: string[] }>(
      `SELECT term, customer_search_pattern_keys($1, term) AS keys FROM unnest($2::text[]) AS term`,
      [alpha, ['a', '42', '50%', 'marsh 42', '-mar', 'ann smith']],
    );
    const prefix = alpha.slice(0, 8);
    const keys = Object.fromEntries(rows.map((row) => [row.term, row.keys.map((key) => key.slice(8)).sort()]));
    expect(keys).toEqual({
      a: [''],
      '42': [''],
      '50%': ['50 '],
      // The words' inner edges count; the term's outer ones do not ('  m', ' ma', '42 ').
      'marsh 42': ['  4', ' 42', 'ars', 'mar', 'rsh', 'sh '],
      '-mar': ['  m', ' ma', 'mar'],
      'ann smith': ['ann', 'ith', 'mit', 'nn ', '  s', ' sm', 'smi'].sort(),
    });
    expect(rows.every((row) => row.keys.every((key) => key.startsWith(prefix)))).toBe(true);
  });

  it("makes in the API the very keys the database's function makes for an ASCII term, and leaves any other term to it", async () => {
    const databaseKeys = async (terms: string[]): Promise<string[][]> => {
      const { rows } = await t.arrange.query<{ keys: string[] }>(
        'SELECT customer_search_pattern_keys($1, term) AS keys FROM unnest($2::text[]) WITH ORDINALITY AS terms(term, n) ORDER BY n',
        [alpha, terms],
      );
      return rows.map((row) => [...row.keys].sort());
    };
    const fixed = ['a', '42', '50%', 'marsh 42', '-mar', 'ann smith', 'MARSH', 'O\'Brien-Smith', '(201) 555-42', '  x  ', 'a_b.c', '~!@#', 'Zz9 9zZ'];
    expect(fixed.map((term) => [...(searchPatternKeys(alpha, term) ?? [])].sort())).toEqual(await databaseKeys(fixed));
    const ascii = fc.string({ unit: fc.constantFrom(...'abcXYZ019 -_.%\'()+@\t'.split('')), maxLength: 12 });
    await fc.assert(
      fc.asyncProperty(fc.array(ascii, { minLength: 1, maxLength: 40 }), async (terms) => {
        expect(terms.map((term) => [...(searchPatternKeys(alpha, term) ?? [])].sort())).toEqual(await databaseKeys(terms));
      }),
      { numRuns: 25 },
    );
    for (const term of ['zoë', 'Åberg', 'marsh ΣΑΣ', 'naïve 42']) expect(searchPatternKeys(alpha, term), term).toBeNull();
  });

  it('answers exactly what ILIKE over name and phone answers, in the same order', async () => {
    const terms: [string, string][] = [
      ['marsh 42', '%marsh 42%'],
      ['MARSH', '%MARSH%'],
      ['olivia garcia 10', '%olivia garcia 10%'],
      ['555-42', '%555-42%'],
      ['a', '%a%'],
      ['50%', '%50\\%%'],
      ['under_', '%under\\_%'],
      ['_', '%\\_%'],
      ['nobody at all', '%nobody at all%'],
      ['(201) 555-42', '%(201) 555-42%'],
      ['åberg-m', '%åberg-m%'],
      ['ZOË', '%ZOË%'],
      ['g-marsh', '%g-marsh%'],
      ['rsh 4', '%rsh 4%'],
    ];
    for (const [term, pattern] of terms) {
      const want = await expected(alpha, pattern);
      expect(await search(alpha, term), term).toEqual(want);
    }
    // The E.164 number by the search's digits, with a pattern long enough for the trigram indexes and without.
    const byDigits: [string, string][] = [
      ['555-9876', '5559876'],
      ['9-8-7', '987'],
      ['42', '42'],
    ];
    for (const [term, digits] of byDigits) {
      const want = await expected(alpha, `%${term}%`, `%${digits}%`);
      expect(want.length, term).toBeGreaterThan(0);
      expect(await search(alpha, term, [], digits), term).toEqual(want);
    }
    expect(await search(alpha, 'marsh 42')).toHaveLength((await expected(alpha, '%marsh 42%')).length);
    expect((await expected(alpha, '%marsh 42%')).length).toBeGreaterThan(5);
    expect(await search(alpha, '50%')).toHaveLength(1);
    expect(await search(alpha, '%')).toHaveLength(1);
  });

  it("keeps each company to its own customers, and the request role to the transaction's company", async () => {
    const bravoIds = await expected(bravo, '%marsh 42%');
    expect(bravoIds).toHaveLength(1);
    expect(await search(bravo, 'marsh 42')).toEqual(bravoIds);
    expect(await search(alpha, 'Bravo Only')).toEqual([]);

    const client = new pg.Client({ connectionString: t.database.url });
    await client.connect();
    try {
      await client.query('BEGIN');
      await client.query("SELECT set_config('role', 'groombook_app', true)");
      const unset = await client.query('SELECT id FROM tenant_customers');
      expect(unset.rows).toEqual([]);
      await client.query("SELECT set_config('app.company_id', $1, true)", [bravo]);
      const asBravo = await client.query<{ company_id: string }>('SELECT DISTINCT company_id FROM tenant_customers');
      expect(asBravo.rows.map((row) => row.company_id)).toEqual([bravo]);
      const count = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM tenant_customers');
      expect(count.rows[0]?.n).toBe(2);
      await client.query('COMMIT');
    } finally {
      await client.end();
    }
  });

  // Last: it adds companies that the tests above do not expect.
  it("keeps reading a large company's matches from its own keys among many small companies", async () => {
    // 2,000 companies of one customer each: a plan made without the company in hand now expects
    // a company to have a handful of customers, and reading them through the company's B-tree
    // would look cheapest, though for Alpha's 10,000 it means testing every one.
    await t.arrange.query(
      `WITH small AS (INSERT INTO companies (name) SELECT 'Small ' || i FROM generate_series(1, 2000) AS i RETURNING id)
       INSERT INTO customers (company_id, name, phone_number) SELECT id, 'Mark Marsh', '201-555-0100' FROM small`,
    );
    await t.arrange.query('ANALYZE customers');

    const all = await searchPlans(alpha, 'marsh 42');
    expect(all).toMatch(/Bitmap Index Scan on customers_search_keys_idx/);
    expect(all).not.toMatch(/customers_company_id_id_key|customers_company_name_idx|Seq Scan on customers/);
    expect(await search(alpha, 'marsh 42')).toEqual(await expected(alpha, '%marsh 42%'));
  });
});

describe('customer search on the embedded default', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groombook-search-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('finds customers by name or phone, walled by company, on PGlite', async () => {
    const api = await startTestApi({ EMBEDDED_DATA_DIR: dataDir });
    try {
      const owner = api.app.get(DataSource);
      const company = async (name: string): Promise<string> => {
        const [row] = (await owner.query('INSERT INTO companies (name) VALUES ($1) RETURNING id', [name])) as { id: string }[];
        if (!row) throw new Error(`no company ${name}`);
        return row.id;
      };
      const alpha = await company('Alpha');
      const bravo = await company('Bravo');
      const db = api.app.get(TenantDb);
      const customers = api.app.get(CustomersRepository);
      const values = (name: string, phone: string | null) => ({ name, phone_number: phone, phone_e164: null, notes: null });
      await db.forCompany(alpha, (m) => customers.insertMany(m, alpha, [values('Mark Marsh', '201-555-0100'), values('Ann Smith', '201-555-0142')]));
      await db.forCompany(bravo, (m) => customers.insertMany(m, bravo, [values('Mark Marsh Bravo', null)]));

      const names = async (companyId: string, term: string) =>
        (await db.forCompany(companyId, (m) => customers.list(m, companyId, term))).map((customer) => customer.name);
      expect(await names(alpha, 'marsh')).toEqual(['Mark Marsh']);
      expect(await names(alpha, '0142')).toEqual(['Ann Smith']);
      expect(await names(bravo, 'mark')).toEqual(['Mark Marsh Bravo']);
      expect(await names(alpha, 'an')).toEqual(['Ann Smith']);
    } finally {
      await api.close();
    }
  });
});
