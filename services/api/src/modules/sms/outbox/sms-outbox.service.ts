import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SMS_BODY_MAX_LENGTH } from '@groombook/contracts';
import { Clock } from '../../../core/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config';
import { TenantDb } from '../../../core/tenancy/tenant-db';
import { knownTimeZone, monthStart } from '../../../core/clock/company-time';
import { inMarketingWindow, nextWindowOpening } from '../rules/quiet-hours';
import { SmsConsentRepository } from '../consent/sms-consent.repository';
import { SmsMessagesRepository, type NewOutboundMessage, type SmsMessageRow } from './sms-messages.repository';
import { isE164, textableE164 } from '../rules/sms-phone';
import { SmsRecipientsRepository, type CompanySmsSettings } from './sms-recipients.repository';
import { SmsSendQueue } from './sms-send-queue';
import { MONTHLY_MARKETING_CAP, SMS_REFUSAL_MESSAGES, type OutgoingSms, type SmsRefusal } from '../sms.types';

export type SmsSendResult = { ok: true; message: SmsMessageRow; existing: boolean } | { ok: false; refusal: SmsRefusal; reason: string };

/** What the rules say of a stored message about to be sent: send it, drop it (its number opted out), or hold it until the marketing window opens. */
export type SendCheck = 'send' | 'opted_out' | { holdUntil: Date };

/** Messages stored in a transaction, whose jobs go out once it has committed. */
export interface PreparedSms {
  companyId: string;
  results: SmsSendResult[];
}

/** Messages stored per transaction in a bulk send. */
const BATCH = 500;

const refused = (refusal: SmsRefusal): SmsSendResult => ({ ok: false, refusal, reason: SMS_REFUSAL_MESSAGES[refusal] });

/**
 * The one way a text is sent. It checks the rules, stores the message (queued, or held for
 * the marketing window) and queues its job once stored; the job sends it (SmsSendJob),
 * after checking the rules that may have changed since (`checkBeforeSend`).
 * Refused, with nothing stored: a company without its own number, a number that opted out
 * (except the compliance replies to STOP, START and HELP), marketing to a number whose latest
 * consent is not an opt-in, a customer's third marketing text of the month, no number that
 * can take a text, SMS off.
 */
