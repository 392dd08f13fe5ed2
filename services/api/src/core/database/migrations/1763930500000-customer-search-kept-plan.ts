import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each searched column: its trigram index until now, and the index over the company and it that replaces it. */
const COLUMNS = [
  { column: 'name', before: 'customers_name_trgm_idx', after: 'customers_company_name_trgm_idx' },
  { column: 'phone_number', before: 'customers_phone_trgm_idx', after: 'customers_company_phone_trgm_idx' },
  { column: 'phone_e164', before: 'customers_phone_e164_trgm_idx', after: 'customers_company_e164_trgm_idx' },
];

/**
 * Customer search on a plan each connection keeps, instead of one made for every search.
 *
 * `customers_matching(pattern, digits)` planned its statement on every call (`EXECUTE … USING`),
 * and with three trigram conditions, each index costed against the pattern, planning took
 * several times longer than running the statement. It now runs fixed statements whose plans
 * Postgres keeps for the connection (`plan_cache_mode = force_generic_plan`): plans made without
 * the company or the pattern in hand, so they must be good for every company and every
 * pattern that reaches them.
 *
 * - A search with three letters or digits in a row (which always gives the trigram indexes
 *   something to look up) reads the company and the pattern together from one index per
 *   column: each `customers_company_*_trgm_idx` keys a row by its company as well as by its
 *   trigrams. The company is keyed as a one-element array, `ARRAY[company_id]`, which the GIN
 *   index holds with core Postgres (no btree_gin, on Postgres and PGlite alike) and which the
 *   company's B-tree indexes cannot answer: a kept plan made on a database of many small
 *   companies would otherwise prefer reading the company's every row through its B-tree,
 *   which a salon of many thousands of customers would feel on every keystroke.
 * - A shorter search ('a', '42', '50%') gives the trigram indexes nothing to look up, and
 *   would read a whole index column: it reads the company's rows through the company's B-tree
 *   and tests each (the company's rows are all read either way; the old search read them so too,
 *   or read the whole table when the company was most of it).
 * - `enable_seqscan = off`: a kept plan made while the table was small (a new salon, or the
 *   embedded database, which never runs ANALYZE) must not stay a table scan as it grows.
 *
 * The test for "three in a row" is the function's own, not pg_trgm's: a search it sends to the
 * trigram indexes always gives them a trigram, and one it does not ('a-b', '42') is answered
 * the same way, only through the company's rows.
 *
 * What matches, for whom, and the function's signature and grants are unchanged; the single
 * column trigram indexes are replaced by the company ones (a search by the column alone still
 * reads them).
 */
export class CustomerSearchKeptPlan1763930500000 implements MigrationInterface {
  name = 'CustomerSearchKeptPlan1763930500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const { column, before, after } of COLUMNS) {
      await queryRunner.query(`CREATE INDEX ${after} ON customers USING gin ((ARRAY[company_id]), ${column} gin_trgm_ops) WITH (fastupdate = off)`);
      await queryRunner.query(`DROP INDEX ${before}`);
    }
    await createKeptPlanSearch(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION customers_matching(pattern text, digits text) RETURNS SETOF customers
      LANGUAGE plpgsql STABLE SECURITY DEFINER
      AS $$
      BEGIN
        RETURN QUERY EXECUTE
          'SELECT * FROM customers
           WHERE company_id = nullif(current_setting(''app.company_id'', true), '''')::uuid
             AND (name ILIKE $1 OR phone_number ILIKE $1 OR phone_e164 LIKE $2)'
          USING pattern, digits;
      END
      $$`);
    await fixSearchPath(queryRunner);
    for (const { column, before, after } of COLUMNS) {
      await queryRunner.query(`CREATE INDEX ${before} ON customers USING gin (${column} gin_trgm_ops) WITH (fastupdate = off)`);
      await queryRunner.query(`DROP INDEX ${after}`);
    }
  }
}

/** CREATE OR REPLACE drops the function's settings: its search path is named again (the tables' schema, pg_temp last). */
async function fixSearchPath(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`
    DO $$ BEGIN
      EXECUTE format('ALTER FUNCTION customers_matching(text, text) SET search_path = pg_catalog, %I, pg_temp', current_schema());
    END $$
  `);
}

/**
 * `customers_matching` as this migration makes it (fixed statements on kept plans); also what
 * CustomerSearchKeys1763940000000 goes back to. Its grants are the caller's business.
 */
export async function createKeptPlanSearch(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`
    CREATE OR REPLACE FUNCTION customers_matching(pattern text, digits text) RETURNS SETOF customers
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET plan_cache_mode = force_generic_plan
    SET enable_seqscan = off
    AS $$
    DECLARE
      company uuid := nullif(current_setting('app.company_id', true), '')::uuid;
    BEGIN
      IF company IS NULL THEN
        RETURN;
      END IF;
      IF pattern ~ '[[:alnum:]]{3}' AND (digits IS NULL OR digits ~ '[[:alnum:]]{3}') THEN
        RETURN QUERY SELECT * FROM customers
          WHERE ARRAY[company_id] @> ARRAY[company]
            AND (name ILIKE pattern OR phone_number ILIKE pattern OR phone_e164 LIKE digits);
      ELSE
        RETURN QUERY SELECT * FROM (SELECT * FROM customers WHERE company_id = company OFFSET 0) AS own
          WHERE name ILIKE pattern OR phone_number ILIKE pattern OR phone_e164 LIKE digits;
      END IF;
    END
    $$`);
  await fixSearchPath(queryRunner);
}
