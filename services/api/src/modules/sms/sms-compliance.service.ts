import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../../core/clock/clock';
import { TenantDb } from '../../core/tenancy/tenant-db';
import type { InboundIntent } from './inbound-keywords';
import { SmsConsentRepository, type ConsentEvent } from './sms-consent.repository';
import type { MessageChange } from './sms-events';
import { SmsMessagesRepository } from './sms-messages.repository';
import { SmsOutbox } from './sms-outbox.service';
import type { CompanySmsSettings } from './sms-recipients.repository';

export const STOPPED_REASON = 'The number opted out (STOP)';

/** What a keyword changed for one company: whether the number's consent moved, and the messages an opt-out cancelled. */
export interface ConsentChange {
  changed: boolean;
  cancelled: MessageChange[];
}

/** Who agreed on the opt-in page, and from where: the ledger keeps it all. */
export type PageOptIn = Pick<ConsentEvent, 'phoneE164' | 'customerId' | 'name' | 'disclosureVersion' | 'ipAddress' | 'userAgent'>;

/** The text that confirms a web opt-in: who texts, what to expect, and how to stop. */
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
 * What the carriers' keywords do once the text that asks is stored:
 * - an opt-out (STOP and its synonyms, plain requests) records the number opted out,
 *   cancels what waits to go to it, and is confirmed by one reply. All companies share the
 *   sending number, so the opt-out holds for every company that knows the number;
 * - START, UNSTOP or YES from a number that opted out opts it back in, with a confirmation;
 *   from any other number they change nothing;
 * - HELP answers with the company's name and contact line.
 * And an opt-in on the public page lifts an earlier opt-out for its company, confirmed by text.
 * Every change of consent goes to the ledger.
 */
@Injectable()
export class SmsCompliance {
  private readonly logger = new Logger('SmsCompliance');

  constructor(
    private readonly db: TenantDb,
    private readonly consent: SmsConsentRepository,
    private readonly messages: SmsMessagesRepository,
    private readonly outbox: SmsOutbox,
    private readonly clock: Clock,
  ) {}

  /** Opts the number out or in for one company, in its transaction `m`, the ledger included; `messageId` is the text that asked. */
  async apply(m: EntityManager, companyId: string, phone: string, intent: InboundIntent | null, messageId: string | null): Promise<ConsentChange> {
    const now = this.clock.now();
    if (intent === 'opt_out') {
      const changed = await this.consent.optOut(m, companyId, phone, now);
      await this.consent.record(m, companyId, { phoneE164: phone, action: 'opt_out', source: 'STOP', messageId }, now);
      const cancelled = await this.messages.cancelPendingTo(m, companyId, phone, STOPPED_REASON, now);
      return { changed, cancelled };
    }
    if (intent === 'opt_in') {
      const changed = await this.consent.optIn(m, companyId, phone);
      if (changed) await this.consent.record(m, companyId, { phoneE164: phone, action: 'opt_in', source: 'START', messageId }, now);
      return { changed, cancelled: [] };
    }
    return { changed: false, cancelled: [] };
  }

  /**
   * Once `apply` changed the number's consent with `companyId`: the same change for the other
   * companies that know the number (they text from the same one), each in its own
   * transaction. Answers the messages it cancelled.
   */
  async applyElsewhere(companyId: string, phone: string, intent: InboundIntent | null): Promise<MessageChange[]> {
    if (intent !== 'opt_out' && intent !== 'opt_in') return [];
    const others = (await this.db.platform((m) => this.consent.companiesKnowing(m, phone))).filter((id) => id !== companyId);
    const cancelled: MessageChange[] = [];
    for (const other of others) {
      const result = await this.db.forCompany(other, (m) => this.apply(m, other, phone, intent, null));
      cancelled.push(...result.cancelled);
    }
    return cancelled;
  }

  /** An opt-in on the public page, in the company's transaction `m`: lifts an earlier opt-out of the number and adds the ledger entry. */
  async optInFromPage(m: EntityManager, companyId: string, entry: PageOptIn): Promise<void> {
    await this.consent.optIn(m, companyId, entry.phoneE164);
    await this.consent.record(m, companyId, { ...entry, action: 'opt_in', source: 'opt-in page' }, this.clock.now());
  }

  /** Confirms a page opt-in by text, once its transaction has committed; a refusal is logged, not thrown. */
  async confirmOptIn(to: ReplyTo, companyName: string): Promise<void> {
    const sent = await this.outbox.send(to.companyId, { customerId: to.customerId, to: to.phone, body: optInConfirmation(companyName), purpose: 'compliance' });
    if (!sent.ok) this.logger.warn(`The opt-in confirmation was not sent: ${sent.refusal}`);
  }

  /** Sends the reply the keyword calls for, if any: one confirmation per change of consent, and every HELP answered. True when one went out. */
  async reply(to: ReplyTo, intent: InboundIntent | null, changed: boolean, settings: CompanySmsSettings | undefined): Promise<boolean> {
    const body = replyText(intent, changed, settings?.name ?? 'GroomBook', settings?.sms_contact_line ?? null);
    if (!body) return false;
    const sent = await this.outbox.send(to.companyId, { customerId: to.customerId, to: to.phone, body, purpose: 'compliance' });
    return sent.ok;
  }
}

function replyText(intent: InboundIntent | null, changed: boolean, company: string, contactLine: string | null): string | null {
  if (intent === 'opt_out' && changed) return `${company}: You are unsubscribed and will get no more texts from us. Reply START to subscribe again.`;
  if (intent === 'opt_in' && changed) return `${company}: You are subscribed to our texts again. Reply HELP for help, STOP to unsubscribe.`;
  if (intent === 'help') return `${company}: ${contactLine?.trim() || 'Reply to this message to reach us.'} Reply STOP to unsubscribe.`;
  return null;
}
