import { Injectable, Logger } from '@nestjs/common';

export interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

const KEEP = 50;

/**
 * Without SMTP_URL (the embedded default) mail is not sent: the last messages are kept
 * here, shown at /api/dev/mailbox, and each is logged with its text (and so its links).
 */
@Injectable()
export class DevMailbox {
  private readonly logger = new Logger('DevMailbox');
  private readonly entries: MailboxEntry[] = [];

  deliver(entry: Omit<MailboxEntry, 'sentAt'>): void {
    this.entries.unshift({ ...entry, sentAt: new Date().toISOString() });
    this.entries.length = Math.min(this.entries.length, KEEP);
    this.logger.log(`Email to ${entry.to}: ${entry.subject}\n${entry.text}`);
  }

  list(): readonly MailboxEntry[] {
    return this.entries;
  }
}
