import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createKeptPlanSearch } from './1763930500000-customer-search-kept-plan';

/** The company-and-trigram indexes this migration replaces, and the column each covered. */
const REPLACED = [
  { index: 'customers_company_name_trgm_idx', column: 'name' },
  { index: 'customers_company_phone_trgm_idx', column: 'phone_number' },
  { index: 'customers_company_e164_trgm_idx', column: 'phone_e164' },
];

/**
 * Customer search on keys that hold the company inside each trigram.
 *
 * Until now the search read `(ARRAY[company_id], <column> gin_trgm_ops)` indexes through
 * `customers_matching(pattern, digits)`, a SECURITY DEFINER function. Each search walked the
 * company's whole entry in those indexes (every one of its customers) to meet the pattern's
 * trigrams, so its cost grew with the salon, and the function's call (its settings saved and
 * restored, its result gathered) cost as much again.
 *
 * Now one GIN index, `customers_search_keys_idx`, keys each customer by
 * `customer_search_keys(company_id, name, phone_number, phone_e164)`: pg_trgm's trigrams of the
 * three columns, each prefixed with the first 8 characters of the company's id, plus the bare
 * prefix. A key's entry lists only that company's customers with that trigram, so a search reads
 * what matches in its own company and nothing of any other, however many companies there are.
 * Two companies whose ids begin alike share keys; their rows are told apart by the company test
 * below, so that costs a few rows read, never a wrong answer.
 *
 * `customer_search_pattern_keys(company, term)` is what every customer whose name or number
 * contains `term` must have: the term's trigrams that stay trigrams of any text around it (those
 * of the term that are also those of the term with a letter on each side: the first word may
 * continue leftwards and the last rightwards in the text, so their padded edges do not count).
 * A term with none ('a', '42', '50%') gives the bare prefix, every customer of the company.
 * The search then tests each row it reads with ILIKE (and the E.164 number with LIKE), so the
 * keys only narrow what is read and never decide what matches.
 *
 * `tenant_customers` is the transaction's company's customers, read as the view's owner: row-
 * level security does not apply to the owner, so Postgres may use the index (`@>` is not
 * leakproof, and under the policy an index condition must be). The view applies the policy's
 * condition itself, the company of `app.company_id` (no setting, no row), written
 * `ARRAY[company_id] <@ ARRAY[...]` so that no B-tree over the company can answer it: a plan
 * made without the company in hand would otherwise read a 10,000-customer salon's every row
 * where 2,000 small salons make the company look selective. Only `groombook_app` may read it,
 * and only the API's fixed statements do. It is not a security barrier view (that would keep the
 * search's conditions out of the index as the policy does): a condition written on it may be
 * tried on other companies' rows before the company test, so the statements on it use only
 * operators that reveal nothing (ILIKE, LIKE, `@>`). Its columns are those `customers` has now: a
 * migration that adds one the search answers makes the view again.
 *
 * `customer_search_pattern_keys` is STABLE, not IMMUTABLE, so Postgres never computes it while
 * planning: a plan for the values in hand then costs the same as the plan made once without
 * them, and the statement keeps that one plan per connection instead of planning every search.
 * Both functions name pg_trgm's schema, so they hold under any search path (Postgres 17 runs
 * index maintenance with only pg_catalog on it).
 */
export class CustomerSearchKeys1763940000000 implements MigrationInterface {
  name = 'CustomerSearchKeys1763940000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const trgm = await this.trgmSchema(queryRunner);
    await queryRunner.query(`
      CREATE FUNCTION customer_search_keys(company uuid, name text, phone_number text, phone_e164 text) RETURNS text[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$
        SELECT left(company::text, 8) || ARRAY(
          SELECT left(company::text, 8) || trigram
          FROM unnest(${trgm}.show_trgm(coalesce(name, '') || ' ' || coalesce(phone_number, '') || ' ' || coalesce(phone_e164, ''))) AS trigram
        )
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION customer_search_pattern_keys(company uuid, term text) RETURNS text[]
      LANGUAGE plpgsql STABLE STRICT PARALLEL SAFE
      AS $$
      DECLARE
        prefix text := left(company::text, 8);
        kept text[] := ARRAY(
          SELECT prefix || trigram FROM unnest(${trgm}.show_trgm(term)) AS trigram
          WHERE trigram = ANY (${trgm}.show_trgm('q' || term || 'q'))
        );
      BEGIN
        IF cardinality(kept) = 0 THEN
          RETURN ARRAY[prefix];
        END IF;
        RETURN kept;
      END
      $$`);
    await queryRunner.query(
      'CREATE INDEX customers_search_keys_idx ON customers USING gin (customer_search_keys(company_id, name, phone_number, phone_e164)) WITH (fastupdate = off)',
    );
    await queryRunner.query(`
      CREATE VIEW tenant_customers AS
      SELECT * FROM customers WHERE ARRAY[company_id] <@ ARRAY[nullif(current_setting('app.company_id', true), '')::uuid]`);
    await queryRunner.query('GRANT SELECT ON tenant_customers TO groombook_app');
    await queryRunner.query('REVOKE ALL ON FUNCTION customer_search_keys(uuid, text, text, text), customer_search_pattern_keys(uuid, text) FROM PUBLIC');
    await queryRunner.query('GRANT EXECUTE ON FUNCTION customer_search_keys(uuid, text, text, text), customer_search_pattern_keys(uuid, text) TO groombook_app');
    await queryRunner.query('DROP FUNCTION customers_matching(text, text)');
    for (const { index } of REPLACED) await queryRunner.query(`DROP INDEX ${index}`);
  }

  /** Back to `customers_matching` over the company-and-trigram indexes, as CustomerSearchKeptPlan1763930500000 left them. */
  async down(queryRunner: QueryRunner): Promise<void> {
    for (const { index, column } of REPLACED) {
      await queryRunner.query(`CREATE INDEX ${index} ON customers USING gin ((ARRAY[company_id]), ${column} gin_trgm_ops) WITH (fastupdate = off)`);
    }
    await createKeptPlanSearch(queryRunner);
    await queryRunner.query('REVOKE ALL ON FUNCTION customers_matching(text, text) FROM PUBLIC');
    await queryRunner.query('GRANT EXECUTE ON FUNCTION customers_matching(text, text) TO groombook_app');
    await queryRunner.query('DROP VIEW tenant_customers');
    await queryRunner.query('DROP INDEX customers_search_keys_idx');
    await queryRunner.query('DROP FUNCTION customer_search_pattern_keys(uuid, text)');
    await queryRunner.query('DROP FUNCTION customer_search_keys(uuid, text, text, text)');
  }

  /** The schema pg_trgm was created in, quoted for SQL. */
  private async trgmSchema(queryRunner: QueryRunner): Promise<string> {
    const rows = (await queryRunner.query(
      "SELECT quote_ident(n.nspname) AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'",
    )) as { schema: string }[];
    const schema = rows[0]?.schema;
    if (!schema) throw new Error('pg_trgm is not installed');
    return schema;
  }
}
