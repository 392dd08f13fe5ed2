import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { selectRow, selectRows, writeReturning } from '../database/rows';
import type { OutgoingEmail } from './mail.types';

export interface OutboxEmail extends OutgoingEmail {
  id: string;
  createdAt: Date;
}

/** A row of `outbox_emails`: one mail waiting to be sent, or kept for the development mailbox. */
const outboxRowSchema = z.object({
  id: z.string(),
  company_id: z.string().nullable(),
  to_address: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.date(),
});
type OutboxRow = z.infer<typeof outboxRowSchema>;
const OUTBOX_COLUMNS = 'id, company_id, to_address, subject, body, created_at';

const idRowSchema = outboxRowSchema.pick({ id: true });

const toEmail = (row: OutboxRow): OutboxEmail => ({
  id: row.id,
  companyId: row.company_id,
  to: row.to_address,
  subject: row.subject,
  text: row.body,
  createdAt: row.created_at,
});

/**
 * Every query of `outbox_emails`. Mail waits here, in Postgres, because its text may hold
 * a sign-in link: the send job carries only a row's id, and the API and a separate worker
 * process read the same rows.
 */
@Injectable()
export class EmailOutboxRepository {
  /** The new row's id. */
  async insert(m: EntityManager, email: OutgoingEmail): Promise<string> {
    const [row] = await writeReturning(
      m,
      idRowSchema,
      'INSERT INTO outbox_emails (company_id, to_address, subject, body) VALUES ($1, $2, $3, $4) RETURNING id',
      [email.companyId, email.to, email.subject, email.text],
    );
    if (!row) throw new Error('The outbox did not store the email');
    return row.id;
  }

  /** The mail with this id when it has not been delivered yet. */
  async findPending(m: EntityManager, id: string): Promise<OutboxEmail | undefined> {
    const row = await selectRow(m, outboxRowSchema, `SELECT ${OUTBOX_COLUMNS} FROM outbox_emails WHERE id = $1 AND delivered_at IS NULL`, [id]);
    return row && toEmail(row);
  }

  /** The mail not delivered yet, oldest first: the ids (and company) only. */
  async listUnsent(m: EntityManager, limit: number): Promise<{ id: string; companyId: string | null }[]> {
    const rows = await selectRows(
      m,
      outboxRowSchema.pick({ id: true, company_id: true }),
      'SELECT id, company_id FROM outbox_emails WHERE delivered_at IS NULL ORDER BY created_at LIMIT $1',
      [limit],
    );
    return rows.map((row) => ({ id: row.id, companyId: row.company_id }));
  }

  /** Delivered mail, newest delivery first. */
  async listDelivered(m: EntityManager, limit: number): Promise<OutboxEmail[]> {
    const rows = await selectRows(
      m,
      outboxRowSchema,
      `SELECT ${OUTBOX_COLUMNS} FROM outbox_emails WHERE delivered_at IS NOT NULL ORDER BY delivered_at DESC LIMIT $1`,
      [limit],
    );
    return rows.map(toEmail);
  }

  async markDelivered(m: EntityManager, id: string): Promise<void> {
    await m.query('UPDATE outbox_emails SET delivered_at = now() WHERE id = $1', [id]);
  }

  async delete(m: EntityManager, id: string): Promise<void> {
    await m.query('DELETE FROM outbox_emails WHERE id = $1', [id]);
  }

  async deleteUnsentOlderThan(m: EntityManager, hours: number): Promise<void> {
    await m.query('DELETE FROM outbox_emails WHERE delivered_at IS NULL AND created_at < now() - make_interval(hours => $1)', [hours]);
  }

  /** Deletes delivered mail beyond the newest `keep`. */
  async deleteDeliveredBeyond(m: EntityManager, keep: number): Promise<void> {
    await m.query(
      `DELETE FROM outbox_emails WHERE delivered_at IS NOT NULL AND id NOT IN (
         SELECT id FROM outbox_emails WHERE delivered_at IS NOT NULL ORDER BY delivered_at DESC LIMIT $1)`,
      [keep],
    );
  }
}
