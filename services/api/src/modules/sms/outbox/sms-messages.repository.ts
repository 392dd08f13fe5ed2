import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { SMS_PURPOSES, SMS_STATUSES, type SmsPurpose, type SmsStatus } from '@groombook/contracts';
import { selectRow, selectRows, writeReturning } from '../../../core/database/rows';
import { UNKNOWN_OUTCOME_PREFIX } from '../providers/sms-provider';

/** A row of `sms_messages`. */
export const messageRowSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  customer_id: z.string().nullable(),
  phone_e164: z.string(),
  direction: z.enum(['outbound', 'inbound']),
  purpose: z.enum(SMS_PURPOSES).nullable(),
  body: z.string(),
  status: z.enum(SMS_STATUSES),
  failure_reason: z.string().nullable(),
  campaign_id: z.string().nullable(),
  idempotency_key: z.string().nullable(),
  provider_message_id: z.string().nullable(),
  send_after: z.date().nullable(),
  claimed_at: z.date().nullable(),
  attempts: z.number(),
  sent_at: z.date().nullable(),
  delivered_at: z.date().nullable(),
  read_at: z.date().nullable(),
  created_at: z.date(),
  updated_at: z.date(),
  media_id: z.string().nullable(),
});
export type SmsMessageRow = z.infer<typeof messageRowSchema>;
export const COLUMNS = `id, company_id, customer_id, phone_e164, direction, purpose, body, status, failure_reason, campaign_id,
  idempotency_key, provider_message_id, send_after, claimed_at, attempts, sent_at, delivered_at, read_at, created_at, updated_at, media_id`;

/** An outbound message to store. */
export interface NewOutboundMessage {
  customerId: string | null;
  phoneE164: string;
  purpose: SmsPurpose;
  body: string;
  status: Extract<SmsStatus, 'queued' | 'held'>;
  campaignId: string | null;
  idempotencyKey: string;
  sendAfter: Date | null;
  mediaId: string | null;
}

/** A message as the send job and the sweep hand it on. */
const jobRowSchema = z.object({ id: z.string(), company_id: z.string(), idempotency_key: z.string(), send_after: z.date().nullable() });
export type SmsJobRow = z.infer<typeof jobRowSchema>;

const countRowSchema = z.object({ key: z.string(), n: z.number() });
export const changedRowSchema = z.object({ id: z.string(), company_id: z.string(), customer_id: z.string().nullable(), campaign_id: z.string().nullable() });
export type ChangedMessage = z.infer<typeof changedRowSchema>;
const routeRowSchema = z.object({ customer_id: z.string().nullable() });

/** Provider statuses that move a message on, and the statuses each may move it from. */
export type ProviderOutcome = 'sent' | 'delivered' | 'failed';

/** What a provider's report says about one message. */
export interface ProviderReport {
  providerMessageId: string;
  /** Our id, when the report carries it (Twilio's status callback URL names it). */
  messageId: string | null;
  outcome: ProviderOutcome;
  failureReason: string | null;
}


/**
 * Every query of `sms_messages`. Tenant methods run in a `TenantDb.forCompany` transaction
 * and name the company; those marked platform cross companies (the provider's reports,
 * inbound routing, the sweep) and run as the owner role. The conversations' reads are
 * `SmsConversationsRepository`'s.
 */
@Injectable()
export class SmsMessagesRepository {
  /** The outbound messages that already carry these idempotency keys. */
  byIdempotencyKeys(m: EntityManager, companyId: string, keys: string[]): Promise<SmsMessageRow[]> {
    if (keys.length === 0) return Promise.resolve([]);
    return selectRows(m, messageRowSchema, `SELECT ${COLUMNS} FROM sms_messages WHERE company_id = $1 AND idempotency_key = ANY($2::text[])`, [
      companyId,
      keys,
    ]);
  }

