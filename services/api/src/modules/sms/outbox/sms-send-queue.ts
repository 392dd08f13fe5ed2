import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../core/clock/clock';
import { JobDispatcher } from '../../../core/jobs/job-dispatcher';
import type { JobRequest } from '../../../core/jobs/job.types';
import { QUEUE_NAMES } from '../../../core/jobs/queue-names';
import { loggableError } from '../../../core/logging/loggable-error';
import { SmsEvents } from './sms-events';
import type { SmsMessageRow } from './sms-messages.repository';
import { SMS_SEND_JOB, type SmsSendPayload } from '../sms.types';

/** The job that sends a stored message: `sms-<id>` now, or `sms-held-<id>` when the window opens (a sweep's `sms-<id>` is never blocked by it). */
export function sendJobFor(message: Pick<SmsMessageRow, 'id' | 'company_id' | 'idempotency_key' | 'status' | 'send_after'>, now: Date): JobRequest<SmsSendPayload> {
  const payload = { companyId: message.company_id, messageId: message.id, idempotencyKey: message.idempotency_key ?? message.id };
  return message.status === 'held' && message.send_after
    ? { name: SMS_SEND_JOB, payload, options: { jobId: `sms-held-${message.id}`, delayMs: message.send_after.getTime() - now.getTime() } }
    : { name: SMS_SEND_JOB, payload, options: { jobId: `sms-${message.id}` } };
}

/** Puts stored messages on the send queue: one SmsSendJob each (see `sendJobFor`). */
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
  async release(messages: SmsMessageRow[]): Promise<void> {
    if (messages.length === 0) return;
    try {
      await this.enqueue(messages);
    } catch (error) {
      this.logger.error({ err: loggableError(error), count: messages.length }, 'Could not queue SMS jobs; the sweep will queue them');
    }
    await this.events.changed(messages);
  }

  /** Queues the messages' jobs; fails when the queue does. */
  async enqueue(messages: SmsMessageRow[]): Promise<void> {
    const now = this.clock.now();
    await this.jobs.dispatchMany(
      QUEUE_NAMES.smsSend,
      messages.map((message) => sendJobFor(message, now)),
    );
  }
}
