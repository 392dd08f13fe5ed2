import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../core/clock/clock';
import { JobDispatcher } from '../../../core/jobs/job-dispatcher';
import type { JobPayload, JobRequest } from '../../../core/jobs/job.types';
import { QUEUE_NAMES } from '../../../core/jobs/queue-names';
import { loggableError } from '../../../core/logging/loggable-error';
import { SmsEvents } from './sms-events';
import type { SmsMessageRow } from './sms-messages.repository';
import { SMS_SEND_BATCH_JOB, SMS_SEND_BATCH_SIZE, SMS_SEND_JOB, type SmsSendBatchPayload, type SmsSendPayload } from '../sms.types';

type QueuedMessage = Pick<SmsMessageRow, 'id' | 'company_id' | 'idempotency_key' | 'status' | 'send_after'>;

/** The job that sends a stored message: `sms-<id>` now, or `sms-held-<id>` when the window opens (a sweep's `sms-<id>` is never blocked by it). */
export function sendJobFor(message: QueuedMessage, now: Date): JobRequest<SmsSendPayload> {
  const payload = { companyId: message.company_id, messageId: message.id, idempotencyKey: message.idempotency_key ?? message.id };
  return message.status === 'held' && message.send_after
    ? { name: SMS_SEND_JOB, payload, options: { jobId: `sms-held-${message.id}`, delayMs: message.send_after.getTime() - now.getTime() } }
    : { name: SMS_SEND_JOB, payload, options: { jobId: `sms-${message.id}` } };
}

/**
 * The jobs that send stored messages in batches (a campaign's): one `sms-send-batch` job per
 * `SMS_SEND_BATCH_SIZE` messages of a company due at the same moment, in the order given.
 * `sms-batch-<first id>` now; held ones wait for the window as `sms-batch-held-<first id>-<when>`.
 */
export function sendBatchJobsFor(messages: readonly QueuedMessage[], now: Date): JobRequest<SmsSendBatchPayload>[] {
  const groups = new Map<string, { companyId: string; sendAfter: Date | null; ids: string[] }>();
  for (const message of messages) {
    const sendAfter = message.status === 'held' && message.send_after ? message.send_after : null;
    const key = `${message.company_id} ${sendAfter?.getTime() ?? 'now'}`;
    const group = groups.get(key) ?? { companyId: message.company_id, sendAfter, ids: [] };
    group.ids.push(message.id);
    groups.set(key, group);
  }
  const jobs: JobRequest<SmsSendBatchPayload>[] = [];
  for (const { companyId, sendAfter, ids } of groups.values()) {
    for (let start = 0; start < ids.length; start += SMS_SEND_BATCH_SIZE) {
      const messageIds = ids.slice(start, start + SMS_SEND_BATCH_SIZE);
      const first = messageIds[0] ?? '';
      jobs.push({
        name: SMS_SEND_BATCH_JOB,
        payload: { companyId, messageIds },
        options: sendAfter
          ? { jobId: `sms-batch-held-${first}-${sendAfter.getTime()}`, delayMs: sendAfter.getTime() - now.getTime() }
          : { jobId: `sms-batch-${first}` },
      });
    }
  }
  return jobs;
}

/** Puts stored messages on the send queue: one SmsSendJob each (see `sendJobFor`), or a SmsSendBatchJob per batch (`sendBatchJobsFor`). */
@Injectable()
export class SmsSendQueue {
  private readonly logger = new Logger('SmsSendQueue');

  constructor(
    private readonly jobs: JobDispatcher,
    private readonly events: SmsEvents,
    private readonly clock: Clock,
  ) {}

  /**
   * Queues the jobs of messages just stored and tells the screens. A queue that is down does
   * not fail the caller: the messages wait, stored, and the sweep queues them once it is back.
   */
  async release(messages: SmsMessageRow[], options: { batched?: boolean } = {}): Promise<void> {
    if (messages.length === 0) return;
    try {
      await this.enqueue(messages, options);
    } catch (error) {
      this.logger.error({ err: loggableError(error), count: messages.length }, 'Could not queue SMS jobs; the sweep will queue them');
    }
    await this.events.changed(messages);
  }

  /** Queues the messages' jobs, in one round trip; fails when the queue does. */
  async enqueue(messages: readonly QueuedMessage[], options: { batched?: boolean } = {}): Promise<void> {
    const now = this.clock.now();
    const jobs: JobRequest<JobPayload>[] = options.batched ? sendBatchJobsFor(messages, now) : messages.map((message) => sendJobFor(message, now));
    await this.jobs.dispatchMany(QUEUE_NAMES.smsSend, jobs);
  }
}