  /** Stores outbound messages in one statement; a key already stored is skipped (the caller reads it back). */
  insertOutbound(m: EntityManager, companyId: string, messages: NewOutboundMessage[], now: Date): Promise<SmsMessageRow[]> {
    if (messages.length === 0) return Promise.resolve([]);
    const column = <K extends keyof NewOutboundMessage>(key: K) => messages.map((message) => message[key]);
    return writeReturning(
      m,
      messageRowSchema,
      `INSERT INTO sms_messages (company_id, customer_id, phone_e164, direction, purpose, body, status, campaign_id,
                                 idempotency_key, send_after, created_at, updated_at, media_id)
       SELECT $1, u.customer_id, u.phone_e164, 'outbound', u.purpose, u.body, u.status, u.campaign_id, u.idempotency_key,
              u.send_after, $11, $11, u.media_id
       FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::uuid[], $8::text[], $9::timestamptz[], $10::int[], $12::uuid[])
            AS u(customer_id, phone_e164, purpose, body, status, campaign_id, idempotency_key, send_after, position, media_id)
       ORDER BY u.position
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING ${COLUMNS}`,
      [
        companyId,
        column('customerId'),
        column('phoneE164'),
        column('purpose'),
        column('body'),
        column('status'),
        column('campaignId'),
        column('idempotencyKey'),
        column('sendAfter'),
        messages.map((_, index) => index),
        now,
        column('mediaId'),
      ],
    );
  }

  /**
   * Marketing messages counted toward the monthly cap since `since`, per customer id (and per
   * number, for messages without a customer): failed and cancelled ones never reached anyone.
   */
  async marketingCounts(m: EntityManager, companyId: string, customerIds: string[], phones: string[], since: Date): Promise<Map<string, number>> {
    if (customerIds.length === 0 && phones.length === 0) return new Map();
    const rows = await selectRows(
      m,
      countRowSchema,
      `SELECT coalesce(customer_id::text, phone_e164) AS key, count(*)::int AS n
       FROM sms_messages
       WHERE company_id = $1 AND direction = 'outbound' AND purpose = 'marketing' AND created_at >= $4
         AND status NOT IN ('failed', 'cancelled')
         AND (customer_id = ANY($2::uuid[]) OR (customer_id IS NULL AND phone_e164 = ANY($3::text[])))
       GROUP BY 1`,
      [companyId, customerIds, phones, since],
    );
    return new Map(rows.map((row) => [row.key, row.n]));
  }

  /**
   * Platform: applies a provider's reports of one outcome (Twilio's webhook brings one, the
   * simulator's report job a batch), in one statement. Reports may come out of order and more
   * than once, so a message only moves forward (sending → sent → delivered; failed from
   * sending or sent), and a failure of unknown outcome takes whatever the provider says happened.
   * Each report finds its message by one key or the other (the provider's id, or the message's
   * own while the provider's is not recorded), each read from its unique index: one join on the
   * two keys together (`=` OR `=`) can use neither index, and on statistics taken while the
   * table was nearly empty (a first campaign) compared every report with every message.
   */
  applyProviderReports(m: EntityManager, outcome: ProviderOutcome, reports: readonly ProviderReport[], now: Date): Promise<ChangedMessage[]> {
    if (reports.length === 0) return Promise.resolve([]);
    const from: Record<ProviderOutcome, string> = {
      sent: `s.status = 'sending' OR (s.status = 'failed' AND s.failure_reason LIKE '${UNKNOWN_OUTCOME_PREFIX}%')`,
      delivered: `s.status IN ('sending', 'sent') OR (s.status = 'failed' AND s.failure_reason LIKE '${UNKNOWN_OUTCOME_PREFIX}%')`,
      failed: `s.status IN ('sending', 'sent')`,
    };
    return writeReturning(
      m,
      changedRowSchema,
      `UPDATE sms_messages s
       SET status = $1, provider_message_id = coalesce(s.provider_message_id, r.provider_message_id), sent_at = coalesce(s.sent_at, $2),
           delivered_at = CASE WHEN $1 = 'delivered' THEN $2 ELSE s.delivered_at END,
           failure_reason = CASE WHEN $1 = 'failed' THEN r.failure_reason ELSE NULL END, updated_at = $2
       FROM (
         SELECT DISTINCT ON (found.id) found.id, r.provider_message_id, r.failure_reason
         FROM unnest($3::text[], $4::uuid[], $5::text[]) AS r(provider_message_id, message_id, failure_reason)
         CROSS JOIN LATERAL (
           SELECT id FROM sms_messages WHERE provider_message_id = r.provider_message_id
           UNION ALL
           SELECT id FROM sms_messages WHERE provider_message_id IS NULL AND id = r.message_id
         ) AS found
       ) AS r
       WHERE s.id = r.id AND s.direction = 'outbound'
         AND (${from[outcome]})
       RETURNING s.id, s.company_id, s.customer_id, s.campaign_id`,
      [outcome, now, reports.map((r) => r.providerMessageId), reports.map((r) => r.messageId), reports.map((r) => r.failureReason)],
    );
  }

