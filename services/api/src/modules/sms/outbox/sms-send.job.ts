import { JobHandlerFor } from '../../../core/jobs/job-handler.decorator';
import type { JobContext, JobHandler } from '../../../core/jobs/job.types';
import { QUEUE_NAMES } from '../../../core/jobs/queue-names';
import { SMS_SEND_JOB, type SmsSendPayload } from '../sms.types';
import { SmsDelivery, type SendOutcome } from './sms-delivery';

/**
 * Sends one stored message (a reply, a reminder, a message the sweep queued again), with at
 * most one provider call whatever happens to the job: see SmsDelivery.
 */
@JobHandlerFor(QUEUE_NAMES.smsSend, SMS_SEND_JOB)
export class SmsSendJob implements JobHandler<SmsSendPayload, { outcome: SendOutcome }> {
  constructor(private readonly delivery: SmsDelivery) {}

  async handle({ companyId, messageId }: SmsSendPayload, context: JobContext): Promise<{ outcome: SendOutcome }> {
    const outcomes = await this.delivery.send(companyId, [messageId], context, { batched: false });
    return { outcome: outcomes.get(messageId) ?? 'gone' };
  }
}
