import type { MigrationInterface, QueryRunner } from 'typeorm';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

const BATCH = 1000;

/** The region numbers without a +country code are read in: the API's own setting, as when they are saved. */
const region = () => (/^[A-Z]{2}$/.test(process.env.DEFAULT_PHONE_REGION ?? '') ? process.env.DEFAULT_PHONE_REGION : 'US') as CountryCode;

/**
 * Customers' numbers in one international form, and found by their digits.
 *
 * - Backfill: every row whose `phone_number` reads as a valid number (in the default region
 *   when it has no +country code) gets it in E.164 in both `phone_number` and `phone_e164`,
 *   as the API now stores every number it accepts. A row whose text is no valid number keeps
 *   it as typed (and `phone_e164` null): nothing is lost, and editing it asks for a real one.
 * - `customers_company_phone_idx` (company_id, phone_e164): a company's customers with one
 *   number (the duplicate warning, the opt-in page, incoming texts).
 * - `customers_phone_e164_trgm_idx`: digits anywhere in the number ('555-0105' finds
 *   +12015550105), without a pending list (see CustomerSearchFunction1763770500000).
 * - `customers_matching(pattern, digits)` replaces `customers_matching(pattern)`: the name or the
 *   number as typed ILIKE `pattern`, or the E.164 number LIKE `digits` (null: the search is no
 *   number). It keeps to the transaction's company exactly as before.
 */
export class CustomerPhones1763880100000 implements MigrationInterface {
  name = 'CustomerPhones1763880100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.backfill(queryRunner);
    await queryRunner.query('CREATE INDEX customers_company_phone_idx ON customers (company_id, phone_e164) WHERE phone_e164 IS NOT NULL');
    await queryRunner.query('CREATE INDEX customers_phone_e164_trgm_idx ON customers USING gin (phone_e164 gin_trgm_ops) WITH (fastupdate = off)');
    await queryRunner.query('DROP FUNCTION customers_matching(text)');
    await this.createSearch(queryRunner, 'pattern text, digits text', '(name ILIKE $1 OR phone_number ILIKE $1 OR phone_e164 LIKE $2)', 'USING pattern, digits');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP FUNCTION customers_matching(text, text)');
    await this.createSearch(queryRunner, 'pattern text', '(name ILIKE $1 OR phone_number ILIKE $1)', 'USING pattern');
    await queryRunner.query('DROP INDEX customers_phone_e164_trgm_idx');
    await queryRunner.query('DROP INDEX customers_company_phone_idx');
    // The numbers stay in E.164: the form they were typed in is not kept.
  }

  /** Batches of rows by id, each updated in one statement. */
  private async backfill(queryRunner: QueryRunner): Promise<void> {
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = (await queryRunner.query(
        'SELECT id, phone_number FROM customers WHERE id > $1 AND phone_number IS NOT NULL ORDER BY id LIMIT $2',
        [after, BATCH],
      )) as { id: string; phone_number: string }[];
      if (rows.length === 0) return;
      after = rows[rows.length - 1]!.id;
      const read = rows.flatMap((row) => {
        const parsed = parsePhoneNumberFromString(row.phone_number, region());
        return parsed?.isValid() ? [{ id: row.id, e164: parsed.number }] : [];
      });
      if (read.length === 0) continue;
      await queryRunner.query(
        `UPDATE customers c SET phone_number = u.e164, phone_e164 = u.e164
         FROM unnest($1::uuid[], $2::text[]) AS u(id, e164) WHERE c.id = u.id`,
        [read.map((r) => r.id), read.map((r) => r.e164)],
      );
    }
  }

  private async createSearch(queryRunner: QueryRunner, parameters: string, condition: string, using: string): Promise<void> {
    const signature = `customers_matching(${parameters.replace(/(\w+) text/g, 'text')})`;
    await queryRunner.query(`
      CREATE FUNCTION customers_matching(${parameters}) RETURNS SETOF customers
      LANGUAGE plpgsql STABLE SECURITY DEFINER
      AS $$
      BEGIN
        RETURN QUERY EXECUTE
          'SELECT * FROM customers
           WHERE company_id = nullif(current_setting(''app.company_id'', true), '''')::uuid
             AND ${condition}'
          ${using};
      END
      $$`);
    // A SECURITY DEFINER function names the schemas it reads: the tables' own, and pg_temp last.
    await queryRunner.query(`
      DO $$ BEGIN
        EXECUTE format('ALTER FUNCTION ${signature} SET search_path = pg_catalog, %I, pg_temp', current_schema());
      END $$
    `);
    await queryRunner.query(`REVOKE ALL ON FUNCTION ${signature} FROM PUBLIC`);
    await queryRunner.query(`GRANT EXECUTE ON FUNCTION ${signature} TO groombook_app`);
  }
}
