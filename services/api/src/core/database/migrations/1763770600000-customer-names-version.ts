import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `companies.customer_names_version`: a number that moves on whenever one of the company's
 * customers is added, renamed or deleted, by any path (the API, demo data, the opt-in page,
 * a script). Fast Appointment Entry keeps each company's customer names in memory, indexed,
 * and reads this one number per request to know whether its copy is still the company's,
 * instead of loading every customer each time.
 *
 * Inserts and deletes bump it once per statement (10,000 demo customers are one bump; a
 * company's own delete cascading to its customers updates nothing); an update bumps it only
 * when the name (or the company) changed. The function runs as the owner, so the request
 * role needs no right on the column, and changes only the companies whose customers changed.
 */
export class CustomerNamesVersion1763770600000 implements MigrationInterface {
  name = 'CustomerNamesVersion1763770600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE companies ADD COLUMN customer_names_version bigint NOT NULL DEFAULT 0');
    await queryRunner.query(`
      CREATE FUNCTION customer_names_changed() RETURNS trigger
      LANGUAGE plpgsql SECURITY DEFINER
      AS $$
      BEGIN
        IF TG_LEVEL = 'STATEMENT' THEN
          UPDATE companies SET customer_names_version = customer_names_version + 1
           WHERE id IN (SELECT DISTINCT company_id FROM changed_customers);
        ELSE
          UPDATE companies SET customer_names_version = customer_names_version + 1
           WHERE id IN (OLD.company_id, NEW.company_id);
        END IF;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      DO $$ BEGIN
        EXECUTE format('ALTER FUNCTION customer_names_changed() SET search_path = pg_catalog, %I, pg_temp', current_schema());
      END $$
    `);
    await queryRunner.query('REVOKE ALL ON FUNCTION customer_names_changed() FROM PUBLIC');
    await queryRunner.query(`CREATE TRIGGER customer_names_inserted AFTER INSERT ON customers
      REFERENCING NEW TABLE AS changed_customers FOR EACH STATEMENT EXECUTE FUNCTION customer_names_changed()`);
    await queryRunner.query(`CREATE TRIGGER customer_names_deleted AFTER DELETE ON customers
      REFERENCING OLD TABLE AS changed_customers FOR EACH STATEMENT EXECUTE FUNCTION customer_names_changed()`);
    await queryRunner.query(`CREATE TRIGGER customer_names_updated AFTER UPDATE OF name, company_id ON customers
      FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.company_id IS DISTINCT FROM NEW.company_id)
      EXECUTE FUNCTION customer_names_changed()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER customer_names_updated ON customers');
    await queryRunner.query('DROP TRIGGER customer_names_deleted ON customers');
    await queryRunner.query('DROP TRIGGER customer_names_inserted ON customers');
    await queryRunner.query('DROP FUNCTION customer_names_changed()');
    await queryRunner.query('ALTER TABLE companies DROP COLUMN customer_names_version');
  }
}
