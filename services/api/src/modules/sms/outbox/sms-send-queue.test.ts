import { describe, expect, it } from 'vitest';
import { SMS_SEND_BATCH_JOB, SMS_SEND_BATCH_SIZE, SMS_SEND_JOB } from '../sms.types';
import { sendBatchJobsFor, sendJobFor } from './sms-send-queue';

const NOW = new Date('2026-11-27T12:00:00Z');
const LATER = new Date('2026-11-28T13:00:00Z');

const message = (index: number, company = 'c1', held: Date | null = null) => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  company_id: company,
  idempotency_key: `key-${index}`,
  status: held ? ('held' as const) : ('queued' as const),
  send_after: held,
});

describe('send jobs for stored messages', () => {
  it('queues a batch job per SMS_SEND_BATCH_SIZE messages, in order, named by its first message', () => {
    const messages = Array.from({ length: 2 * SMS_SEND_BATCH_SIZE + 3 }, (_, index) => message(index));
    const jobs = sendBatchJobsFor(messages, NOW);
    expect(jobs.map((job) => job.payload.messageIds.length)).toEqual([SMS_SEND_BATCH_SIZE, SMS_SEND_BATCH_SIZE, 3]);
    expect(jobs.flatMap((job) => job.payload.messageIds)).toEqual(messages.map((m) => m.id));
    expect(jobs.every((job) => job.name === SMS_SEND_BATCH_JOB && job.payload.companyId === 'c1')).toBe(true);
    expect(jobs.map((job) => job.options)).toEqual([
      { jobId: `sms-batch-${messages[0]?.id}` },
      { jobId: `sms-batch-${messages[SMS_SEND_BATCH_SIZE]?.id}` },
      { jobId: `sms-batch-${messages[2 * SMS_SEND_BATCH_SIZE]?.id}` },
    ]);
  });

  it('keeps companies apart, and holds messages held for the window until it opens, under an id of their own', () => {
    const jobs = sendBatchJobsFor([message(1, 'c1'), message(2, 'c2'), message(3, 'c1', LATER), message(4, 'c1')], NOW);
    expect(jobs.map((job) => [job.payload.companyId, job.payload.messageIds.map((id) => id.slice(-1)), job.options])).toEqual([
      ['c1', ['1', '4'], { jobId: `sms-batch-${message(1).id}` }],
      ['c2', ['2'], { jobId: `sms-batch-${message(2).id}` }],
      ['c1', ['3'], { jobId: `sms-batch-held-${message(3).id}-${LATER.getTime()}`, delayMs: LATER.getTime() - NOW.getTime() }],
    ]);
  });

  it('queues nothing for no messages', () => {
    expect(sendBatchJobsFor([], NOW)).toEqual([]);
  });

  it('still queues one job per message where a batch is not asked for', () => {
    expect(sendJobFor(message(7), NOW)).toEqual({
      name: SMS_SEND_JOB,
      payload: { companyId: 'c1', messageId: message(7).id, idempotencyKey: 'key-7' },
      options: { jobId: `sms-${message(7).id}` },
    });
  });
});
