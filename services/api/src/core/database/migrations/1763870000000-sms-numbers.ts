import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTable } from './table-definitions';

/**
 * Each company texts from its own number:
 * - `companies.sms_number` (E.164, one company's only) is where its texts come from and where
 *   its customers' replies arrive: an incoming text belongs to the company that owns the
 *   number it was sent to. `companies.sms_messaging_service_sid` optionally sends them through
 *   a Twilio messaging service instead. Without a number a company cannot text.
 * - The consent ledger learns a web opt-in that waits for the phone's YES (`opt_in_requested`),
 *   and `YES` as the text that confirmed it.
 * - `sms_simulator_calls.from_phone`: the simulator keeps the number each text came from.
 * - `sms_cap_refusals` (platform) counts the opt-ins refused by the caps on confirmation
 *   texts, per company per day or for the platform per hour, for the super admins' queue page.
 */
export class SmsNumbers1763870000000 implements MigrationInterface {
  name = 'SmsNumbers1763870000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE companies
      ADD COLUMN sms_number text CHECK (sms_number ~ '^\\+[1-9][0-9]{6,14}$'),
      ADD COLUMN sms_messaging_service_sid text CHECK (sms_messaging_service_sid ~ '^MG[0-9a-fA-F]{32}$')`);
    await queryRunner.query('CREATE UNIQUE INDEX companies_sms_number_key ON companies (sms_number) WHERE sms_number IS NOT NULL');

    await queryRunner.query('ALTER TABLE sms_consent_events DROP CONSTRAINT IF EXISTS sms_consent_events_action_check');
    await queryRunner.query("ALTER TABLE sms_consent_events ADD CONSTRAINT sms_consent_events_action_check CHECK (action IN ('opt_out', 'opt_in', 'opt_in_requested'))");
    await queryRunner.query('ALTER TABLE sms_consent_events DROP CONSTRAINT sms_consent_events_source_check');
    await queryRunner.query(
      "ALTER TABLE sms_consent_events ADD CONSTRAINT sms_consent_events_source_check CHECK (source IN ('opt-in page', 'STOP', 'START', 'YES', 'staff'))",
    );

    // The simulator shows which number each text came from.
    await queryRunner.query('ALTER TABLE sms_simulator_calls ADD COLUMN from_phone text');

    await createTable(queryRunner, 'sms_cap_refusals', [
      'company_id uuid REFERENCES companies(id) ON DELETE CASCADE',
      "cap text NOT NULL CHECK (cap IN ('company', 'platform'))",
    ]);
    await queryRunner.query('CREATE INDEX sms_cap_refusals_created_idx ON sms_cap_refusals (created_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE sms_cap_refusals');
    await queryRunner.query('ALTER TABLE sms_simulator_calls DROP COLUMN from_phone');
    await queryRunner.query("DELETE FROM sms_consent_events WHERE action = 'opt_in_requested' OR source = 'YES'");
    await queryRunner.query('ALTER TABLE sms_consent_events DROP CONSTRAINT sms_consent_events_source_check');
    await queryRunner.query(
      "ALTER TABLE sms_consent_events ADD CONSTRAINT sms_consent_events_source_check CHECK (source IN ('opt-in page', 'STOP', 'START', 'staff'))",
    );
    await queryRunner.query('ALTER TABLE sms_consent_events DROP CONSTRAINT sms_consent_events_action_check');
    await queryRunner.query("ALTER TABLE sms_consent_events ADD CONSTRAINT sms_consent_events_action_check CHECK (action IN ('opt_out', 'opt_in'))");
    await queryRunner.query('DROP INDEX companies_sms_number_key');
    await queryRunner.query('ALTER TABLE companies DROP COLUMN sms_messaging_service_sid, DROP COLUMN sms_number');
  }
}