@Injectable()
export class SmsOutbox {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: TenantDb,
    private readonly messages: SmsMessagesRepository,
    private readonly consent: SmsConsentRepository,
    private readonly recipients: SmsRecipientsRepository,
    private readonly queue: SmsSendQueue,
    private readonly clock: Clock,
  ) {}

  async send(companyId: string, sms: OutgoingSms): Promise<SmsSendResult> {
    const [result] = await this.sendMany(companyId, [sms]);
    if (!result) throw new Error('The outbox answered nothing');
    return result;
  }

  /** Many texts of one company (a campaign's recipients): one transaction and one queue round trip per 500. Results in order. */
  async sendMany(companyId: string, texts: OutgoingSms[]): Promise<SmsSendResult[]> {
    if (this.config.sms.mode === 'off') return texts.map(() => refused('sms_off'));
    const results: SmsSendResult[] = [];
    for (let start = 0; start < texts.length; start += BATCH) {
      const batch = texts.slice(start, start + BATCH);
      const prepared = await this.db.forCompany(companyId, (m) => this.prepare(m, companyId, batch));
      await this.release(prepared);
      results.push(...prepared.results);
    }
    return results;
  }

  /**
   * Checks and stores `texts` in the caller's transaction (`TenantDb.forCompany`), without
   * queueing anything: call `release` once it has committed.
   */
  async prepare(m: EntityManager, companyId: string, texts: OutgoingSms[], settings?: CompanySmsSettings): Promise<PreparedSms> {
    if (this.config.sms.mode === 'off') return { companyId, results: texts.map(() => refused('sms_off')) };
    for (const text of texts) {
      if ((text.body.length < 1 && !text.mediaId) || text.body.length > SMS_BODY_MAX_LENGTH) throw new Error(`An SMS body must be 1 to ${SMS_BODY_MAX_LENGTH} characters`);
    }
    const now = this.clock.now();
    const company = settings ?? (await this.recipients.settings(m, companyId));
    if (!company) throw new Error('The company of an SMS does not exist');
    // A company texts from its own number only: without one, nothing is stored or queued.
    if (!company.sms_number) return { companyId, results: texts.map(() => refused('no_number')) };
    const timeZone = knownTimeZone(company.time_zone);

    const results: (SmsSendResult | null)[] = texts.map(() => null);
    const keys = texts.map((text) => text.idempotencyKey ?? randomUUID());
    const stored = new Map((await this.messages.byIdempotencyKeys(m, companyId, texts.flatMap((text) => text.idempotencyKey ?? []))).map((row) => [row.idempotency_key, row]));

    const customerIds = [...new Set(texts.flatMap((text) => text.customerId ?? []))];
    // Marketing locks its customers: two sends at once must not both pass the monthly cap.
    const customers = new Map(
      (await this.recipients.customers(m, companyId, customerIds, texts.some((text) => text.purpose === 'marketing'))).map((c) => [c.id, c]),
    );
    const phones: (string | null)[] = texts.map((text, index) => {
      const existing = stored.get(keys[index] ?? '');
      if (existing) {
        results[index] = { ok: true, message: existing, existing: true };
        return null;
      }
      const customer = text.customerId ? customers.get(text.customerId) : undefined;
      if (text.customerId && !customer) {
        results[index] = refused('customer_not_found');
        return null;
      }
      // A number checked before (a campaign's recipient) is not parsed again: parsing is most of the cost of a text here.
      const phone = text.toE164
        ? isE164(text.toE164)
          ? text.toE164
          : null
        : textableE164(text.to ?? customer?.phone_e164 ?? customer?.phone_number, this.config.defaultPhoneRegion);
      if (!phone) results[index] = refused('no_mobile');
      return phone;
    });

    const wanted = phones.filter((phone): phone is string => phone !== null);
    const optedOut = await this.consent.optedOut(m, companyId, [...new Set(wanted)]);
    const marketing = texts.map((text, index) => text.purpose === 'marketing' && phones[index] !== null);
    // By the texts' positions: `wanted` has lost those without a number.
    const marketingPhones = phones.filter((phone, index): phone is string => phone !== null && marketing[index] === true);
    const consented = marketingPhones.length > 0 ? await this.consent.optedIn(m, companyId, [...new Set(marketingPhones)]) : new Set<string>();
    const counts = marketing.some(Boolean)
      ? await this.messages.marketingCounts(
          m,
          companyId,
          customerIds,
          phones.filter((phone, index): phone is string => phone !== null && marketing[index] === true && !texts[index]?.customerId),
          monthStart(now, timeZone),
        )
      : new Map<string, number>();
    const holdUntil = this.marketingHold(now, timeZone);

    const rows: NewOutboundMessage[] = [];
    const positions: number[] = [];
    texts.forEach((text, index) => {
      const phone = phones[index];
      if (!phone || results[index]) return;
      if (text.purpose !== 'compliance' && optedOut.has(phone)) {
        results[index] = refused('opted_out');
        return;
      }
      if (text.purpose === 'marketing' && !consented.has(phone)) {
        results[index] = refused('no_consent');
        return;
      }
      if (text.purpose === 'marketing') {
        const capKey = text.customerId ?? phone;
        const sent = counts.get(capKey) ?? 0;
        if (sent >= MONTHLY_MARKETING_CAP) {
          results[index] = refused('monthly_cap');
          return;
        }
        counts.set(capKey, sent + 1);
      }
      const held = text.purpose === 'marketing' && holdUntil !== null;
      rows.push({
        customerId: text.customerId,
        phoneE164: phone,
        purpose: text.purpose,
        body: text.body,
        status: held ? 'held' : 'queued',
        campaignId: text.campaignId ?? null,
        idempotencyKey: keys[index] ?? randomUUID(),
        sendAfter: held ? holdUntil : null,
        mediaId: text.mediaId ?? null,
      });
      positions.push(index);
    });

    const inserted = new Map((await this.messages.insertOutbound(m, companyId, rows, now)).map((row) => [row.idempotency_key, row]));
    // A key stored meanwhile by a call running alongside: answer with that message.
    const raced = rows.filter((row) => !inserted.has(row.idempotencyKey)).map((row) => row.idempotencyKey);
    for (const row of await this.messages.byIdempotencyKeys(m, companyId, raced)) inserted.set(row.idempotency_key, row);
    rows.forEach((row, at) => {
      const message = inserted.get(row.idempotencyKey);
      if (!message) throw new Error('An SMS idempotency key is in use by another company');
      results[positions[at] ?? -1] = { ok: true, message, existing: raced.includes(row.idempotencyKey) };
    });
    return { companyId, results: results.map((result) => result ?? refused('no_mobile')) };
  }

  /** Whether the company has a number of its own to text from (without one, every send is refused). */
  async hasNumber(m: EntityManager, companyId: string): Promise<boolean> {
    return Boolean((await this.recipients.settings(m, companyId))?.sms_number);
  }

  /**
   * Of `candidates`, those a marketing text would reach now, by the rules `prepare` applies:
   * the company has a number, the candidate's can take a text, its latest consent with the
   * company is an opt-in (confirmed from the phone), and the customer is under the monthly
   * marketing limit. In order; the number as E.164. For choosing a campaign's recipients.
   */
  async marketingRecipients(
    m: EntityManager,
    companyId: string,
    candidates: readonly { customerId: string; phoneE164: string }[],
  ): Promise<{ customerId: string; phoneE164: string }[]> {
    if (this.config.sms.mode === 'off' || candidates.length === 0) return [];
    const company = await this.recipients.settings(m, companyId);
    if (!company?.sms_number) return [];
    const textable = candidates.flatMap((candidate) => {
      const phone = textableE164(candidate.phoneE164, this.config.defaultPhoneRegion);
      return phone ? [{ customerId: candidate.customerId, phoneE164: phone }] : [];
    });
    const optedIn = await this.consent.optedIn(m, companyId, [...new Set(textable.map((c) => c.phoneE164))]);
    const reachable = textable.filter((candidate) => optedIn.has(candidate.phoneE164));
    const since = monthStart(this.clock.now(), knownTimeZone(company.time_zone));
    const counts = await this.messages.marketingCounts(m, companyId, reachable.map((c) => c.customerId), [], since);
    return reachable.filter((candidate) => (counts.get(candidate.customerId) ?? 0) < MONTHLY_MARKETING_CAP);
  }

  /**
   * In the send job's transaction, right before the provider calls: the rules that may have
   * changed since the company's messages were stored, by message id. Its number opted out
   * (compliance replies excepted), or a marketing text finds the window closed (its job ran
   * late, or the company's time zone changed). One read of the opt-outs for them all, and one
   * of the company's time zone when a marketing text needs it.
   */
  async checkBeforeSend(
    m: EntityManager,
    companyId: string,
    messages: readonly Pick<SmsMessageRow, 'id' | 'phone_e164' | 'purpose'>[],
    now: Date,
  ): Promise<Map<string, SendCheck>> {
    const checked = messages.filter((message) => message.purpose !== 'compliance');
    const optedOut = await this.consent.optedOut(m, companyId, [...new Set(checked.map((message) => message.phone_e164))]);
    const windowed = this.config.sms.quietHours && messages.some((message) => message.purpose === 'marketing' && !optedOut.has(message.phone_e164));
    const holdUntil = windowed ? this.marketingHold(now, knownTimeZone((await this.recipients.settings(m, companyId))?.time_zone)) : null;
    return new Map(
      messages.map((message): [string, SendCheck] => {
        if (message.purpose !== 'compliance' && optedOut.has(message.phone_e164)) return [message.id, 'opted_out'];
        return [message.id, message.purpose === 'marketing' && holdUntil ? { holdUntil } : 'send'];
      }),
    );
  }

  /**
   * After the transaction of `prepare` committed: queues the new messages' jobs and tells the
   * screens (see SmsSendQueue.release); with `batched` (a campaign's), a job per batch of them.
   */
  async release(prepared: PreparedSms, options: { batched?: boolean } = {}): Promise<void> {
    await this.queue.release(
      prepared.results.flatMap((result) => (result.ok && !result.existing ? [result.message] : [])),
      options,
    );
  }

  /** Until when a marketing text waits at `now`: the window's next opening outside it (with quiet hours on), else null. */
  private marketingHold(now: Date, timeZone: string): Date | null {
    return this.config.sms.quietHours && !inMarketingWindow(now, timeZone) ? nextWindowOpening(now, timeZone) : null;
  }
}
