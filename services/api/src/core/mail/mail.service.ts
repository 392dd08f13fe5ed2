import { Injectable, Logger } from '@nestjs/common';
import { JobDispatcher } from '../jobs/job-dispatcher';
import { QUEUE_NAMES } from '../jobs/queue-names';
import { EmailOutbox } from './email-outbox';
import { EMAIL_SEND_JOB, type EmailSendPayload, type OutgoingEmail } from './mail.types';
import { loggableError } from '../logging/loggable-error';

/** Queues email: the request never waits for SMTP, and a slow mail server never fails it. */
@Injectable()
export class MailService {
  private readonly logger = new Logger('MailService');

  constructor(
    private readonly jobs: JobDispatcher,
    private readonly outbox: EmailOutbox,
  ) {}

  async send(email: OutgoingEmail): Promise<void> {
    const emailId = await this.outbox.add(email);
    try {
      await this.jobs.dispatch<EmailSendPayload>(QUEUE_NAMES.email, EMAIL_SEND_JOB, { companyId: email.companyId, emailId });
    } catch (error) {
      await this.outbox.remove(emailId).catch(() => undefined);
      this.logger.error({ err: loggableError(error), to: email.to }, 'Could not queue an email');
      throw error;
    }
  }
}
