import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SMS_BODY_MAX_LENGTH } from '@groombook/contracts';
import { Clock } from '../../core/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { inboundIntent, type InboundIntent } from './inbound-keywords';
import { SmsConsentRepository } from './sms-consent.repository';
import { SmsEvents, type MessageChange } from './sms-events';
import { SmsMessagesRepository } from './sms-messages.repository';
import { SmsOutbox } from './sms-outbox.service';
import { providerE164, textableE164 } from './sms-phone';
import { SmsRecipientsRepository } from './sms-recipients.repository';

/** A text as the provider hands it over. */
export interface InboundSms {
  from: string;
  body: string;
  /** The provider's id of the message: a second delivery of the same id is not stored again. */
  providerMessageId: string;
}

export type InboundResult =
  | { stored: false; reason: 'unknown_sender' | 'duplicate' }
  | { stored: true; companyId: string; customerId: string | null; messageId: string; intent: InboundIntent | null; replied: boolean };

export const STOPPED_REASON = 'The number opted out (STOP)';

/** Control characters other than tab and new line, which no field keeps. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/**
 * Texts from customers. Which company a text belongs to: the one that last texted the
 * number (the conversation it answers), else the company of the first customer with that
 * number; a number no company knows is dropped (logged without its number or text). The
 * customer is the one the company last texted at that number, else its first customer with
 * it; none when no customer has it any more.
 *
 * Keywords act at once, in the transaction that stores the text:
 * - an opt-out (STOP and its synonyms, plain requests) records the number opted out,
 *   cancels what waits to go to it, and is confirmed by one reply. All companies share the
 *   sending number, so the opt-out holds for every company that knows the number;
 * - START, UNSTOP or YES from a number that opted out opts it back in, with a confirmation;
 *   from any other number they are ordinary messages;
 * - HELP answers with the company's name and contact line.
 */
@Injectable()
export class SmsInboundService {
  private readonly logger = new Logger('SmsInbound');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: TenantDb,
    private readonly messages: SmsMessagesRepository,
    private readonly consent: SmsConsentRepository,
    private readonly recipients: SmsRecipientsRepository,
    private readonly outbox: SmsOutbox,
    private readonly events: SmsEvents,
    private readonly clock: Clock,
  ) {}

  async receive(sms: InboundSms): Promise<InboundResult> {
    const phone = providerE164(sms.from) ?? textableE164(sms.from, this.config.defaultPhoneRegion);
    const route = phone
      ? await this.db.platform(async (m) => (await this.messages.lastSenderTo(m, phone)) ?? (await this.recipients.firstCustomerWithPhone(m, phone)))
      : undefined;
    if (!phone || !route) {
      this.logger.warn('A text from a number no company knows was dropped');
      return { stored: false, reason: 'unknown_sender' };
    }
    const companyId = route.company_id;
    const body = sms.body.replace(CONTROL, ' ').slice(0, SMS_BODY_MAX_LENGTH);
    const intent = inboundIntent(body);
    const now = this.clock.now();

    const outcome = await this.db.forCompany(companyId, async (m) => {
      const customer = await this.recipients.customerWithPhone(m, companyId, phone, route.customer_id);
      const stored = await this.messages.insertInbound(
        m,
        companyId,
        { customerId: customer?.id ?? null, phoneE164: phone, body, providerMessageId: sms.providerMessageId },
        now,
      );
      if (!stored) return null;
      const settings = await this.recipients.settings(m, companyId);
      const consent = await this.applyConsent(m, companyId, phone, intent, stored.id);
      return { stored, customer, settings, ...consent };
    });
    if (!outcome) return { stored: false, reason: 'duplicate' };

    const changes: MessageChange[] = [outcome.stored, ...outcome.cancelled];
    // The same change for the other companies that know the number (they text from the same one).
    if (outcome.changed && (intent === 'opt_out' || intent === 'opt_in')) {
      const others = (await this.db.platform((m) => this.consent.companiesKnowing(m, phone))).filter((id) => id !== companyId);
      for (const other of others) {
        const result = await this.db.forCompany(other, (m) => this.applyConsent(m, other, phone, intent, null));
        changes.push(...result.cancelled);
      }
    }
    await this.events.changed(changes);

    const reply = this.replyTo(intent, outcome.changed, outcome.settings?.name ?? 'GroomBook', outcome.settings?.sms_contact_line ?? null);
    let replied = false;
    if (reply) {
      const sent = await this.outbox.send(companyId, { customerId: outcome.customer?.id ?? null, to: phone, body: reply, purpose: 'compliance' });
      replied = sent.ok;
    }
    return { stored: true, companyId, customerId: outcome.customer?.id ?? null, messageId: outcome.stored.id, intent, replied };
  }

  /** Opts the number out or in for one company, in its transaction, the ledger included. */
  private async applyConsent(
    m: EntityManager,
    companyId: string,
    phone: string,
    intent: InboundIntent | null,
    messageId: string | null,
  ): Promise<{ changed: boolean; cancelled: MessageChange[] }> {
    const now = this.clock.now();
    if (intent === 'opt_out') {
      const changed = await this.consent.optOut(m, companyId, phone, now);
      await this.consent.record(m, companyId, { phoneE164: phone, action: 'opt_out', source: 'sms', messageId }, now);
      const cancelled = await this.messages.cancelPendingTo(m, companyId, phone, STOPPED_REASON, now);
      return { changed, cancelled };
    }
    if (intent === 'opt_in') {
      const changed = await this.consent.optIn(m, companyId, phone);
      if (changed) await this.consent.record(m, companyId, { phoneE164: phone, action: 'opt_in', source: 'sms', messageId }, now);
      return { changed, cancelled: [] };
    }
    return { changed: false, cancelled: [] };
  }

  /** The compliance reply, if any: one confirmation per change of consent, and every HELP answered. */
  private replyTo(intent: InboundIntent | null, changed: boolean, company: string, contactLine: string | null): string | null {
    if (intent === 'opt_out' && changed) return `${company}: You are unsubscribed and will get no more texts from us. Reply START to subscribe again.`;
    if (intent === 'opt_in' && changed) return `${company}: You are subscribed to our texts again. Reply HELP for help, STOP to unsubscribe.`;
    if (intent === 'help') return `${company}: ${contactLine?.trim() || 'Reply to this message to reach us.'} Reply STOP to unsubscribe.`;
    return null;
  }
}
