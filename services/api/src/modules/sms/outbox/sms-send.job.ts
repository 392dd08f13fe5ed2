import { Logger } from '@nestjs/common';
import { Clock } from '../../../core/clock/clock';
import { JobHandlerFor } from '../../../core/jobs/job-handler.decorator';
import type { JobContext, JobHandler } from '../../../core/jobs/job.types';
import { QUEUE_NAMES } from '../../../core/jobs/queue-names';
import { TenantDb } from '../../../core/tenancy/tenant-db';
import { SmsProvider, SmsProviderError, UNKNOWN_OUTCOME_PREFIX, type SmsSender } from '../providers/sms-provider';
import { TWILIO_TIMEOUT_MS } from '../providers/twilio-sms-provider';
import { SmsEvents } from './sms-events';
import { SmsMessagesRepository, type SmsMessageRow } from './sms-messages.repository';
import { SmsNumbersRepository } from '../numbers/sms-numbers.repository';
import { SmsOutbox } from './sms-outbox.service';
import { SmsSendQueue } from './sms-send-queue';
import { SettledCampaignMessages } from './settled-campaign-messages';
import { SMS_SEND_JOB, type SmsSendPayload } from '../sms.types';
import { MediaService } from '../../media/media.service';

/**
 * How long a send attempt holds a message before another may decide about it: longer than
 * the slowest provider call can take. Only for providers without idempotency keys.
 */
export const SENDING_LEASE_MS = 4 * TWILIO_TIMEOUT_MS;

type Outcome = 'sent' | 'failed' | 'cancelled' | 'held' | 'not-due' | 'done' | 'gone';

type Decision =
  | { kind: 'claimed'; message: SmsMessageRow; from: SmsSender }
  | { kind: 'in-progress' }
  | { kind: 'ended'; outcome: Outcome; message?: SmsMessageRow };

export const OPTED_OUT_REASON = 'The number opted out (STOP) before it was sent';
export const NO_NUMBER_REASON = 'The company has no texting number of its own';

/**
 * Sends one stored message, with at most one provider call per message whatever happens to
 * the job (run twice, worker killed mid-send):
 * - the message is locked and claimed (queued → sending) in a transaction, which also
 *   re-checks the opt-out and the marketing window right before the call, and reads the
 *   company's number it goes out from (a company without one fails it);
 * - the provider call carries the message's idempotency key. A provider that honours it
 *   (the simulator) may be called again for a message left `sending` by a dead worker: it
 *   answers with the first call's message. Twilio has none, so a message left `sending` is
 *   never sent again: once its lease has run out it is marked failed, outcome unknown (a later
 *   delivery report from Twilio still corrects it);
 * - retryable errors (429, 5xx, no connection) put it back to queued and retry with back-off;
 *   the last failure, or a permanent one, marks it failed with the reason.
 * The transaction that writes a campaign message's final status (sent, failed, cancelled) also
 * tells SettledCampaignMessages, which ends the campaign when this was its last.
 * Only ids and outcomes are logged, never a number or a text.
 */
@JobHandlerFor(QUEUE_NAMES.smsSend, SMS_SEND_JOB)
export class SmsSendJob implements JobHandler<SmsSendPayload, { outcome: Outcome }> {
  private readonly logger = new Logger('SmsSend');

  constructor(
    private readonly db: TenantDb,
    private readonly messages: SmsMessagesRepository,
    private readonly numbers: SmsNumbersRepository,
    private readonly outbox: SmsOutbox,
    private readonly provider: SmsProvider,
    private readonly queue: SmsSendQueue,
    private readonly events: SmsEvents,
    private readonly settled: SettledCampaignMessages,
    private readonly clock: Clock,
    private readonly media: MediaService,
  ) {}

  async handle(payload: SmsSendPayload, context: JobContext): Promise<{ outcome: Outcome }> {
    const decision = await this.decide(payload);
    if (decision.kind === 'in-progress') {
      // Thrown so the queue tries again later, when the earlier attempt has finished or its lease has run out.
      throw new Error('An earlier attempt is still sending this message');
    }
    if (decision.kind === 'ended') {
      if (decision.message) await this.events.changed([decision.message]);
      if (decision.outcome === 'held' && decision.message) await this.queue.enqueue([decision.message]);
      return { outcome: decision.outcome };
    }
    return { outcome: await this.sendClaimed(decision.message, decision.from, context) };
  }

