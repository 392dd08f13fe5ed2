import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTenantTable } from './table-definitions';

/** A column naming a photo of the row's own company: never another's. */
const mediaOf = (table: string, column: string) =>
  `ALTER TABLE ${table} ADD COLUMN ${column} uuid, ADD CONSTRAINT ${table}_${column}_fkey FOREIGN KEY (company_id, ${column}) REFERENCES media_files (company_id, id)`;

/**
 * Photos staff attach to texts, and the report card of an appointment.
 *
 * - `media_files`: one uploaded photo of a company (JPEG or PNG, at most 5 MB): its type, size,
 *   SHA-256, where the store keeps it (`storage_key`) and who uploaded it.
 * - `media_blobs`: the bytes themselves when `MEDIA_STORAGE=database` (the default), by storage key.
 * - `sms_messages.media_id`: the photo a text carries (sent as MMS).
 * - `sms_simulator_calls.media_url`: the photo link the simulator was given.
 * - `appointments.report_card_notes`, `report_card_media_id`: the groomer's notes on the dog and
 *   an optional photo, given when the appointment became ready and sent with the ready text.
 */
export class Media1763920000000 implements MigrationInterface {
  name = 'Media1763920000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createTenantTable(queryRunner, 'media_files', [
      "content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png'))",
      'byte_size integer NOT NULL CHECK (byte_size BETWEEN 1 AND 5242880)',
      "sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$')",
      'storage_key text NOT NULL UNIQUE',
      'created_by uuid REFERENCES users(id) ON DELETE SET NULL',
      'CONSTRAINT media_files_company_id_key UNIQUE (company_id, id)',
    ]);
    await createTenantTable(queryRunner, 'media_blobs', ['storage_key text NOT NULL UNIQUE', 'data bytea NOT NULL']);
    await queryRunner.query(mediaOf('sms_messages', 'media_id'));
    await queryRunner.query('CREATE INDEX sms_messages_media_idx ON sms_messages (company_id, media_id) WHERE media_id IS NOT NULL');
    await queryRunner.query('ALTER TABLE sms_simulator_calls ADD COLUMN media_url text');
    await queryRunner.query(mediaOf('appointments', 'report_card_media_id'));
    await queryRunner.query('ALTER TABLE appointments ADD COLUMN report_card_notes text CHECK (length(report_card_notes) <= 500)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE appointments DROP COLUMN report_card_notes, DROP COLUMN report_card_media_id');
    await queryRunner.query('ALTER TABLE sms_simulator_calls DROP COLUMN media_url');
    await queryRunner.query('ALTER TABLE sms_messages DROP COLUMN media_id');
    await queryRunner.query('DROP TABLE media_blobs, media_files');
  }
}
