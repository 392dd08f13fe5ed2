import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { campaignAudienceSchema, type Campaign, type CampaignAudience, type CampaignRecipient } from '@groombook/contracts';
import { selectRow, selectRows, writeReturning } from '../../core/database/rows';

/** A recipient chosen when the campaign is created. */
export interface ChosenRecipient {
  customerId: string;
  phoneE164: string;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * A recipient's delivery from its message's status: waiting until the message is handed to
 * the provider, then sent or delivered; failed when the outbox refused it or the message
 * failed or was cancelled (the number opted out meanwhile). For `campaign_recipients r LEFT JOIN sms_messages m`.
 */
const DELIVERY = `CASE
    WHEN r.failure_reason IS NOT NULL OR m.status IN ('failed', 'cancelled') THEN 'failed'
    WHEN m.status = 'sent' THEN 'sent'
    WHEN m.status = 'delivered' THEN 'delivered'
    ELSE 'pending'
  END`;

/** When a recipient was last tried: its message's sending, or last change, else when it was chosen. */
const TRIED_AT = 'coalesce(m.sent_at, m.updated_at, r.created_at)';

/**
 * Each campaign's recipients counted by delivery, for `FROM campaigns c` ($1 the company);
 * with `sendingOnly` the counting is skipped (nulls) for campaigns that have finished.
 */
const progressJoin = (sendingOnly: boolean) => `LEFT JOIN LATERAL (
    SELECT count(*) FILTER (WHERE d.delivery = 'pending')::int AS pending,
           count(*) FILTER (WHERE d.delivery = 'sent')::int AS sent,
           count(*) FILTER (WHERE d.delivery = 'delivered')::int AS delivered,
           count(*) FILTER (WHERE d.delivery = 'failed')::int AS failed
    FROM (SELECT ${DELIVERY} AS delivery
          FROM campaign_recipients r LEFT JOIN sms_messages m ON m.id = r.message_id AND m.company_id = $1
          WHERE r.company_id = $1 AND r.campaign_id = c.id${sendingOnly ? " AND c.status = 'sending'" : ''}) d
    ${sendingOnly ? "HAVING c.status = 'sending'" : ''}
  ) p ON true`;

const campaignRowSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    message: z.string(),
    status: z.enum(['draft', 'scheduled', 'sending', 'sent', 'failed']),
    sent_at: z.date().nullable(),
    scheduled_at: z.date().nullable(),
    audience: campaignAudienceSchema,
    waiting_count: z.number(),
    waiting_until: z.date().nullable(),
    time_zone: z.string(),
    created_at: z.date(),
    recipient_count: z.number(),
    pending: z.number().nullable(),
    sent: z.number().nullable(),
    delivered: z.number().nullable(),
    failed: z.number().nullable(),
  })
  .transform(
    (row): Campaign => ({
      id: row.id,
      title: row.title,
      message: row.message,
      status: row.status,
      sent_at: iso(row.sent_at),
      created_at: row.created_at.toISOString(),
      recipient_count: row.recipient_count,
      scheduled_at: iso(row.scheduled_at),
      audience: row.audience,
      time_zone: row.time_zone,
      waiting: row.waiting_count > 0 && row.waiting_until ? { reason: 'quiet_hours', until: row.waiting_until.toISOString(), count: row.waiting_count } : null,
      progress:
        row.pending === null || row.sent === null || row.delivered === null || row.failed === null
          ? null
          : { pending: row.pending, sent: row.sent, delivered: row.delivered, failed: row.failed },
    }),
  );

const recipientRowSchema = z
  .object({
    id: z.string(),
    customer_id: z.string().nullable(),
    customer_name: z.string().nullable(),
    phone_e164: z.string(),
    delivery: z.enum(['pending', 'sent', 'delivered', 'failed']),
    failure_reason: z.string().nullable(),
    sent_at: z.date().nullable(),
    delivered_at: z.date().nullable(),
  })
  .transform(
    (row): CampaignRecipient => ({
      id: row.id,
      customer_id: row.customer_id,
      customer_name: row.customer_name,
      phone_number: row.phone_e164,
      delivery_status: row.delivery,
      failure_reason: row.failure_reason,
      sent_at: iso(row.sent_at),
      delivered_at: iso(row.delivered_at),
    }),
  );

const idRowSchema = z.object({ id: z.string() });
const campaignRefSchema = z.object({ id: z.string(), company_id: z.string() });
/** A campaign, named with its company (the sweep's platform reads). */
export type CampaignRef = z.infer<typeof campaignRefSchema>;

/** A sending campaign's messages held for the marketing window: how many, and until when. */
const WAITING_JOIN = `LEFT JOIN LATERAL (
    SELECT count(*)::int AS waiting_count, min(m.send_after) AS waiting_until
    FROM sms_messages m WHERE m.company_id = $1 AND m.campaign_id = c.id AND m.status = 'held' AND c.status = 'sending'
  ) w ON true`;