  private decide({ companyId, messageId }: SmsSendPayload): Promise<Decision> {
    const now = this.clock.now();
    return this.db.forCompany(companyId, async (m): Promise<Decision> => {
      const message = await this.messages.lockForSend(m, companyId, messageId);
      if (!message) return { kind: 'ended', outcome: 'gone' };
      const end = async (status: 'failed' | 'cancelled', reason: string, outcome: Outcome): Promise<Decision> => {
        if (await this.messages.finish(m, companyId, message.id, { status, reason, from: [message.status] }, now)) await this.settled.settled(m, [message]);
        return { kind: 'ended', outcome, message: { ...message, status, failure_reason: reason } };
      };
      switch (message.status) {
        case 'queued':
          break;
        case 'held':
          if (!message.send_after || message.send_after > now) return { kind: 'ended', outcome: 'not-due' };
          break;
        case 'sending':
          if (this.provider.idempotent) break;
          if (message.claimed_at && now.getTime() - message.claimed_at.getTime() < SENDING_LEASE_MS) return { kind: 'in-progress' };
          return end('failed', `${UNKNOWN_OUTCOME_PREFIX} an earlier attempt stopped mid-send; not sent again, since it may have gone out`, 'failed');
        default:
          return { kind: 'ended', outcome: 'done' };
      }
      const check = await this.outbox.checkBeforeSend(m, message, now);
      if (check === 'opted_out') return end('cancelled', OPTED_OUT_REASON, 'cancelled');
      if (check !== 'send') {
        await this.messages.hold(m, companyId, message.id, check.holdUntil, now);
        return { kind: 'ended', outcome: 'held', message: { ...message, status: 'held', send_after: check.holdUntil } };
      }
      // Read at the last moment: a company's texts go out from the number it has now, never another's.
      const from = await this.numbers.sender(m, companyId);
      if (!from) return end('failed', NO_NUMBER_REASON, 'failed');
      await this.messages.claim(m, companyId, message.id, now);
      return { kind: 'claimed', message, from };
    });
  }

  private async sendClaimed(message: SmsMessageRow, from: SmsSender, context: JobContext): Promise<Outcome> {
    const companyId = message.company_id;
    let failure: SmsProviderError;
    try {
      const providerMessageId = await this.provider.send({
        companyId,
        messageId: message.id,
        from,
        to: message.phone_e164,
        body: message.body,
        // An MMS: the provider fetches the photo through a signed link that expires.
        mediaUrl: message.media_id ? this.media.mmsUrl(companyId, message.media_id) : undefined,
        idempotencyKey: message.idempotency_key ?? message.id,
      });
      await this.db.forCompany(companyId, async (m) => {
        await this.messages.recordSent(m, companyId, message.id, providerMessageId, this.clock.now());
        await this.settled.settled(m, [message]);
      });
      await this.events.changed([message]);
      return 'sent';
    } catch (error) {
      if (error instanceof SmsProviderError) failure = error;
      // Anything else (a bug, the database) may have struck after the provider took it.
      else if (this.provider.idempotent) failure = new SmsProviderError('retryable', error instanceof Error ? error.message : String(error));
      else failure = new SmsProviderError('permanent', 'the send ended with an unexpected error', true);
    }
    const now = this.clock.now();
    if (failure.kind === 'retryable' && context.attempt < context.maxAttempts) {
      await this.db.forCompany(companyId, (m) =>
        this.messages.finish(m, companyId, message.id, { status: 'queued', reason: `Retrying: ${failure.message}`, from: ['sending'] }, now),
      );
      this.logger.warn(`SMS ${message.id}: attempt ${context.attempt} of ${context.maxAttempts} failed (${failure.kind}); retrying`);
      throw failure;
    }
    const reason = failure.outcomeUnknown ? `${UNKNOWN_OUTCOME_PREFIX} ${failure.message}` : failure.message;
    await this.db.forCompany(companyId, async (m) => {
      if (await this.messages.finish(m, companyId, message.id, { status: 'failed', reason, from: ['sending'] }, now)) await this.settled.settled(m, [message]);
    });
    this.logger.warn(`SMS ${message.id} failed (${failure.kind}) after ${context.attempt} attempt(s)`);
    await this.events.changed([message]);
    return 'failed';
  }
}
