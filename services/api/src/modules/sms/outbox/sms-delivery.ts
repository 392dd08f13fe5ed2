import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../core/clock/clock';
import type { JobContext } from '../../../core/jobs/job.types';
import { TenantDb } from '../../../core/tenancy/tenant-db';
import { MediaService } from '../../media/media.service';
import { SmsNumbersRepository } from '../numbers/sms-numbers.repository';
import { SmsProvider, SmsProviderError, UNKNOWN_OUTCOME_PREFIX, type SmsSendAnswer, type SmsSender } from '../providers/sms-provider';
import { TWILIO_TIMEOUT_MS } from '../providers/twilio-sms-provider';
import { SettledCampaignMessages } from './settled-campaign-messages';
import { SmsEvents } from './sms-events';
import type { SmsMessageRow } from './sms-messages.repository';
import { SmsOutbox } from './sms-outbox.service';
import { SmsSendQueue } from './sms-send-queue';
import { SmsSendingRepository, type MessageEnding, type MessageSent } from './sms-sending.repository';

/**
 * How long a send attempt holds a message before another may decide about it: longer than
 * the slowest provider call can take. Only for providers without idempotency keys.
 */
export const SENDING_LEASE_MS = 4 * TWILIO_TIMEOUT_MS;

export const OPTED_OUT_REASON = 'The number opted out (STOP) before it was sent';
export const NO_NUMBER_REASON = 'The company has no texting number of its own';
const LEFT_MID_SEND_REASON = `${UNKNOWN_OUTCOME_PREFIX} an earlier attempt stopped mid-send; not sent again, since it may have gone out`;

/** What became of one message in a send job. */
export type SendOutcome = 'sent' | 'failed' | 'cancelled' | 'held' | 'not-due' | 'done' | 'gone' | 'in-progress' | 'retrying';

/** A message the decision ends (failed, cancelled) without a provider call. */
interface Ending {
  message: SmsMessageRow;
  status: 'failed' | 'cancelled';
  reason: string;
}

interface Decided {
  claimed: SmsMessageRow[];
  from: SmsSender | null;
  /** Messages whose status the decision changed, as they are now: for the screens. */
  changed: SmsMessageRow[];
  held: SmsMessageRow[];
}

/**
 * Sends stored messages of one company, one or a batch (the send jobs' work), with at most
 * one provider call per message whatever happens to the job (run twice, worker killed mid-send):
 * - one transaction locks the messages and claims those to send (queued → sending), after
 *   re-checking the opt-outs and the marketing window right before the call and reading the
 *   company's number they go out from (a company without one fails them);
 * - the provider calls carry each message's idempotency key. A provider that honours it (the
 *   simulator) takes a whole batch claimed at once, and may be called again for messages left
 *   `sending` by a dead worker: it answers with the first call's message. Twilio has none, so
 *   its messages are claimed and sent one at a time, and one left `sending` is never sent
 *   again: once its lease has run out it is marked failed, outcome unknown (a later delivery
 *   report from Twilio still corrects it);
 * - one transaction records what the provider answered: sent; failed with the reason; or, for
 *   a retryable error (429, 5xx, no connection) while the job has attempts left, back to queued
 *   with the messages the batch had not tried yet, and the job throws to be retried with back-off.
 * The transactions that write a campaign message's final status (sent, failed, cancelled) also
 * tell SettledCampaignMessages, which ends the campaign when this was its last.
 * Only ids and outcomes are logged, never a number or a text.
 */
@Injectable()
export class SmsDelivery {
  private readonly logger = new Logger('SmsSend');

  constructor(
    private readonly db: TenantDb,
    private readonly sending: SmsSendingRepository,
    private readonly numbers: SmsNumbersRepository,
    private readonly outbox: SmsOutbox,
    private readonly provider: SmsProvider,
    private readonly queue: SmsSendQueue,
    private readonly events: SmsEvents,
    private readonly settled: SettledCampaignMessages,
    private readonly clock: Clock,
    private readonly media: MediaService,
  ) {}

