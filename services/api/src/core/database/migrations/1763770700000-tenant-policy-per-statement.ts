import type { MigrationInterface, QueryRunner } from 'typeorm';
import { TRANSACTION_COMPANY } from './tenant-isolation';

const PER_ROW_COMPANY = "nullif(current_setting('app.company_id', true), '')::uuid";

/** The tables whose `company_isolation` policy compares `company_id` (every one but `companies`, which compares `id`). */
async function tenantTables(queryRunner: QueryRunner): Promise<string[]> {
  const rows: Array<{ tablename: string }> = await queryRunner.query(
    "SELECT tablename FROM pg_policies WHERE schemaname = current_schema() AND policyname = 'company_isolation' AND tablename <> 'companies' ORDER BY tablename",
  );
  return rows.map((row) => row.tablename);
}

async function setPolicies(queryRunner: QueryRunner, company: string): Promise<void> {
  for (const table of await tenantTables(queryRunner)) {
    await queryRunner.query(`ALTER POLICY company_isolation ON ${table} USING (company_id = ${company}) WITH CHECK (company_id = ${company})`);
  }
  await queryRunner.query(`ALTER POLICY company_isolation ON companies USING (id = ${company})`);
}

/**
 * Row-level security read `app.company_id` for every row it checked (a setting looked up by
 * name, then cast to uuid): a month of 200 appointments with their names cost Postgres about
 * twice the same query without the policies, and on a prepared statement's generic plan
 * more. The policies now compare with the setting read once per statement (see
 * `TRANSACTION_COMPANY`); who sees what is unchanged.
 */
export class TenantPolicyPerStatement1763770700000 implements MigrationInterface {
  name = 'TenantPolicyPerStatement1763770700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await setPolicies(queryRunner, TRANSACTION_COMPANY);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await setPolicies(queryRunner, PER_ROW_COMPANY);
  }
}
