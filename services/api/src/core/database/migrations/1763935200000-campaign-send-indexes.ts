import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a campaign's send looks up as each batch of its messages settles, found without reading
 * the campaign's other recipients or the salon's other texts:
 * - `campaign_recipients_waiting_idx`: a campaign's recipients not yet handed to the outbox
 *   (the send job's batches, the sweep's stalled campaigns, and whether any is left);
 * - `sms_messages_campaign_pending_idx`: a campaign's messages still on their way (queued,
 *   held for the window, or being sent): whether the campaign may end.
 */
export class CampaignSendIndexes1763935200000 implements MigrationInterface {
  name = 'CampaignSendIndexes1763935200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX campaign_recipients_waiting_idx ON campaign_recipients (campaign_id, id) WHERE message_id IS NULL AND failure_reason IS NULL',
    );
    await queryRunner.query(
      "CREATE INDEX sms_messages_campaign_pending_idx ON sms_messages (campaign_id) WHERE campaign_id IS NOT NULL AND status IN ('queued', 'held', 'sending')",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX sms_messages_campaign_pending_idx');
    await queryRunner.query('DROP INDEX campaign_recipients_waiting_idx');
  }
}
