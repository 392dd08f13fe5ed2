import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import type { SmsStatus } from '@groombook/contracts';
import { selectRows, writeReturning } from '../../../core/database/rows';
import { COLUMNS, messageRowSchema, type SmsMessageRow } from './sms-messages.repository';

/** An unsent message ended (failed, cancelled) or put back to queued, with its reason: only from the status it had (`from`). */
export interface MessageEnding {
  id: string;
  status: Extract<SmsStatus, 'failed' | 'cancelled' | 'queued'>;
  reason: string;
  from: SmsStatus;
}

/** A message the provider took, with the provider's id of it. */
export interface MessageSent {
  id: string;
  providerMessageId: string;
}

const idRowSchema = z.object({ id: z.string() });

/**
 * The send jobs' writes of `sms_messages`, each one statement for any number of a company's
 * messages (a campaign's batch, or the one message of a single send). Each runs in the
 * caller's `TenantDb.forCompany` transaction and names the company.
 */
@Injectable()
export class SmsSendingRepository {
  /**
   * The company's outbound messages among `ids`, locked until the transaction ends, in id
   * order (two transactions locking overlapping batches take their rows in the same order):
   * the send jobs' decisions and a STOP's cancelling take turns on each message.
   */
  lockForSend(m: EntityManager, companyId: string, ids: readonly string[]): Promise<SmsMessageRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return selectRows(
      m,
      messageRowSchema,
      `SELECT ${COLUMNS} FROM sms_messages WHERE company_id = $1 AND id = ANY($2::uuid[]) AND direction = 'outbound' ORDER BY id FOR UPDATE`,
      [companyId, ids],
    );
  }

  /** A send attempt takes the messages (locked by `lockForSend`). */
  async claim(m: EntityManager, companyId: string, ids: readonly string[], now: Date): Promise<void> {
    if (ids.length === 0) return;
    await m.query(
      `UPDATE sms_messages SET status = 'sending', claimed_at = $3, attempts = attempts + 1, updated_at = $3
       WHERE company_id = $1 AND id = ANY($2::uuid[])`,
      [companyId, ids, now],
    );
  }

  /** The messages wait for the marketing window. */
  async hold(m: EntityManager, companyId: string, ids: readonly string[], sendAfter: Date, now: Date): Promise<void> {
    if (ids.length === 0) return;
    await m.query(`UPDATE sms_messages SET status = 'held', send_after = $3, updated_at = $4 WHERE company_id = $1 AND id = ANY($2::uuid[])`, [
      companyId,
      ids,
      sendAfter,
      now,
    ]);
  }

  /**
   * Ends unsent messages (failed or cancelled), or puts them back to queued, each with its
   * reason and only from its `from` status: a message that moved on meanwhile is left as it
   * is. The ids of those changed.
   */
  async finish(m: EntityManager, companyId: string, endings: readonly MessageEnding[], now: Date): Promise<Set<string>> {
    if (endings.length === 0) return new Set();
    const rows = await writeReturning(
      m,
      idRowSchema,
      `UPDATE sms_messages s SET status = e.status, failure_reason = e.reason, updated_at = $6
       FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[]) AS e(id, status, reason, from_status)
       WHERE s.company_id = $1 AND s.id = e.id AND s.status = e.from_status
       RETURNING s.id`,
      [companyId, endings.map((e) => e.id), endings.map((e) => e.status), endings.map((e) => e.reason), endings.map((e) => e.from), now],
    );
    return new Set(rows.map((row) => row.id));
  }

  /** The provider took the messages. A report that arrived first (delivered) is not undone. */
  async recordSent(m: EntityManager, companyId: string, sent: readonly MessageSent[], now: Date): Promise<void> {
    if (sent.length === 0) return;
    await m.query(
      `UPDATE sms_messages s
       SET provider_message_id = coalesce(s.provider_message_id, u.provider_message_id), sent_at = coalesce(s.sent_at, $4), updated_at = $4,
           status = CASE WHEN s.status = 'sending' THEN 'sent' ELSE s.status END,
           failure_reason = CASE WHEN s.status = 'sending' THEN NULL ELSE s.failure_reason END
       FROM unnest($2::uuid[], $3::text[]) AS u(id, provider_message_id)
       WHERE s.company_id = $1 AND s.id = u.id`,
      [companyId, sent.map((s) => s.id), sent.map((s) => s.providerMessageId), now],
    );
  }
}
