import { JobHandlerFor } from '../../../core/jobs/job-handler.decorator';
import type { JobContext, JobHandler } from '../../../core/jobs/job.types';
import { QUEUE_NAMES } from '../../../core/jobs/queue-names';
import { SMS_MESSAGE_ID, SMS_SEND_BATCH_JOB, SMS_SEND_BATCH_SIZE, type SmsSendBatchPayload } from '../sms.types';
import { SmsDelivery, type SendOutcome } from './sms-delivery';

/**
 * Sends a batch of one company's stored messages (a campaign's, queued by SmsSendQueue a
 * batch per job): one transaction claims them, the provider takes them (at once where it has
 * idempotency keys), one transaction records its answers. At most one provider call per
 * message whatever happens to the job, as for a single message: see SmsDelivery.
 */
@JobHandlerFor(QUEUE_NAMES.smsSend, SMS_SEND_BATCH_JOB)
export class SmsSendBatchJob implements JobHandler<SmsSendBatchPayload, Partial<Record<SendOutcome, number>>> {
  constructor(private readonly delivery: SmsDelivery) {}

  async handle({ companyId, messageIds }: SmsSendBatchPayload, context: JobContext): Promise<Partial<Record<SendOutcome, number>>> {
    if (!Array.isArray(messageIds) || messageIds.length < 1 || messageIds.length > SMS_SEND_BATCH_SIZE || !messageIds.every((id) => typeof id === 'string' && SMS_MESSAGE_ID.test(id))) {
      throw new Error(`A send batch names 1 to ${SMS_SEND_BATCH_SIZE} message ids`);
    }
    const outcomes = await this.delivery.send(companyId, messageIds, context, { batched: true });
    const counts: Partial<Record<SendOutcome, number>> = {};
    for (const outcome of outcomes.values()) counts[outcome] = (counts[outcome] ?? 0) + 1;
    return counts;
  }
}
