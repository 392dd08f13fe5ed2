import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../../../core/clock/clock';
import { normalizeInbound, type InboundIntent } from './inbound-keywords';
import { SmsConsentRepository, type ConsentEvent } from './sms-consent.repository';
import type { MessageChange } from '../outbox/sms-events';
import { SmsMessagesRepository } from '../outbox/sms-messages.repository';
import { SmsOutbox } from '../outbox/sms-outbox.service';
import { SettledCampaignMessages } from '../outbox/settled-campaign-messages';
import type { CompanySmsSettings } from '../outbox/sms-recipients.repository';

export const STOPPED_REASON = 'The number opted out (STOP)';

/**
 * What a keyword changed for one company: the number opted out, came back after an opt-out
 * (`resubscribed`), or confirmed a web opt-in (`confirmed`); null when nothing changed. And the
 * messages an opt-out cancelled.
 */
export interface ConsentChange {
  change: 'opted_out' | 'resubscribed' | 'confirmed' | null;
  cancelled: MessageChange[];
}

/** Who asked on the opt-in page, and from where: the ledger keeps it all. */
export type PageOptIn = Pick<ConsentEvent, 'phoneE164' | 'customerId' | 'name' | 'disclosureVersion' | 'ipAddress' | 'userAgent'>;

/** The one text a web opt-in sends: it asks the phone's owner to confirm. */
export function optInRequestText(companyName: string): string {
  return `Reply YES to get texts from ${companyName}. Reply STOP to cancel.`;
}

/** The answer to the phone's YES: who texts, what to expect, and how to stop. */
export function optInConfirmation(companyName: string): string {
  return (
    `${companyName}: you're signed up for text messages: reminders and up to 2 offers a month. ` +
    'Msg&data rates may apply. Reply HELP for help, STOP to opt out.'
  );
}

/** Who a compliance text goes to: the number, and its customer if any. */
export interface ReplyTo {
  companyId: string;
  customerId: string | null;
  phone: string;
}

/**
 * What the carriers' keywords do once the text that asks is stored, for the company whose
 * number it was sent to, and for no other:
 * - an opt-out (STOP and its synonyms, plain requests) records the number opted out,
 *   cancels what waits to go to it, and is confirmed by one reply;
 * - START, UNSTOP or YES from a number that opted out opts it back in, and from a number whose
 *   web opt-in waits for the phone it confirms it; each with a confirmation. From any other
 *   number they are ordinary messages;
 * - HELP answers with the company's name and contact line.
 * A web opt-in only records the request and asks the phone to confirm: nobody but the phone's
 * owner opts a number in, and a number that opted out comes back only by its own text.
 * Every change of consent goes to the ledger.
 */
@Injectable()
export class SmsCompliance {
  private readonly logger = new Logger('SmsCompliance');

  constructor(
    private readonly consent: SmsConsentRepository,
    private readonly messages: SmsMessagesRepository,
    private readonly outbox: SmsOutbox,
    private readonly settled: SettledCampaignMessages,
    private readonly clock: Clock,
  ) {}

  /**
   * Applies a keyword of `body` for the company, in its transaction `m`, the ledger included;
   * `asked` is the text that asked and the customer it came from, if known.
   */
  async apply(
    m: EntityManager,
    companyId: string,
    phone: string,
    intent: InboundIntent | null,
    body: string,
    asked: { messageId: string; customerId: string | null },
  ): Promise<ConsentChange> {
    const { messageId, customerId } = asked;
    const now = this.clock.now();
    if (intent === 'opt_out') {
      const changed = await this.consent.optOut(m, companyId, phone, now);
      await this.consent.record(m, companyId, { phoneE164: phone, action: 'opt_out', source: 'STOP', messageId, customerId }, now);
      const cancelled = await this.messages.cancelPendingTo(m, companyId, phone, STOPPED_REASON, now);
      // A cancelled message may have been the last a campaign waited for.
      await this.settled.settled(m, cancelled);
      return { change: changed ? 'opted_out' : null, cancelled };
    }
    if (intent === 'opt_in') {
      // An opted-in number that asked again on the web confirms that request too: its page waits for it.
      const { state, openRequest } = await this.consent.standing(m, companyId, phone);
      if (state !== 'opted_out' && !openRequest) return { change: null, cancelled: [] };
      if (state === 'opted_out') await this.consent.optIn(m, companyId, phone);
      const source = normalizeInbound(body) === 'yes' ? 'YES' : 'START';
      await this.consent.record(m, companyId, { phoneE164: phone, action: 'opt_in', source, messageId, customerId }, now);
      return { change: state === 'opted_out' ? 'resubscribed' : 'confirmed', cancelled: [] };
    }
    return { change: null, cancelled: [] };
  }

  /**
   * A web opt-in, in the company's transaction `m`: the request goes to the ledger (its id is
   * the request's); nothing else changes until the phone confirms. The caller decides whether
   * to ask by text: never a number that opted out, which comes back only by its own text.
   */
  requestFromPage(m: EntityManager, companyId: string, entry: PageOptIn): Promise<string> {
    return this.consent.record(m, companyId, { ...entry, action: 'opt_in_requested', source: 'opt-in page' }, this.clock.now());
  }

  /** Asks the phone to confirm a web opt-in, once its transaction has committed; a refusal is logged, not thrown. */
  async askToConfirm(to: ReplyTo, companyName: string): Promise<void> {
    const sent = await this.outbox.send(to.companyId, { customerId: to.customerId, to: to.phone, body: optInRequestText(companyName), purpose: 'compliance' });
    if (!sent.ok) this.logger.warn(`The opt-in request text was not sent: ${sent.refusal}`);
  }

  /** Sends the reply the keyword calls for, if any: one per change of consent, and every HELP answered. True when one went out. */
  async reply(to: ReplyTo, intent: InboundIntent | null, change: ConsentChange['change'], settings: CompanySmsSettings | undefined): Promise<boolean> {
    const body = replyText(intent, change, settings?.name ?? 'GroomBook', settings?.sms_contact_line ?? null);
    if (!body) return false;
    const sent = await this.outbox.send(to.companyId, { customerId: to.customerId, to: to.phone, body, purpose: 'compliance' });
    return sent.ok;
  }
}

function replyText(intent: InboundIntent | null, change: ConsentChange['change'], company: string, contactLine: string | null): string | null {
  if (intent === 'opt_out' && change === 'opted_out') return `${company}: You are unsubscribed and will get no more texts from us. Reply START to subscribe again.`;
  if (intent === 'opt_in' && change === 'resubscribed') return `${company}: You are subscribed to our texts again. Reply HELP for help, STOP to unsubscribe.`;
  if (intent === 'opt_in' && change === 'confirmed') return optInConfirmation(company);
  if (intent === 'help') return `${company}: ${contactLine?.trim() || 'Reply to this message to reach us.'} Reply STOP to unsubscribe.`;
  return null;
}
