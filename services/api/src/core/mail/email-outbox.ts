import { Injectable } from '@nestjs/common';
import { TenantDb } from '../tenancy/tenant-db';
import type { OutgoingEmail } from './mail.types';

export interface OutboxEmail extends OutgoingEmail {
  id: string;
  createdAt: Date;
}

interface OutboxRow {
  id: string;
  company_id: string | null;
  to_address: string;
  subject: string;
  body: string;
  created_at: Date;
}

/** Mail the development mailbox keeps to show. */
const MAILBOX_KEEP = 50;
/** A mail not sent within a day (its links long expired) is dropped. */
const UNSENT_KEEP_HOURS = 24;

const toEmail = (row: OutboxRow): OutboxEmail => ({
  id: row.id,
  companyId: row.company_id,
  to: row.to_address,
  subject: row.subject,
  text: row.body,
  createdAt: row.created_at,
});

/**
 * Mail waiting to be sent, in Postgres: the send job carries only a row's id. A row is
 * deleted once sent over SMTP; in development it is kept (marked delivered) as the
 * mailbox's content, so the API and a separate worker process show the same mail.
 */
@Injectable()
export class EmailOutbox {
  constructor(private readonly db: TenantDb) {}

  async add(email: OutgoingEmail): Promise<string> {
    return this.db.platform(async (m) => {
      await m.query(`DELETE FROM outbox_emails WHERE delivered_at IS NULL AND created_at < now() - make_interval(hours => $1)`, [
        UNSENT_KEEP_HOURS,
      ]);
      const [row] = (await m.query(
        'INSERT INTO outbox_emails (company_id, to_address, subject, body) VALUES ($1, $2, $3, $4) RETURNING id',
        [email.companyId, email.to, email.subject, email.text],
      )) as { id: string }[];
      if (!row) throw new Error('The outbox did not store the email');
      return row.id;
    });
  }

  async pending(id: string): Promise<OutboxEmail | null> {
    const [row] = (await this.db.platform((m) =>
      m.query('SELECT id, company_id, to_address, subject, body, created_at FROM outbox_emails WHERE id = $1 AND delivered_at IS NULL', [
        id,
      ]),
    )) as OutboxRow[];
    return row ? toEmail(row) : null;
  }

  async remove(id: string): Promise<void> {
    await this.db.platform((m) => m.query('DELETE FROM outbox_emails WHERE id = $1', [id]));
  }

  /** Development: keeps the mail as delivered to the mailbox, and only the newest ones. */
  async keepInMailbox(id: string): Promise<void> {
    await this.db.platform(async (m) => {
      await m.query('UPDATE outbox_emails SET delivered_at = now() WHERE id = $1', [id]);
      await m.query(
        `DELETE FROM outbox_emails WHERE delivered_at IS NOT NULL AND id NOT IN (
           SELECT id FROM outbox_emails WHERE delivered_at IS NOT NULL ORDER BY delivered_at DESC LIMIT $1)`,
        [MAILBOX_KEEP],
      );
    });
  }

  async mailbox(): Promise<OutboxEmail[]> {
    const rows = (await this.db.platform((m) =>
      m.query(
        `SELECT id, company_id, to_address, subject, body, created_at FROM outbox_emails
         WHERE delivered_at IS NOT NULL ORDER BY delivered_at DESC LIMIT $1`,
        [MAILBOX_KEEP],
      ),
    )) as OutboxRow[];
    return rows.map(toEmail);
  }
}