  /**
   * Sends the company's messages `ids`; each one's outcome. Held ones get a job for when the
   * window opens (a batch's, with `batched`). Throws, once the rest is recorded, when some must
   * be tried again: a retryable failure with attempts left, or a message an earlier attempt still holds.
   */
  async send(companyId: string, ids: readonly string[], context: JobContext, options: { batched: boolean }): Promise<Map<string, SendOutcome>> {
    const unique = [...new Set(ids)];
    const outcomes = new Map<string, SendOutcome>();
    const round = this.provider.idempotent ? Math.max(unique.length, 1) : 1;
    let retry: SmsProviderError | null = null;
    for (let start = 0; start < unique.length && !retry; start += round) {
      const decided = await this.decide(companyId, unique.slice(start, start + round), outcomes);
      if (decided.changed.length > 0) await this.events.changed(decided.changed);
      if (decided.held.length > 0) await this.queue.enqueue(decided.held, options);
      if (decided.from && decided.claimed.length > 0) retry = await this.deliver(companyId, decided.claimed, decided.from, context, outcomes);
    }
    if (retry) throw retry;
    // Thrown so the queue tries again later, when the earlier attempt has finished or its lease has run out.
    if ([...outcomes.values()].includes('in-progress')) throw new Error(`An earlier attempt is still sending ${unique.length === 1 ? 'this message' : 'some of these messages'}`);
    return outcomes;
  }

  private decide(companyId: string, ids: string[], outcomes: Map<string, SendOutcome>): Promise<Decided> {
    const now = this.clock.now();
    return this.db.forCompany(companyId, async (m): Promise<Decided> => {
      for (const id of ids) outcomes.set(id, 'gone');
      const candidates: SmsMessageRow[] = [];
      const endings: Ending[] = [];
      for (const message of await this.sending.lockForSend(m, companyId, ids)) {
        const decision = this.decideByStatus(message, now);
        if (decision === 'candidate') candidates.push(message);
        else if (decision === 'left-mid-send') endings.push({ message, status: 'failed', reason: LEFT_MID_SEND_REASON });
        else outcomes.set(message.id, decision);
      }
      const checks = candidates.length > 0 ? await this.outbox.checkBeforeSend(m, companyId, candidates, now) : new Map();
      const ready: SmsMessageRow[] = [];
      const held: SmsMessageRow[] = [];
      for (const message of candidates) {
        const check = checks.get(message.id) ?? 'send';
        if (check === 'opted_out') endings.push({ message, status: 'cancelled', reason: OPTED_OUT_REASON });
        else if (check === 'send') ready.push(message);
        else held.push({ ...message, status: 'held', send_after: check.holdUntil });
      }
      // Read at the last moment: a company's texts go out from the number it has now, never another's.
      const from = ready.length > 0 ? await this.numbers.sender(m, companyId) : null;
      if (!from) for (const message of ready.splice(0)) endings.push({ message, status: 'failed', reason: NO_NUMBER_REASON });

      const changed = await this.sending.finish(
        m,
        companyId,
        endings.map((ending) => ({ id: ending.message.id, status: ending.status, reason: ending.reason, from: ending.message.status })),
        now,
      );
      await this.settled.settled(m, endings.filter((ending) => changed.has(ending.message.id)).map((ending) => ending.message));
      for (const holdUntil of new Set(held.map((message) => message.send_after?.getTime()))) {
        const until = held.filter((message) => message.send_after?.getTime() === holdUntil);
        if (holdUntil !== undefined) await this.sending.hold(m, companyId, until.map((message) => message.id), new Date(holdUntil), now);
      }
      await this.sending.claim(m, companyId, ready.map((message) => message.id), now);

      for (const ending of endings) outcomes.set(ending.message.id, ending.status);
      for (const message of held) outcomes.set(message.id, 'held');
      const ended = endings.map((ending): SmsMessageRow => ({ ...ending.message, status: ending.status, failure_reason: ending.reason }));
      return { claimed: ready, from, changed: [...ended, ...held], held };
    });
  }

  /** What a locked message's status says: a candidate to send, left as it is (with why), or left `sending` by an attempt whose outcome nobody knows. */
  private decideByStatus(message: SmsMessageRow, now: Date): 'candidate' | 'left-mid-send' | 'not-due' | 'in-progress' | 'done' {
    switch (message.status) {
      case 'queued':
        return 'candidate';
      case 'held':
        return !message.send_after || message.send_after > now ? 'not-due' : 'candidate';
      case 'sending':
        if (this.provider.idempotent) return 'candidate';
        if (message.claimed_at && now.getTime() - message.claimed_at.getTime() < SENDING_LEASE_MS) return 'in-progress';
        return 'left-mid-send';
      default:
        return 'done';
    }
  }

