import type { MigrationInterface, QueryRunner } from 'typeorm';

const TRIGRAM_INDEXES = ['customers_name_trgm_idx', 'customers_phone_trgm_idx'];

/**
 * Customer search on its trigram indexes.
 *
 * Under row-level security Postgres may use an index only for conditions whose operators
 * are leakproof; ILIKE is not, so the request role's `name ILIKE … OR phone_number ILIKE …`
 * always read the whole table. `customers_matching(pattern)` runs that search as the owner
 * (which row-level security does not bind), limited to the company of the transaction's
 * `app.company_id` setting exactly as the policy is, so the request role sees no more than
 * before. The query is planned on each call with the pattern known (EXECUTE … USING), so a
 * short, unselective pattern reads the table and a selective one the trigram indexes.
 *
 * The trigram indexes also stop deferring new entries to a pending list (`fastupdate`),
 * which every search would otherwise read through until a vacuum, and embedded Postgres
 * never runs one.
 */
export class CustomerSearchFunction1763770500000 implements MigrationInterface {
  name = 'CustomerSearchFunction1763770500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const index of TRIGRAM_INDEXES) {
      await queryRunner.query(`ALTER INDEX ${index} SET (fastupdate = off)`);
      await queryRunner.query('SELECT gin_clean_pending_list($1::regclass)', [index]);
    }
    await queryRunner.query(`
      CREATE FUNCTION customers_matching(pattern text) RETURNS SETOF customers
      LANGUAGE plpgsql STABLE SECURITY DEFINER
      AS $$
      BEGIN
        RETURN QUERY EXECUTE
          'SELECT * FROM customers
           WHERE company_id = nullif(current_setting(''app.company_id'', true), '''')::uuid
             AND (name ILIKE $1 OR phone_number ILIKE $1)'
          USING pattern;
      END
      $$`);
    // A SECURITY DEFINER function names the schemas it reads: the tables' own, and pg_temp last.
    await queryRunner.query(`
      DO $$ BEGIN
        EXECUTE format('ALTER FUNCTION customers_matching(text) SET search_path = pg_catalog, %I, pg_temp', current_schema());
      END $$
    `);
    await queryRunner.query('REVOKE ALL ON FUNCTION customers_matching(text) FROM PUBLIC');
    await queryRunner.query('GRANT EXECUTE ON FUNCTION customers_matching(text) TO groombook_app');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP FUNCTION customers_matching(text)');
    for (const index of TRIGRAM_INDEXES) {
      await queryRunner.query(`ALTER INDEX ${index} RESET (fastupdate)`);
    }
  }
}
