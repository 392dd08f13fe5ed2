import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { selectRow, selectRows, writeReturning } from '../../../core/database/rows';
import { likePattern } from '../../../core/database/sql';
import { changedRowSchema, COLUMNS, messageRowSchema, type ChangedMessage, type SmsMessageRow } from '../outbox/sms-messages.repository';

/** A row of the SMS Conversations tab. */
const conversationRowSchema = z.object({
  customer_id: z.string(),
  customer_name: z.string().nullable(),
  customer_phone: z.string().nullable(),
  last_body: z.string().nullable(),
  last_at: z.date().nullable(),
  unread_count: z.number(),
  opted_out: z.boolean(),
});
export type ConversationRow = z.infer<typeof conversationRowSchema>;
const summaryRowSchema = z.object({ messages_this_month: z.number(), unread_conversations: z.number() });
const unreadRowSchema = summaryRowSchema.pick({ unread_conversations: true });

/** Customers of company $1 with at least one unread text from them. */
const UNREAD_CONVERSATIONS_SQL = `(SELECT count(DISTINCT customer_id)::int FROM sms_messages
           WHERE company_id = $1 AND direction = 'inbound' AND read_at IS NULL AND customer_id IS NOT NULL)`;

/** Last-message text in the list. */
const PREVIEW_LENGTH = 160;
/** The list shows the most recently active conversations. */
const CONVERSATIONS_LIMIT = 500;

/**
 * The SMS Conversations tab's queries of `sms_messages`, in a `TenantDb.forCompany`
 * transaction and naming the company. Reads join `customers` for the conversation's name and phone.
 */
@Injectable()
export class SmsConversationsRepository {
  /** Customers with messages, the most recent conversation first; `search` matches the name or the number (as typed, or its digits). */
  conversations(m: EntityManager, companyId: string, search?: string): Promise<ConversationRow[]> {
    const digits = search?.replace(/\D/g, '') ?? '';
    return selectRows(
      m,
      conversationRowSchema,
      `WITH last AS (
         SELECT DISTINCT ON (customer_id) customer_id, body, coalesce(sent_at, created_at) AS at, created_at
         FROM sms_messages WHERE company_id = $1 AND customer_id IS NOT NULL
         ORDER BY customer_id, created_at DESC, id DESC
       )
       SELECT c.id AS customer_id, c.name AS customer_name, c.phone_number AS customer_phone,
              left(last.body, ${PREVIEW_LENGTH}) AS last_body, last.at AS last_at,
              (SELECT count(*)::int FROM sms_messages u
                WHERE u.company_id = $1 AND u.customer_id = c.id AND u.direction = 'inbound' AND u.read_at IS NULL) AS unread_count,
              EXISTS (SELECT 1 FROM sms_opt_outs o WHERE o.company_id = $1 AND o.phone_e164 = c.phone_e164) AS opted_out
       FROM last JOIN customers c ON c.company_id = $1 AND c.id = last.customer_id
       WHERE $2::text IS NULL OR c.name ILIKE $2 OR c.phone_number ILIKE $2 OR c.phone_e164 ILIKE $2
          OR ($3::text <> '' AND regexp_replace(coalesce(c.phone_number, ''), '\\D', '', 'g') LIKE '%' || $3 || '%')
       ORDER BY last.created_at DESC, c.id
       LIMIT ${CONVERSATIONS_LIMIT}`,
      [companyId, search ? likePattern(search) : null, digits.length >= 3 ? digits : ''],
    );
  }

  /** One customer's conversation row (also without messages); undefined for no such customer. */
  conversationOf(m: EntityManager, companyId: string, customerId: string): Promise<ConversationRow | undefined> {
    return selectRow(
      m,
      conversationRowSchema,
      `SELECT c.id AS customer_id, c.name AS customer_name, c.phone_number AS customer_phone,
              left(last.body, ${PREVIEW_LENGTH}) AS last_body, last.at AS last_at,
              (SELECT count(*)::int FROM sms_messages u
                WHERE u.company_id = $1 AND u.customer_id = c.id AND u.direction = 'inbound' AND u.read_at IS NULL) AS unread_count,
              EXISTS (SELECT 1 FROM sms_opt_outs o WHERE o.company_id = $1 AND o.phone_e164 = c.phone_e164) AS opted_out
       FROM customers c
       LEFT JOIN LATERAL (
         SELECT body, coalesce(sent_at, created_at) AS at FROM sms_messages s
         WHERE s.company_id = $1 AND s.customer_id = c.id ORDER BY s.created_at DESC, s.id DESC LIMIT 1
       ) last ON true
       WHERE c.company_id = $1 AND c.id = $2`,
      [companyId, customerId],
    );
  }

  /** The newest `limit` messages of a customer, oldest first. */
  async messagesOf(m: EntityManager, companyId: string, customerId: string, limit: number): Promise<SmsMessageRow[]> {
    const rows = await selectRows(
      m,
      messageRowSchema,
      `SELECT ${COLUMNS} FROM sms_messages WHERE company_id = $1 AND customer_id = $2 ORDER BY created_at DESC, id DESC LIMIT $3`,
      [companyId, customerId, limit],
    );
    return rows.reverse();
  }

  /** Marks the customer's received messages read; the ids of those it changed. */
  markRead(m: EntityManager, companyId: string, customerId: string, now: Date): Promise<ChangedMessage[]> {
    return writeReturning(
      m,
      changedRowSchema,
      `UPDATE sms_messages SET read_at = $3, updated_at = $3
       WHERE company_id = $1 AND customer_id = $2 AND direction = 'inbound' AND read_at IS NULL
       RETURNING id, company_id, customer_id, campaign_id`,
      [companyId, customerId, now],
    );
  }

  /** Messages that went out since `since`, and customers with unread messages. */
  async summary(m: EntityManager, companyId: string, since: Date): Promise<{ messages_this_month: number; unread_conversations: number }> {
    const row = await selectRow(
      m,
      summaryRowSchema,
      `SELECT
         (SELECT count(*)::int FROM sms_messages
           WHERE company_id = $1 AND direction = 'outbound' AND status IN ('sent', 'delivered') AND sent_at >= $2) AS messages_this_month,
         ${UNREAD_CONVERSATIONS_SQL} AS unread_conversations`,
      [companyId, since],
    );
    return row ?? { messages_this_month: 0, unread_conversations: 0 };
  }

  /** Customers with unread messages: the header's Messages badge. */
  async unreadConversations(m: EntityManager, companyId: string): Promise<number> {
    const row = await selectRow(m, unreadRowSchema, `SELECT ${UNREAD_CONVERSATIONS_SQL} AS unread_conversations`, [companyId]);
    return row?.unread_conversations ?? 0;
  }
}