  /**
   * Hands the claimed messages to the provider and records its answers in one transaction. The
   * retryable failure the job is to throw (the messages it stopped are queued again), if any.
   */
  private async deliver(
    companyId: string,
    claimed: SmsMessageRow[],
    from: SmsSender,
    context: JobContext,
    outcomes: Map<string, SendOutcome>,
  ): Promise<SmsProviderError | null> {
    let answers: SmsSendAnswer[];
    try {
      answers = await this.provider.sendMany(
        claimed.map((message) => ({
          companyId,
          messageId: message.id,
          from,
          to: message.phone_e164,
          body: message.body,
          // An MMS: the provider fetches the photo through a signed link that expires.
          mediaUrl: message.media_id ? this.media.mmsUrl(companyId, message.media_id) : undefined,
          idempotencyKey: message.idempotency_key ?? message.id,
        })),
      );
    } catch (error) {
      // Nobody can tell which of them the provider took: each is answered with the error.
      answers = claimed.map(() => ({ ok: false, error }));
    }
    const lastAttempt = context.attempt >= context.maxAttempts;
    const sent: MessageSent[] = [];
    const endings: MessageEnding[] = [];
    const settled: SmsMessageRow[] = [];
    const untried: SmsMessageRow[] = [];
    let stop: SmsProviderError | null = null;
    for (const [index, message] of claimed.entries()) {
      const answer = answers[index];
      if (!answer) {
        untried.push(message);
        continue;
      }
      if (answer.ok) {
        sent.push({ id: message.id, providerMessageId: answer.providerMessageId });
        settled.push(message);
        outcomes.set(message.id, 'sent');
        continue;
      }
      const failure = this.failureOf(answer.error);
      if (failure.kind === 'retryable' && !lastAttempt) {
        stop ??= failure;
        endings.push({ id: message.id, status: 'queued', reason: `Retrying: ${failure.message}`, from: 'sending' });
        outcomes.set(message.id, 'retrying');
        this.logger.warn(`SMS ${message.id}: attempt ${context.attempt} of ${context.maxAttempts} failed (${failure.kind}); retrying`);
        continue;
      }
      stop ??= failure.kind === 'retryable' ? failure : null;
      endings.push({ id: message.id, status: 'failed', reason: failure.outcomeUnknown ? `${UNKNOWN_OUTCOME_PREFIX} ${failure.message}` : failure.message, from: 'sending' });
      settled.push(message);
      outcomes.set(message.id, 'failed');
      this.logger.warn(`SMS ${message.id} failed (${failure.kind}) after ${context.attempt} attempt(s)`);
    }
    // Not tried: the provider never saw them. They wait, queued, for the job's next attempt.
    const reason = `Retrying: ${stop?.message ?? 'an earlier message of the batch failed'}`;
    for (const message of untried) {
      endings.push({ id: message.id, status: 'queued', reason, from: 'sending' });
      outcomes.set(message.id, 'retrying');
    }

    const now = this.clock.now();
    await this.db.forCompany(companyId, async (m) => {
      await this.sending.recordSent(m, companyId, sent, now);
      const changed = await this.sending.finish(m, companyId, endings, now);
      await this.settled.settled(m, settled.filter((message) => outcomes.get(message.id) === 'sent' || changed.has(message.id)));
    });
    await this.events.changed(settled);
    if (!endings.some((ending) => ending.status === 'queued')) return null;
    if (lastAttempt) {
      // The job has no attempt left to take up those it did not try: each goes on in a job of its own.
      await this.queue.enqueue(untried.map((message) => ({ ...message, status: 'queued' })));
      return null;
    }
    return stop ?? new SmsProviderError('retryable', reason);
  }

  /** A failed call's kind. Anything but the provider's own error (a bug, the database) may have struck after the provider took the message. */
  private failureOf(error: unknown): SmsProviderError {
    if (error instanceof SmsProviderError) return error;
    if (this.provider.idempotent) return new SmsProviderError('retryable', error instanceof Error ? error.message : String(error));
    return new SmsProviderError('permanent', 'the send ended with an unexpected error', true);
  }
}
