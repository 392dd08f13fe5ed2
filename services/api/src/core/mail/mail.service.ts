import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { RateLimiter, type RateLimitRule } from '../security/rate-limiter';
import { JobDispatcher } from '../jobs/job-dispatcher';
import { QUEUE_NAMES } from '../jobs/queue-names';
import { TenantDb } from '../tenancy/tenant-db';
import { EmailOutboxRepository, type OutboxEmail } from './email-outbox.repository';
import { EMAIL_SEND_JOB, emailJobId, MAILBOX_KEEP, type EmailSendPayload, type OutgoingEmail } from './mail.types';
import { loggableError } from '../logging/loggable-error';

/** A mail not sent within a day (its links long expired) is dropped. */
export const UNSENT_KEEP_HOURS = 24;

/**
 * Queues email: the request never waits for SMTP, and a slow mail server never fails it.
 * The mail itself waits in the outbox; the job names only its row.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('MailService');
  private readonly perRecipient: RateLimitRule;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly limiter: RateLimiter,
    private readonly jobs: JobDispatcher,
    private readonly db: TenantDb,
    private readonly outbox: EmailOutboxRepository,
  ) {
    this.perRecipient = { name: 'mail-recipient', limit: config.mail.perRecipientPerHour, windowSeconds: 3600 };
  }

  /**
   * Stores the mail and queues its job, and answers whether it did. A queue that is down does
   * not fail the caller: the mail waits in the outbox and the mail sweep queues it once the
   * queue is back. Every mail to one address counts against MAIL_RECIPIENT_RATE_LIMIT an hour,
   * whichever route sends it; past it the mail is dropped, never refused, so that no answer
   * tells whether a mail went out (and so whether the address has an account).
   */
  async send(email: OutgoingEmail): Promise<boolean> {
    if (!(await this.limiter.tryConsume(this.perRecipient, email.to.trim().toLowerCase()))) {
      this.logger.warn({ to: email.to }, 'Mail limit of this address reached: mail dropped');
      return false;
    }
    const emailId = await this.db.platform(async (m) => {
      await this.outbox.deleteUnsentOlderThan(m, UNSENT_KEEP_HOURS);
      return this.outbox.insert(m, email);
    });
    try {
      await this.jobs.dispatch<EmailSendPayload>(QUEUE_NAMES.email, EMAIL_SEND_JOB, { companyId: email.companyId, emailId }, { jobId: emailJobId(emailId) });
    } catch (error) {
      this.logger.warn({ err: loggableError(error), to: email.to }, 'Could not queue an email; the mail sweep will queue it');
    }
    return true;
  }

  /** Development: the mail kept in the mailbox, newest first. */
  mailbox(): Promise<OutboxEmail[]> {
    return this.db.platform((m) => this.outbox.listDelivered(m, MAILBOX_KEEP));
  }
}
