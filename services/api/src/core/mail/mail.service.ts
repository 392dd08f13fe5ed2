import { Injectable, Logger } from '@nestjs/common';
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

  constructor(
    private readonly jobs: JobDispatcher,
    private readonly db: TenantDb,
    private readonly outbox: EmailOutboxRepository,
  ) {}

  /**
   * Stores the mail and queues its job. A queue that is down does not fail the caller: the
   * mail waits in the outbox and the mail sweep queues it once the queue is back.
   */
  async send(email: OutgoingEmail): Promise<void> {
    const emailId = await this.db.platform(async (m) => {
      await this.outbox.deleteUnsentOlderThan(m, UNSENT_KEEP_HOURS);
      return this.outbox.insert(m, email);
    });
    try {
      await this.jobs.dispatch<EmailSendPayload>(QUEUE_NAMES.email, EMAIL_SEND_JOB, { companyId: email.companyId, emailId }, { jobId: emailJobId(emailId) });
    } catch (error) {
      this.logger.warn({ err: loggableError(error), to: email.to }, 'Could not queue an email; the mail sweep will queue it');
    }
  }

  /** Development: the mail kept in the mailbox, newest first. */
  mailbox(): Promise<OutboxEmail[]> {
    return this.db.platform((m) => this.outbox.listDelivered(m, MAILBOX_KEEP));
  }
}
