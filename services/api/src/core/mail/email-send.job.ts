import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig, type MailMode } from '../config/app-config';
import { JobRegistry } from '../jobs/job-registry';
import type { JobHandler } from '../jobs/job.types';
import { QUEUE_NAMES } from '../jobs/queue-names';
import { EmailOutbox } from './email-outbox';
import { EMAIL_SEND_JOB, type EmailSendPayload } from './mail.types';

type Outcome = { delivered: MailMode | 'gone' };

/**
 * Sends one outbox email over SMTP, or keeps it for the development mailbox, or (production
 * without SMTP_URL) drops it. Only the recipient and subject are ever logged: a mail's
 * text may hold a sign-in link.
 */
@Injectable()
export class EmailSendJob implements JobHandler<EmailSendPayload, Outcome>, OnModuleInit, OnModuleDestroy {
  readonly queue = QUEUE_NAMES.email;
  readonly name = EMAIL_SEND_JOB;
  private readonly logger = new Logger('Email');
  private readonly transport: Transporter | null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly registry: JobRegistry,
    private readonly outbox: EmailOutbox,
  ) {
    this.transport = config.mail.smtpUrl ? nodemailer.createTransport(config.mail.smtpUrl) : null;
  }

  onModuleInit(): void {
    this.registry.register(this);
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }

  async handle(payload: EmailSendPayload): Promise<Outcome> {
    const email = await this.outbox.pending(payload.emailId);
    if (!email) return { delivered: 'gone' };
    if (this.transport) {
      await this.transport.sendMail({ from: this.config.mail.from, to: email.to, subject: email.subject, text: email.text });
      await this.outbox.remove(email.id);
      return { delivered: 'smtp' };
    }
    if (this.config.mail.mode === 'dev-mailbox') {
      await this.outbox.keepInMailbox(email.id);
      this.logger.log(`Email to ${email.to} ("${email.subject}") is in the development mailbox`);
      return { delivered: 'dev-mailbox' };
    }
    await this.outbox.remove(email.id);
    this.logger.warn(`Email to ${email.to} ("${email.subject}") was not sent: mail is off (no SMTP_URL)`);
    return { delivered: 'off' };
  }
}