const campaignSelect = (sendingOnly: boolean) => `SELECT c.id, c.title, c.message, c.status, c.sent_at, c.created_at, c.recipient_count,
    c.scheduled_at, c.audience, w.waiting_count, w.waiting_until, co.time_zone,
    p.pending, p.sent, p.delivered, p.failed
  FROM campaigns c JOIN companies co ON co.id = c.company_id ${progressJoin(sendingOnly)} ${WAITING_JOIN}`;

/**
 * Every query of `campaigns` and `campaign_recipients`. Each method runs in the caller's
 * transaction (a `TenantDb.forCompany` manager) and names the company too.
 */
@Injectable()
export class CampaignsRepository {
  /** Newest first; the progress of those still sending. */
  list(m: EntityManager, companyId: string): Promise<Campaign[]> {
    return selectRows(m, campaignRowSchema, `${campaignSelect(true)} WHERE c.company_id = $1 ORDER BY c.created_at DESC, c.id`, [companyId]);
  }

  find(m: EntityManager, companyId: string, id: string): Promise<Campaign | undefined> {
    return selectRow(m, campaignRowSchema, `${campaignSelect(false)} WHERE c.company_id = $1 AND c.id = $2`, [companyId, id]);
  }

  /** The recipients, by name then number, with their delivery. */
  recipients(m: EntityManager, companyId: string, campaignId: string): Promise<CampaignRecipient[]> {
    return selectRows(
      m,
      recipientRowSchema,
      `SELECT r.id, r.customer_id, r.customer_name, r.phone_e164, ${DELIVERY} AS delivery,
              coalesce(r.failure_reason, CASE WHEN m.status IN ('failed', 'cancelled') THEN m.failure_reason END) AS failure_reason,
              m.sent_at, m.delivered_at
       FROM campaign_recipients r LEFT JOIN sms_messages m ON m.id = r.message_id AND m.company_id = $1
       WHERE r.company_id = $1 AND r.campaign_id = $2
       ORDER BY r.customer_name NULLS LAST, r.phone_e164`,
      [companyId, campaignId],
    );
  }

  /** A new campaign (sending) and its recipients, in one statement each. */
  async insert(
    m: EntityManager,
    companyId: string,
    campaign: { title: string; message: string; audience: CampaignAudience },
    recipients: ChosenRecipient[],
    now: Date,
  ): Promise<string> {
    const [row] = await writeReturning(
      m,
      idRowSchema,
      `INSERT INTO campaigns (company_id, title, message, audience, status, recipient_count, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 'sending', 0, $5, $5) RETURNING id`,
      [companyId, campaign.title, campaign.message, JSON.stringify(campaign.audience), now],
    );
    if (!row) throw new Error('INSERT INTO campaigns returned no row');
    await this.addRecipients(m, companyId, row.id, recipients, now);
    return row.id;
  }

  /** A campaign's recipients, chosen as it leaves, and their count. */
  async addRecipients(m: EntityManager, companyId: string, campaignId: string, recipients: ChosenRecipient[], now: Date): Promise<void> {
    await m.query(
      // The name as it is now: the campaign's record keeps it if the customer is renamed or deleted.
      `WITH added AS (
         INSERT INTO campaign_recipients (company_id, campaign_id, customer_id, customer_name, phone_e164, created_at)
         SELECT $1, $2, r.customer_id, c.name, r.phone_e164, $5
         FROM unnest($3::uuid[], $4::text[]) AS r(customer_id, phone_e164)
         JOIN customers c ON c.company_id = $1 AND c.id = r.customer_id
         RETURNING id)
       UPDATE campaigns SET recipient_count = recipient_count + (SELECT count(*) FROM added) WHERE company_id = $1 AND id = $2`,
      [companyId, campaignId, recipients.map((r) => r.customerId), recipients.map((r) => r.phoneE164), now],
    );
  }

