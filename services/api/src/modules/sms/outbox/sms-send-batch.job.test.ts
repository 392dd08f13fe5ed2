import { describe, expect, it, vi } from 'vitest';
import type { JobContext } from '../../../core/jobs/job.types';
import { SMS_SEND_BATCH_SIZE } from '../sms.types';
import type { SmsDelivery, SendOutcome } from './sms-delivery';
import { SmsSendBatchJob } from './sms-send-batch.job';

const context: JobContext = { jobId: 'sms-batch-x', runner: 'worker', attempt: 1, maxAttempts: 8 };
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('the send batch job', () => {
  it('hands its messages to the delivery as one batch and answers how many came to each outcome', async () => {
    const outcomes = new Map<string, SendOutcome>([
      [id(1), 'sent'],
      [id(2), 'sent'],
      [id(3), 'cancelled'],
    ]);
    const send = vi.fn(async () => outcomes);
    const job = new SmsSendBatchJob({ send } as unknown as SmsDelivery);
    expect(await job.handle({ companyId: 'c1', messageIds: [id(1), id(2), id(3)] }, context)).toEqual({ sent: 2, cancelled: 1 });
    expect(send).toHaveBeenCalledWith('c1', [id(1), id(2), id(3)], context, { batched: true });
  });

  it('refuses a payload that is not a batch of message ids, sending nothing', async () => {
    const send = vi.fn();
    const job = new SmsSendBatchJob({ send } as unknown as SmsDelivery);
    for (const messageIds of [[], ['not-an-id'], Array.from({ length: SMS_SEND_BATCH_SIZE + 1 }, (_, n) => id(n)), 'x' as unknown as string[]]) {
      await expect(job.handle({ companyId: 'c1', messageIds }, context)).rejects.toThrow(/message ids/);
    }
    expect(send).not.toHaveBeenCalled();
  });
});
