import { Inject, Logger, type OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig, type MailMode } from '../config/app-config';
import { JobHandlerFor } from '../jobs/job-handler.decorator';
import type { JobHandler } from '../jobs/job.types';
import { QUEUE_NAMES } from '../jobs/queue-names';
import { TenantDb } from '../tenancy/tenant-db';
import { EmailOutboxRepository } from './email-outbox.repository';
import { EMAIL_SEND_JOB, MAILBOX_KEEP, type EmailSendPayload } from './mail.types';

type Outcome = { delivered: MailMode | 'gone' };

/**
 * Sends one outbox email over SMTP, or keeps it for the development mailbox, or (production
 * without SMTP_URL) drops it. Only the recipient and subject are ever logged: a mail's
 * text may hold a sign-in link. A row is deleted once sent over SMTP; in development it is
 * kept (marked delivered) as the mailbox's content, so the API and a separate worker
 * process show the same mail.
 */
@JobHandlerFor(QUEUE_NAMES.email, EMAIL_SEND_JOB)
export class EmailSendJob implements JobHandler<EmailSendPayload, Outcome>, OnModuleDestroy {
  private readonly logger = new Logger('Email');
  private readonly transport: Transporter | null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: TenantDb,
    private readonly outbox: EmailOutboxRepository,
  ) {
    this.transport = config.mail.smtpUrl ? nodemailer.createTransport(config.mail.smtpUrl) : null;
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }

  async handle(payload: EmailSendPayload): Promise<Outcome> {
    const email = await this.db.platform((m) => this.outbox.findPending(m, payload.emailId));
    if (!email) return { delivered: 'gone' };
    if (this.transport) {
      await this.transport.sendMail({ from: this.config.mail.from, to: email.to, subject: email.subject, text: email.text });
      await this.remove(email.id);
      return { delivered: 'smtp' };
    }
    if (this.config.mail.mode === 'dev-mailbox') {
      await this.keepInMailbox(email.id);
      this.logger.log(`Email to ${email.to} ("${email.subject}") is in the development mailbox`);
      return { delivered: 'dev-mailbox' };
    }
    await this.remove(email.id);
    this.logger.warn(`Email to ${email.to} ("${email.subject}") was not sent: mail is off (no SMTP_URL)`);
    return { delivered: 'off' };
  }

  private remove(id: string): Promise<void> {
    return this.db.platform((m) => this.outbox.delete(m, id));
  }

  /** Development: keeps the mail as delivered to the mailbox, and only the newest ones. */
  private keepInMailbox(id: string): Promise<void> {
    return this.db.platform(async (m) => {
      await this.outbox.markDelivered(m, id);
      await this.outbox.deleteDeliveredBeyond(m, MAILBOX_KEEP);
    });
  }
}