  /**
   * Ends those of `campaignIds` still sending whose every recipient is settled (no delivery
   * pending): `sent`, dated by the last of its messages that went out, when any did, else `failed`.
   * After the transaction that settled their last message (CampaignCompletion), in the send
   * job's own transaction when none could be handed over, or by the sweep; the ids of those it ended.
   *
   * The campaigns are locked first, in a statement of their own: of two transactions ending a
   * campaign at once, the second to take the lock reads (in its next statements' snapshots)
   * what the first committed, so it is ended once, and by one that sees every settlement
   * committed before the lock. The lock (FOR NO KEY UPDATE) leaves alone the key-share locks
   * of the messages and recipients being stored for the campaign meanwhile. While a recipient
   * still waits or a message is on its way (`withNothingPending`), nothing more is read. Run
   * again, or on a campaign that has ended, it changes nothing.
   */
  async finishSettled(m: EntityManager, companyId: string, campaignIds: string[]): Promise<string[]> {
    if (campaignIds.length === 0) return [];
    const locked = await selectRows(
      m,
      idRowSchema,
      `SELECT id FROM campaigns WHERE company_id = $1 AND id = ANY($2::uuid[]) AND status = 'sending' ORDER BY id FOR NO KEY UPDATE`,
      [companyId, campaignIds],
    );
    if (locked.length === 0) return [];
    const settled = await this.withNothingPending(m, companyId, locked.map((row) => row.id));
    if (settled.length === 0) return [];
    const ended = await writeReturning(
      m,
      idRowSchema,
      `UPDATE campaigns c
       SET (status, sent_at) = (
             SELECT CASE WHEN bool_or(d.delivery IN ('sent', 'delivered')) THEN 'sent' ELSE 'failed' END,
                    max(d.tried_at) FILTER (WHERE d.delivery IN ('sent', 'delivered'))
             FROM (SELECT ${DELIVERY} AS delivery, ${TRIED_AT} AS tried_at
                   FROM campaign_recipients r LEFT JOIN sms_messages m ON m.id = r.message_id AND m.company_id = $1
                   WHERE r.company_id = $1 AND r.campaign_id = c.id) d),
           updated_at = now()
       WHERE c.company_id = $1 AND c.id = ANY($2::uuid[]) AND c.status = 'sending'
         AND NOT EXISTS (SELECT 1 FROM campaign_recipients r LEFT JOIN sms_messages m ON m.id = r.message_id AND m.company_id = $1
                         WHERE r.company_id = $1 AND r.campaign_id = c.id AND ${DELIVERY} = 'pending')
       RETURNING c.id`,
      [companyId, settled],
    );
    return ended.map((row) => row.id);
  }

  /**
   * Those of `campaignIds` with no recipient still waiting to be handed over and no text still
   * on its way, each found by an index of its own (campaign_recipients_waiting_idx,
   * sms_messages_campaign_pending_idx) whatever the campaign's size or the salon's history.
   * One statement; no lock.
   */
  async withNothingPending(m: EntityManager, companyId: string, campaignIds: string[]): Promise<string[]> {
    if (campaignIds.length === 0) return [];
    const pending = await selectRows(
      m,
      idRowSchema,
      `SELECT c.id FROM unnest($2::uuid[]) AS c(id)
       WHERE EXISTS (SELECT 1 FROM campaign_recipients r
                     WHERE r.campaign_id = c.id AND r.message_id IS NULL AND r.failure_reason IS NULL AND r.company_id = $1)
          OR EXISTS (SELECT 1 FROM sms_messages m
                     WHERE m.campaign_id = c.id AND m.campaign_id IS NOT NULL AND m.status IN ('queued', 'held', 'sending') AND m.company_id = $1)`,
      [companyId, campaignIds],
    );
    const waiting = new Set(pending.map((row) => row.id));
    return campaignIds.filter((id) => !waiting.has(id));
  }

  /**
   * Platform: campaigns still sending though no delivery of theirs is pending (the sweep ends
   * them: one whose last message settled where no campaign was told, such as a campaign from
   * before campaigns ended on their own).
   */
  settledButSending(m: EntityManager, limit: number): Promise<CampaignRef[]> {
    return selectRows(
      m,
      campaignRefSchema,
      `SELECT c.id, c.company_id FROM campaigns c
       WHERE c.status = 'sending'
         AND NOT EXISTS (SELECT 1 FROM campaign_recipients r LEFT JOIN sms_messages m ON m.id = r.message_id AND m.company_id = r.company_id
                         WHERE r.company_id = c.company_id AND r.campaign_id = c.id AND ${DELIVERY} = 'pending')
       ORDER BY c.created_at LIMIT $1`,
      [limit],
    );
  }

  /**
   * Platform: campaigns still sending with recipients never handed to the outbox, created
   * before `before` and with no message stored since: their `campaign-send` job was lost
   * (Redis lost it, or it failed for good), and the sweep queues it again.
   */
  stalled(m: EntityManager, before: Date, limit: number): Promise<CampaignRef[]> {
    return selectRows(
      m,
      campaignRefSchema,
      `SELECT c.id, c.company_id FROM campaigns c
       WHERE c.status = 'sending' AND c.updated_at < $1
         AND EXISTS (SELECT 1 FROM campaign_recipients r
                     WHERE r.company_id = c.company_id AND r.campaign_id = c.id AND r.message_id IS NULL AND r.failure_reason IS NULL)
         AND NOT EXISTS (SELECT 1 FROM sms_messages m WHERE m.campaign_id = c.id AND m.created_at >= $1)
       ORDER BY c.created_at LIMIT $2`,
      [before, limit],
    );
  }
}
