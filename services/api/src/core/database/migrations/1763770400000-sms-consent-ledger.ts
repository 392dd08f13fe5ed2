import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The consent ledger (`sms_consent_events`) records who agreed and to what:
 * - `name`: the name the person gave (the public opt-in page asks for it);
 * - `customer_id`: the customer the number belongs to; the entry stays when the customer is
 *   deleted, without them;
 * - `disclosure_version`: the version of the consent wording the person was shown;
 * - `ip_address`, `user_agent`: where a web opt-in came from (the user agent cut to 500
 *   characters).
 * `source` is now one of 'opt-in page', 'STOP', 'START' or 'staff' (the texts that asked were
 * written 'sms' before: an opt-out came from a STOP, an opt-in from a START). The request role
 * still may only add to the ledger.
 */
export class SmsConsentLedger1763770400000 implements MigrationInterface {
  name = 'SmsConsentLedger1763770400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE sms_consent_events
      ADD COLUMN name text CHECK (length(name) <= 200),
      ADD COLUMN customer_id uuid REFERENCES customers(id) ON DELETE SET NULL,
      ADD COLUMN disclosure_version text CHECK (length(disclosure_version) <= 50),
      ADD COLUMN ip_address text CHECK (length(ip_address) <= 100),
      ADD COLUMN user_agent text CHECK (length(user_agent) <= 500)`);
    await queryRunner.query(
      `UPDATE sms_consent_events SET source = CASE action WHEN 'opt_out' THEN 'STOP' ELSE 'START' END
       WHERE source NOT IN ('opt-in page', 'STOP', 'START', 'staff')`,
    );
    await queryRunner.query(
      "ALTER TABLE sms_consent_events ADD CONSTRAINT sms_consent_events_source_check CHECK (source IN ('opt-in page', 'STOP', 'START', 'staff'))",
    );
    // A customer's entries, newest first (the customer dialog's history).
    await queryRunner.query('CREATE INDEX sms_consent_events_customer_idx ON sms_consent_events (company_id, customer_id, created_at) WHERE customer_id IS NOT NULL');
    // The company's ledger, newest first.
    await queryRunner.query('CREATE INDEX sms_consent_events_created_idx ON sms_consent_events (company_id, created_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX sms_consent_events_created_idx');
    await queryRunner.query('DROP INDEX sms_consent_events_customer_idx');
    await queryRunner.query('ALTER TABLE sms_consent_events DROP CONSTRAINT sms_consent_events_source_check');
    await queryRunner.query("UPDATE sms_consent_events SET source = 'sms' WHERE source IN ('STOP', 'START')");
    await queryRunner.query(
      'ALTER TABLE sms_consent_events DROP COLUMN user_agent, DROP COLUMN ip_address, DROP COLUMN disclosure_version, DROP COLUMN customer_id, DROP COLUMN name',
    );
  }
}