  /** Cancels what still waits to go to a number (a STOP). */
  cancelPendingTo(m: EntityManager, companyId: string, phoneE164: string, reason: string, now: Date): Promise<ChangedMessage[]> {
    return writeReturning(
      m,
      changedRowSchema,
      `UPDATE sms_messages SET status = 'cancelled', failure_reason = $3, updated_at = $4
       WHERE company_id = $1 AND phone_e164 = $2 AND direction = 'outbound' AND status IN ('queued', 'held')
         AND purpose <> 'compliance'
       RETURNING id, company_id, customer_id, campaign_id`,
      [companyId, phoneE164, reason, now],
    );
  }

  /** Stores a received message; undefined when this provider message was stored before (a replayed webhook). */
  async insertInbound(
    m: EntityManager,
    companyId: string,
    message: { customerId: string | null; phoneE164: string; body: string; providerMessageId: string },
    now: Date,
  ): Promise<SmsMessageRow | undefined> {
    const [row] = await writeReturning(
      m,
      messageRowSchema,
      `INSERT INTO sms_messages (company_id, customer_id, phone_e164, direction, body, status, provider_message_id, created_at, updated_at)
       VALUES ($1, $2, $3, 'inbound', $4, 'received', $5, $6, $6)
       ON CONFLICT (provider_message_id) DO NOTHING
       RETURNING ${COLUMNS}`,
      [companyId, message.customerId, message.phoneE164, message.body, message.providerMessageId, now],
    );
    return row;
  }

  /** The customer the company last texted at this number (the conversation a reply answers), if any. */
  async lastTextedCustomer(m: EntityManager, companyId: string, phoneE164: string): Promise<string | null> {
    const row = await selectRow(
      m,
      routeRowSchema,
      `SELECT customer_id FROM sms_messages
       WHERE company_id = $1 AND phone_e164 = $2 AND direction = 'outbound' ORDER BY created_at DESC LIMIT 1`,
      [companyId, phoneE164],
    );
    return row?.customer_id ?? null;
  }

  find(m: EntityManager, companyId: string, id: string): Promise<SmsMessageRow | undefined> {
    return selectRow(m, messageRowSchema, `SELECT ${COLUMNS} FROM sms_messages WHERE company_id = $1 AND id = $2`, [companyId, id]);
  }

  /** Platform: held messages whose time has come, moved to queued (the caller queues their jobs). */
  releaseDueHeld(m: EntityManager, now: Date, limit: number): Promise<SmsJobRow[]> {
    return writeReturning(
      m,
      jobRowSchema,
      `UPDATE sms_messages SET status = 'queued', updated_at = $1
       WHERE id IN (SELECT id FROM sms_messages WHERE status = 'held' AND send_after <= $1 ORDER BY send_after LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING id, company_id, idempotency_key, send_after`,
      [now, limit],
    );
  }

  /**
   * Platform: messages that should be on their way but have not moved since `before`: their
   * job may have been lost (Redis restarted, a dispatch failed after the row was stored).
   */
  stalled(m: EntityManager, before: Date, limit: number): Promise<SmsJobRow[]> {
    return selectRows(
      m,
      jobRowSchema,
      `SELECT id, company_id, idempotency_key, send_after FROM sms_messages
       WHERE status IN ('queued', 'sending') AND updated_at < $1 ORDER BY updated_at LIMIT $2`,
      [before, limit],
    );
  }
}
