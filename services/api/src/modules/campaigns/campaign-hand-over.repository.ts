import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { selectRow, selectRows } from '../../core/database/rows';

/** What happened when a recipient's message was handed to the outbox. */
export interface RecipientOutcome {
  id: string;
  messageId: string | null;
  failureReason: string | null;
}

const unsentRowSchema = z.object({ id: z.string(), customer_id: z.string().nullable(), phone_e164: z.string() });
export type UnsentRecipient = z.infer<typeof unsentRowSchema>;
const sendingRowSchema = z.object({ id: z.string(), message: z.string(), status: z.string() });

/** Recipients still waiting for their message: none stored for them, and no reason why none could be (campaign_recipients_waiting_idx). */
const WAITING = 'company_id = $1 AND campaign_id = $2 AND message_id IS NULL AND failure_reason IS NULL';

/**
 * The campaign send job's queries: the campaign it hands over, and its recipients as they are
 * handed to the outbox. Each runs in the caller's transaction (a `TenantDb` manager) and names
 * the company too.
 */
@Injectable()
export class CampaignHandOverRepository {
  /**
   * The campaign's send lock, until the transaction ends (an advisory lock on its id): the
   * transaction that queues the send job holds it until it commits, and the job takes it
   * before it reads the campaign, so it waits for that transaction rather than finding the
   * campaign not there (or not left) yet.
   */
  async lockSend(m: EntityManager, campaignId: string): Promise<void> {
    await m.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`campaign-send:${campaignId}`]);
  }

  /** The campaign's text and status (undefined when there is no such campaign). */
  campaign(m: EntityManager, companyId: string, campaignId: string) {
    return selectRow(m, sendingRowSchema, 'SELECT id, message, status FROM campaigns WHERE company_id = $1 AND id = $2', [companyId, campaignId]);
  }

  /** The next recipients still waiting, locked until the transaction ends; those another transaction holds are passed over. */
  unsent(m: EntityManager, companyId: string, campaignId: string, limit: number): Promise<UnsentRecipient[]> {
    return selectRows(
      m,
      unsentRowSchema,
      `SELECT id, customer_id, phone_e164 FROM campaign_recipients WHERE ${WAITING} ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED`,
      [companyId, campaignId, limit],
    );
  }

  /** Records each recipient's message, or why none was stored. */
  async recordOutcomes(m: EntityManager, companyId: string, outcomes: RecipientOutcome[]): Promise<void> {
    if (outcomes.length === 0) return;
    await m.query(
      `UPDATE campaign_recipients r SET message_id = o.message_id, failure_reason = o.failure_reason
       FROM unnest($2::uuid[], $3::uuid[], $4::text[]) AS o(id, message_id, failure_reason)
       WHERE r.company_id = $1 AND r.id = o.id`,
      [companyId, outcomes.map((o) => o.id), outcomes.map((o) => o.messageId), outcomes.map((o) => o.failureReason)],
    );
  }

  /** Drops recipients the campaign no longer counts (a number that opted out before its turn). */
  async dropRecipients(m: EntityManager, companyId: string, campaignId: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await m.query(
      `WITH dropped AS (DELETE FROM campaign_recipients WHERE company_id = $1 AND campaign_id = $2 AND id = ANY($3::uuid[]) RETURNING id)
       UPDATE campaigns SET recipient_count = recipient_count - (SELECT count(*) FROM dropped), updated_at = now()
       WHERE company_id = $1 AND id = $2`,
      [companyId, campaignId, ids],
    );
  }
}
