import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log becomes the trail of every super admin's writes, not only of acting:
 * `company_id` is the company whose data a request touched (none for the platform's own
 * records: another super admin, the queues), `acting_company_id` the company named in
 * X-Company-Id when it differs, `action` the access-policy entry of the route, and
 * `target_type`, `target_id`, `target_label` what was written (a user, a company, a record),
 * the label kept as it was then. Paths are kept without their query: queries held customers'
 * search terms and phone numbers, so the ones already stored lose them too.
 *
 * Still a platform table: the request role `groombook_app` has no grant on it, so no
 * company's request reads it and it needs no row-level security policy.
 */
export class AuditTrail1763870400000 implements MigrationInterface {
  name = 'AuditTrail1763870400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE audit_log
      ALTER COLUMN company_id DROP NOT NULL,
      ADD COLUMN acting_company_id uuid REFERENCES companies(id) ON DELETE SET NULL,
      ADD COLUMN action text,
      ADD COLUMN target_type text CHECK (target_type IN ('user', 'company', 'record')),
      ADD COLUMN target_id uuid,
      ADD COLUMN target_label text`);
    await queryRunner.query("UPDATE audit_log SET path = split_part(path, '?', 1) WHERE path LIKE '%?%'");
    await queryRunner.query('CREATE INDEX audit_log_target_created_idx ON audit_log (target_id, created_at DESC) WHERE target_id IS NOT NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX audit_log_target_created_idx');
    await queryRunner.query('DELETE FROM audit_log WHERE company_id IS NULL');
    await queryRunner.query(`ALTER TABLE audit_log
      DROP COLUMN target_label, DROP COLUMN target_id, DROP COLUMN target_type, DROP COLUMN action, DROP COLUMN acting_company_id,
      ALTER COLUMN company_id SET NOT NULL`);
  }
}
