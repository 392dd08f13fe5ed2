import { Injectable, Logger } from '@nestjs/common';
import { SMS_BODY_MAX_LENGTH } from '@groombook/contracts';
import { Clock } from '../../../core/clock/clock';
import { TenantDb } from '../../../core/tenancy/tenant-db';
import { inboundIntent, type InboundIntent } from '../consent/inbound-keywords';
import { SmsCompliance } from '../consent/sms-compliance.service';
import { SmsEvents } from '../outbox/sms-events';
import { SmsMessagesRepository } from '../outbox/sms-messages.repository';
import { SmsNumbersRepository } from '../numbers/sms-numbers.repository';
import { ownNumber, providerE164 } from '../rules/sms-phone';
import { SmsRecipientsRepository } from '../outbox/sms-recipients.repository';
import { SmsOutbox } from '../outbox/sms-outbox.service';
import { confirmsAppointment } from '../reminders/appointment-reminders';
import { ReminderReplies } from '../reminders/reminder-replies.service';

/** A text as the provider hands it over. */
export interface InboundSms {
  /** The sender's number in E.164, as providers give it; anything else is dropped as an unknown sender. */
  from: string;
  /** The number it was sent to: the company that owns it is the one the text belongs to. */
  to: string;
  body: string;
  /** The provider's id of the message: a second delivery of the same id is not stored again. */
  providerMessageId: string;
}

export type InboundResult =
  | { stored: false; reason: 'unknown_number' | 'unknown_sender' | 'duplicate' }
  | { stored: true; companyId: string; customerId: string | null; messageId: string; intent: InboundIntent | null; replied: boolean };

/** Control characters other than tab and new line, which no field keeps. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/**
 * Texts from customers. A text belongs to the company that owns the number it was sent to,
 * and to no other; a text to a number no company owns is dropped (logged without its
 * numbers or words). The customer is the one the company last texted at the sender's number,
 * else its first customer with it; none when no customer of the company has it (the text is
 * kept, and its keywords count, all the same).
 *
 * Keywords (STOP, START, YES, HELP) act at once, for that company only, in the transaction
 * that stores the text: see SmsCompliance. A C or YES that changed no consent answers a
 * reminder: it confirms the appointment of the latest one sent to the number (ReminderReplies).
 */
@Injectable()
export class SmsInboundService {
  private readonly logger = new Logger('SmsInbound');

  constructor(
    private readonly db: TenantDb,
    private readonly messages: SmsMessagesRepository,
    private readonly recipients: SmsRecipientsRepository,
    private readonly numbers: SmsNumbersRepository,
    private readonly compliance: SmsCompliance,
    private readonly events: SmsEvents,
    private readonly clock: Clock,
    private readonly reminderReplies: ReminderReplies,
    private readonly outbox: SmsOutbox,
  ) {}

  async receive(sms: InboundSms): Promise<InboundResult> {
    const to = ownNumber(sms.to);
    const companyId = to ? await this.db.platform((m) => this.numbers.owner(m, to)) : null;
    if (!companyId) {
      this.logger.warn('A text to a number no company owns was dropped');
      return { stored: false, reason: 'unknown_number' };
    }
    const phone = providerE164(sms.from);
    if (!phone) {
      this.logger.warn('A text from a number that is not a phone number was dropped');
      return { stored: false, reason: 'unknown_sender' };
    }
    const body = sms.body.replace(CONTROL, ' ').slice(0, SMS_BODY_MAX_LENGTH);
    const intent = inboundIntent(body);
    const now = this.clock.now();

    const outcome = await this.db.forCompany(companyId, async (m) => {
      const customer = await this.recipients.customerWithPhone(m, companyId, phone, await this.messages.lastTextedCustomer(m, companyId, phone));
      const stored = await this.messages.insertInbound(
        m,
        companyId,
        { customerId: customer?.id ?? null, phoneE164: phone, body, providerMessageId: sms.providerMessageId },
        now,
      );
      if (!stored) return null;
      const settings = await this.recipients.settings(m, companyId);
      const consent = await this.compliance.apply(m, companyId, phone, intent, body, { messageId: stored.id, customerId: customer?.id ?? null });
      // A YES that confirmed a web opt-in (or opted the number back in) is consent's alone.
      const confirmation = consent.change === null && confirmsAppointment(body) ? await this.reminderReplies.confirm(m, companyId, phone, now) : null;
      return { stored, customer, settings, confirmation, ...consent };
    });
    if (!outcome) return { stored: false, reason: 'duplicate' };

    await this.events.changed([outcome.stored, ...outcome.cancelled]);
    const customerId = outcome.customer?.id ?? null;
    const replied = outcome.confirmation
      ? (await this.outbox.send(companyId, { customerId, to: phone, body: outcome.confirmation, purpose: 'reminder' })).ok
      : await this.compliance.reply({ companyId, customerId, phone }, intent, outcome.change, outcome.settings);
    return { stored: true, companyId, customerId, messageId: outcome.stored.id, intent, replied };
  }
}
