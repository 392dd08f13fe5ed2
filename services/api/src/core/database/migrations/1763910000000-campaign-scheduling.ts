import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTable, createTenantTable, NAME_REQUIRED } from './table-definitions';

/**
 * Campaign drafts, scheduled sends and saved audience filters.
 *
 * - `campaigns.status` gains `scheduled`; `scheduled_at` is the instant a scheduled campaign
 *   leaves (the salon's date and time, stored as an instant). Drafts and scheduled campaigns
 *   have no recipients yet: they are chosen when the campaign leaves.
 * - `audience_filters`: a company's named audience filters; `rule` is what the filter keeps
 *   (no visit in N weeks, a visit between two dates, dog sizes, a breed).
 * - `dev_clock`: one row, the offset of every process's clock in development (`DEV_CLOCK=true`).
 */
export class CampaignScheduling1763910000000 implements MigrationInterface {
  name = 'CampaignScheduling1763910000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE campaigns DROP CONSTRAINT campaigns_status_check');
    await queryRunner.query(
      "ALTER TABLE campaigns ADD CONSTRAINT campaigns_status_check CHECK (status IN ('draft', 'scheduled', 'sending', 'sent', 'failed'))",
    );
    await queryRunner.query('ALTER TABLE campaigns ADD COLUMN scheduled_at timestamptz');
    await queryRunner.query("ALTER TABLE campaigns ADD CONSTRAINT campaigns_scheduled_at_check CHECK (status <> 'scheduled' OR scheduled_at IS NOT NULL)");
    // The sweep's look-up of campaigns whose time has come.
    await queryRunner.query("CREATE INDEX campaigns_scheduled_idx ON campaigns (scheduled_at) WHERE status = 'scheduled'");

    await createTenantTable(queryRunner, 'audience_filters', [NAME_REQUIRED, 'rule jsonb NOT NULL'], { updatedAt: true });
    await queryRunner.query('CREATE INDEX audience_filters_company_name_idx ON audience_filters (company_id, name)');

    await createTable(queryRunner, 'dev_clock', ['offset_ms bigint NOT NULL DEFAULT 0']);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE dev_clock');
    await queryRunner.query('DROP TABLE audience_filters');
    await queryRunner.query("DELETE FROM campaigns WHERE status = 'scheduled'");
    await queryRunner.query('ALTER TABLE campaigns DROP CONSTRAINT campaigns_scheduled_at_check');
    await queryRunner.query('ALTER TABLE campaigns DROP COLUMN scheduled_at');
    await queryRunner.query('ALTER TABLE campaigns DROP CONSTRAINT campaigns_status_check');
    await queryRunner.query("ALTER TABLE campaigns ADD CONSTRAINT campaigns_status_check CHECK (status IN ('draft', 'sending', 'sent', 'failed'))");
  }
}
