import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTenantTable, CUSTOMER_ID_SET_NULL, PHONE_E164, SMS_MESSAGE_ID_SET_NULL } from './table-definitions';

/**
 * Bulk SMS campaigns and their recipients.
 * - `campaigns`: what was sent to whom (`audience`, as the form chose it), and how far it got:
 *   `sending` until every recipient has been tried, then `sent` with `sent_at`.
 * - `campaign_recipients`: who the campaign was for, chosen once when it is created (a number
 *   once per campaign, even when two customers share it); `message_id` is the message sent to
 *   them, whose status is the recipient's delivery; `failure_reason` when none could be sent.
 * - `sms_messages.campaign_id` now references its campaign.
 */
export class Campaigns1763770300000 implements MigrationInterface {
  name = 'Campaigns1763770300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createTenantTable(
      queryRunner,
      'campaigns',
      [
        'title text NOT NULL CHECK (length(btrim(title)) BETWEEN 1 AND 200)',
        'message text NOT NULL CHECK (length(btrim(message)) BETWEEN 1 AND 1600)',
        'audience jsonb NOT NULL',
        "status text NOT NULL DEFAULT 'sending' CHECK (status IN ('draft', 'sending', 'sent', 'failed'))",
        'recipient_count integer NOT NULL DEFAULT 0',
        'sent_at timestamptz',
      ],
      { updatedAt: true },
    );
    await queryRunner.query('ALTER TABLE campaigns ADD CONSTRAINT campaigns_company_id_id_key UNIQUE (company_id, id)');
    // Message History: newest first.
    await queryRunner.query('CREATE INDEX campaigns_company_created_idx ON campaigns (company_id, created_at DESC)');

    await createTenantTable(queryRunner, 'campaign_recipients', [
      'campaign_id uuid NOT NULL',
      // Kept when the customer is deleted: the campaign's record stays whole.
      CUSTOMER_ID_SET_NULL,
      'customer_name text',
      PHONE_E164,
      SMS_MESSAGE_ID_SET_NULL,
      'failure_reason text',
      'CONSTRAINT campaign_recipients_campaign_fkey FOREIGN KEY (company_id, campaign_id) REFERENCES campaigns (company_id, id) ON DELETE CASCADE',
      // One text per number per campaign; also the index of a campaign's recipients.
      'CONSTRAINT campaign_recipients_phone_key UNIQUE (company_id, campaign_id, phone_e164)',
    ]);
    await queryRunner.query('CREATE INDEX campaign_recipients_message_idx ON campaign_recipients (message_id) WHERE message_id IS NOT NULL');

    await queryRunner.query(
      'ALTER TABLE sms_messages ADD CONSTRAINT sms_messages_campaign_fkey FOREIGN KEY (campaign_id) REFERENCES campaigns(id) ON DELETE SET NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE sms_messages DROP CONSTRAINT sms_messages_campaign_fkey');
    await queryRunner.query('DROP TABLE campaign_recipients');
    await queryRunner.query('DROP TABLE campaigns');
  }
}
