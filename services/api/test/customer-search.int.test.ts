import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../src/core/tenancy/tenant-db';
import { CustomersRepository } from '../src/modules/customers/customers.repository';
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

  /** The rows the search must answer: the plain ILIKE over the table, as the owner. */
  async function expected(companyId: string, pattern: string): Promise<string[]> {
    const { rows } = await t.arrange.query<{ id: string }>(
      `SELECT id FROM customers WHERE company_id = $1 AND (name ILIKE $2 OR phone_number ILIKE $2) ORDER BY name NULLS LAST, created_at`,
      [companyId, pattern],
    );
    return rows.map((row) => row.id);
  }

  async function search(companyId: string, term: string, captured: SentQuery[] = []): Promise<string[]> {
    const customers = t.api.app.get(CustomersRepository);
    const found = await t.api.app.get(TenantDb).forCompany(companyId, (m) => customers.list(recordingQueries(m, captured), companyId, term));
    return found.map((customer) => customer.id);
  }

  beforeAll(async () => {
    alpha = await t.arrange.company('Alpha Grooming');
    bravo = await t.arrange.company('Bravo Grooming');
    await t.arrange.query(
      `INSERT INTO customers (company_id, name, phone_number)
       SELECT $1, ($2::text[])[i % 14 + 1] || ' ' || ($3::text[])[(i * 7) % 12 + 1] || ' ' || i, '201-555-' || lpad(i::text, 4, '0')
       FROM generate_series(0, $4::int - 1) AS i`,
      [alpha, FIRST, LAST, CUSTOMERS - 4],
    );
    await t.arrange.query(
      `INSERT INTO customers (company_id, name, phone_number) VALUES
         ($1, 'Ann 50% Off', NULL), ($1, 'Under_Score', '(201) 555-4242'), ($1, NULL, '201-555-4299'), ($1, 'Zed', 'MARSH 42 at desk'),
         ($2, 'Mark Marsh 42', '201-555-0042'), ($2, 'Bravo Only', '201-555-0043')`,
      [alpha, bravo],
    );
    await t.arrange.query('ANALYZE customers');
  });

  it('reads the trigram indexes, under row-level security, for the query the repository sends', async () => {
    const captured: SentQuery[] = [];
    await search(alpha, 'marsh 42', captured);
    expect(captured).toHaveLength(1);

    const all = (await plansAsTenant(t.database.url, alpha, captured)).join('\n');
    expect(all).toContain('Bitmap Index Scan on customers_name_trgm_idx');
    expect(all).toContain('Bitmap Index Scan on customers_phone_trgm_idx');
    expect(all).not.toMatch(/Seq Scan on customers/);
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
    ];
    for (const [term, pattern] of terms) {
      const want = await expected(alpha, pattern);
      expect(await search(alpha, term), term).toEqual(want);
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
      const unset = await client.query('SELECT id FROM customers_matching($1, $2)', ['%marsh 42%', '%42%']);
      expect(unset.rows).toEqual([]);
      await client.query("SELECT set_config('app.company_id', $1, true)", [bravo]);
      const asBravo = await client.query<{ id: string; company_id: string }>('SELECT id, company_id FROM customers_matching($1, $2)', ['%4%', null]);
      expect(asBravo.rows.map((row) => row.company_id)).toEqual([bravo, bravo]);
      await client.query('COMMIT');
    } finally {
      await client.end();
    }
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
    } finally {
      await api.close();
    }
  });
});
