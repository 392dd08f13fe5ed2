import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { JobRegistry } from '../jobs/job-registry';
import type { JobHandler } from '../jobs/job.types';
import { QUEUE_NAMES } from '../jobs/queue-names';
import { DevMailbox } from './dev-mailbox';
import { EMAIL_SEND_JOB, type EmailSendPayload } from './mail.types';

/** Sends one email over SMTP (SMTP_URL), or drops it in the development mailbox. */
@Injectable()
export class EmailSendJob implements JobHandler<EmailSendPayload, { delivered: 'smtp' | 'dev-mailbox' }>, OnModuleInit, OnModuleDestroy {
  readonly queue = QUEUE_NAMES.email;
  readonly name = EMAIL_SEND_JOB;
  private readonly transport: Transporter | null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly registry: JobRegistry,
    private readonly mailbox: DevMailbox,
  ) {
    this.transport = config.mail.smtpUrl ? nodemailer.createTransport(config.mail.smtpUrl) : null;
  }

  onModuleInit(): void {
    this.registry.register(this);
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }

  async handle(payload: EmailSendPayload): Promise<{ delivered: 'smtp' | 'dev-mailbox' }> {
    if (!this.transport) {
      this.mailbox.deliver({ to: payload.to, subject: payload.subject, text: payload.text });
      return { delivered: 'dev-mailbox' };
    }
    await this.transport.sendMail({ from: this.config.mail.from, to: payload.to, subject: payload.subject, text: payload.text });
    return { delivered: 'smtp' };
  }
}
