import type { QueryRunner } from 'typeorm';

/**
 * The second wall of tenancy for a table with a `company_id` column: the request role
 * `groombook_app` may use it, and row-level security shows and accepts only the rows of
 * the company named in the transaction's `app.company_id` setting. Every tenant table's
 * migration calls this once.
 */
export async function isolateByCompany(queryRunner: QueryRunner, table: string): Promise<void> {
  await queryRunner.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ${table} TO groombook_app`);
  await queryRunner.query(`ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`);
  await queryRunner.query(`
    CREATE POLICY company_isolation ON ${table} TO groombook_app
      USING (company_id = ${TRANSACTION_COMPANY}) WITH CHECK (company_id = ${TRANSACTION_COMPANY})
  `);
}

/**
 * The company of the transaction (`app.company_id`), as the policies compare it: a scalar
 * subquery, so Postgres reads the setting once per statement (an init plan) instead of once
 * per row, and each row costs one comparison of two uuids, which can bound an index scan.
 */
export const TRANSACTION_COMPANY = "(SELECT nullif(current_setting('app.company_id', true), '')::uuid)";
