import { Injectable, Logger } from '@nestjs/common';
import { JobDispatcher } from '../jobs/job-dispatcher';
import { QUEUE_NAMES } from '../jobs/queue-names';
import { EMAIL_SEND_JOB, type EmailSendPayload } from './mail.types';

/** Queues email: the request never waits for SMTP, and a slow mail server never fails it. */
@Injectable()
export class MailService {
  private readonly logger = new Logger('MailService');

  constructor(private readonly jobs: JobDispatcher) {}

  async send(payload: EmailSendPayload): Promise<void> {
    try {
      await this.jobs.dispatch(QUEUE_NAMES.email, EMAIL_SEND_JOB, payload);
    } catch (error) {
      this.logger.error({ err: error, to: payload.to }, 'Could not queue an email');
      throw error;
    }
  }
}
