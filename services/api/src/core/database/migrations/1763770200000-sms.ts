import type { MigrationInterface, QueryRunner } from 'typeorm';
import { COMPANY_ID_OPTIONAL, createTable, createTenantTable, CUSTOMER_ID_SET_NULL, PHONE_E164, SMS_MESSAGE_ID_SET_NULL } from './table-definitions';

/**
 * Text messages, both ways, and what compliance needs around them:
 * - `companies.time_zone` (the marketing window and the monthly cap are the company's local
 *   time) and `companies.sms_contact_line` (the answer to HELP).
 * - `sms_messages`: every message sent or received. An outbound one is written before it is
 *   queued (the send job carries its id only) and names an idempotency key that reaches the
 *   provider; `provider_message_id` is unique, so a replayed inbound webhook is stored once.
 * - `sms_opt_outs`: the numbers that asked for no more texts, per company.
 * - `sms_consent_events`: every opt-out and opt-in, kept: the request role may add to it,
 *   never change or delete it.
 * - `sms_reminders`: each appointment's reminder, when it is due and what became of it.
 * - `sms_simulator_calls`: the development provider's record of the calls made to it, in
 *   Postgres because the API and a worker process both send; one row per idempotency key.
 */
export class Sms1763770200000 implements MigrationInterface {
  name = 'Sms1763770200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE companies
      ADD COLUMN time_zone text NOT NULL DEFAULT 'America/New_York' CHECK (length(time_zone) BETWEEN 1 AND 64),
      ADD COLUMN sms_contact_line text CHECK (length(sms_contact_line) <= 200)`);

    await createTenantTable(
      queryRunner,
      'sms_messages',
      [
        // Kept when the customer is deleted: what was sent to a number stays on record.
        CUSTOMER_ID_SET_NULL,
        PHONE_E164,
        "direction text NOT NULL CHECK (direction IN ('outbound', 'inbound'))",
        "purpose text CHECK (purpose IN ('conversation', 'marketing', 'reminder', 'compliance'))",
        'body text NOT NULL CHECK (length(body) <= 1600)',
        "status text NOT NULL CHECK (status IN ('queued', 'held', 'sending', 'sent', 'delivered', 'failed', 'cancelled', 'received'))",
        'failure_reason text',
        // Campaigns reference their messages; the foreign key comes with the campaigns table.
        'campaign_id uuid',
        'idempotency_key text UNIQUE',
        'provider_message_id text UNIQUE',
        // A held message is sent from then on.
        'send_after timestamptz',
        // When a send attempt last took the message (its provider call may be under way).
        'claimed_at timestamptz',
        'attempts integer NOT NULL DEFAULT 0',
        'sent_at timestamptz',
        'delivered_at timestamptz',
        'read_at timestamptz',
        `CONSTRAINT sms_messages_outbound_shape CHECK (
           direction = 'inbound' OR (purpose IS NOT NULL AND idempotency_key IS NOT NULL AND status <> 'received'))`,
        `CONSTRAINT sms_messages_inbound_shape CHECK (
           direction = 'outbound' OR (purpose IS NULL AND status = 'received'))`,
      ],
      { updatedAt: true },
    );
    // A customer's conversation by time (and their marketing count of a month).
    await queryRunner.query('CREATE INDEX sms_messages_conversation_idx ON sms_messages (company_id, customer_id, created_at)');
    // Unread inbound messages of a company.
    await queryRunner.query(
      "CREATE INDEX sms_messages_unread_idx ON sms_messages (company_id, customer_id) WHERE direction = 'inbound' AND read_at IS NULL",
    );
    // Held messages by when they are due.
    await queryRunner.query("CREATE INDEX sms_messages_held_due_idx ON sms_messages (send_after) WHERE status = 'held'");
    // Messages that should be on their way: the sweep finds the ones whose job was lost.
    await queryRunner.query("CREATE INDEX sms_messages_in_flight_idx ON sms_messages (updated_at) WHERE status IN ('queued', 'sending')");
    // A number's messages: who texted it last (inbound routing), what to cancel on STOP.
    await queryRunner.query('CREATE INDEX sms_messages_phone_idx ON sms_messages (phone_e164, created_at)');
    await queryRunner.query('CREATE INDEX sms_messages_campaign_idx ON sms_messages (campaign_id) WHERE campaign_id IS NOT NULL');

    await createTenantTable(queryRunner, 'sms_opt_outs', [PHONE_E164, 'CONSTRAINT sms_opt_outs_phone_key UNIQUE (company_id, phone_e164)']);
    // Opt-outs of a number across companies (a STOP reaches every company that knows it).
    await queryRunner.query('CREATE INDEX sms_opt_outs_phone_idx ON sms_opt_outs (phone_e164)');

    await createTenantTable(queryRunner, 'sms_consent_events', [
      PHONE_E164,
      "action text NOT NULL CHECK (action IN ('opt_out', 'opt_in'))",
      // How it was asked for: a text message ('sms'), or another channel.
      'source text NOT NULL',
      // The message that asked, when it came by text.
      SMS_MESSAGE_ID_SET_NULL,
    ]);
    await queryRunner.query('CREATE INDEX sms_consent_events_phone_idx ON sms_consent_events (company_id, phone_e164, created_at)');
    await queryRunner.query('REVOKE UPDATE, DELETE ON sms_consent_events FROM groombook_app');

    await createTenantTable(
      queryRunner,
      'sms_reminders',
      [
        'appointment_id uuid NOT NULL UNIQUE REFERENCES appointments(id) ON DELETE CASCADE',
        'send_at timestamptz NOT NULL',
        // When the appointment starts, as the reminder tells it: a new time is a new reminder.
        'starts_at timestamptz NOT NULL',
        "status text NOT NULL CHECK (status IN ('scheduled', 'sent', 'skipped'))",
        SMS_MESSAGE_ID_SET_NULL,
        'skip_reason text',
      ],
      { updatedAt: true },
    );
    await queryRunner.query("CREATE INDEX sms_reminders_due_idx ON sms_reminders (send_at) WHERE status = 'scheduled'");

    // Development only; read and written as the owner role (no tenant reads it).
    await createTable(queryRunner, 'sms_simulator_calls', [
      'idempotency_key text NOT NULL UNIQUE',
      'provider_message_id text NOT NULL UNIQUE',
      COMPANY_ID_OPTIONAL,
      'message_id uuid',
      'to_phone text NOT NULL',
      'body text NOT NULL',
    ]);
    await queryRunner.query('CREATE INDEX sms_simulator_calls_created_idx ON sms_simulator_calls (created_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE sms_simulator_calls');
    await queryRunner.query('DROP TABLE sms_reminders');
    await queryRunner.query('DROP TABLE sms_consent_events');
    await queryRunner.query('DROP TABLE sms_opt_outs');
    await queryRunner.query('DROP TABLE sms_messages');
    await queryRunner.query('ALTER TABLE companies DROP COLUMN sms_contact_line, DROP COLUMN time_zone');
  }
}
