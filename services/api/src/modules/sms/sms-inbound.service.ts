import { Injectable, Logger } from '@nestjs/common';
import { SMS_BODY_MAX_LENGTH } from '@groombook/contracts';
import { Clock } from '../../core/clock/clock';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { inboundIntent, type InboundIntent } from './inbound-keywords';
import { SmsCompliance } from './sms-compliance.service';
import { SmsEvents, type MessageChange } from './sms-events';
import { SmsMessagesRepository } from './sms-messages.repository';
import { providerE164 } from './sms-phone';
import { SmsRecipientsRepository } from './sms-recipients.repository';

/** A text as the provider hands it over. */
export interface InboundSms {
  /** The sender's number in E.164, as providers give it; anything else is dropped as an unknown sender. */
  from: string;
  body: string;
  /** The provider's id of the message: a second delivery of the same id is not stored again. */
  providerMessageId: string;
}

export type InboundResult =
  | { stored: false; reason: 'unknown_sender' | 'duplicate' }
  | { stored: true; companyId: string; customerId: string | null; messageId: string; intent: InboundIntent | null; replied: boolean };

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
 * Keywords (STOP, START, HELP) act at once, in the transaction that stores the text: see
 * SmsCompliance.
 */
@Injectable()
export class SmsInboundService {
  private readonly logger = new Logger('SmsInbound');

  constructor(
    private readonly db: TenantDb,
    private readonly messages: SmsMessagesRepository,
    private readonly recipients: SmsRecipientsRepository,
    private readonly compliance: SmsCompliance,
    private readonly events: SmsEvents,
    private readonly clock: Clock,
  ) {}

  async receive(sms: InboundSms): Promise<InboundResult> {
    const phone = providerE164(sms.from);
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
      const consent = await this.compliance.apply(m, companyId, phone, intent, stored.id);
      return { stored, customer, settings, ...consent };
    });
    if (!outcome) return { stored: false, reason: 'duplicate' };

    const changes: MessageChange[] = [outcome.stored, ...outcome.cancelled];
    if (outcome.changed) changes.push(...(await this.compliance.applyElsewhere(companyId, phone, intent)));
    await this.events.changed(changes);

    const customerId = outcome.customer?.id ?? null;
    const replied = await this.compliance.reply({ companyId, customerId, phone }, intent, outcome.changed, outcome.settings);
    return { stored: true, companyId, customerId, messageId: outcome.stored.id, intent, replied };
  }
}
