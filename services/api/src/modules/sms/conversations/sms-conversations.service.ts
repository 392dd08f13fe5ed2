import { Injectable } from '@nestjs/common';
import type { SmsConversation, SmsConversationDetail, SmsMessage, SmsSummary, SmsUnread } from '@groombook/contracts';
import { Clock } from '../../../core/clock/clock';
import { TenantDb } from '../../../core/tenancy/tenant-db';
import { knownTimeZone, monthStart } from '../../../core/clock/company-time';
import { SmsEvents } from '../outbox/sms-events';
import type { SmsMessageRow } from '../outbox/sms-messages.repository';
import { SmsConversationsRepository, type ConversationRow } from './sms-conversations.repository';
import { SmsOutbox } from '../outbox/sms-outbox.service';
import { SmsRecipientsRepository } from '../outbox/sms-recipients.repository';
import { ConflictError, NotFoundError, UnavailableError } from '../../../core/errors/domain-errors';

/** The newest messages a conversation shows. */
const CONVERSATION_MESSAGES = 500;

export const customerNotFound = () => new NotFoundError('Customer not found');

export function toSmsMessage(row: SmsMessageRow): SmsMessage {
  return {
    id: row.id,
    direction: row.direction,
    status: row.status,
    messageText: row.body,
    sentAt: (row.sent_at ?? row.created_at).toISOString(),
    isCampaignMessage: row.campaign_id !== null,
    failureReason: row.failure_reason,
  };
}

function toConversation(row: ConversationRow): SmsConversation {
  return {
    id: row.customer_id,
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    customer_phone: row.customer_phone,
    last_message_preview: row.last_body === null ? null : { messageText: row.last_body },
    last_message_at: row.last_at?.toISOString() ?? null,
    unread_count: row.unread_count,
    opted_out: row.opted_out,
  };
}

/** The Messages page and the conversation page: one conversation per customer. */
@Injectable()
export class SmsConversationsService {
  constructor(
    private readonly db: TenantDb,
    private readonly messages: SmsConversationsRepository,
    private readonly recipients: SmsRecipientsRepository,
    private readonly outbox: SmsOutbox,
    private readonly events: SmsEvents,
    private readonly clock: Clock,
  ) {}

  async list(companyId: string, search?: string): Promise<SmsConversation[]> {
    const rows = await this.db.forCompany(companyId, (m) => this.messages.conversations(m, companyId, search || undefined));
    return rows.map(toConversation);
  }

  /** 404 'Customer not found' for a customer that is not the company's. */
  async get(companyId: string, customerId: string): Promise<SmsConversationDetail> {
    return this.db.forCompany(companyId, async (m) => {
      const conversation = await this.messages.conversationOf(m, companyId, customerId);
      if (!conversation) throw customerNotFound();
      const messages = await this.messages.messagesOf(m, companyId, customerId, CONVERSATION_MESSAGES);
      return {
        conversation: toConversation(conversation),
        messages: messages.map(toSmsMessage),
        customer: { id: conversation.customer_id, name: conversation.customer_name, phone_number: conversation.customer_phone },
      };
    });
  }

  /** Marks the customer's received messages read; how many were unread. */
  async markRead(companyId: string, customerId: string): Promise<number> {
    const marked = await this.db.forCompany(companyId, async (m) => {
      if (!(await this.messages.conversationOf(m, companyId, customerId))) throw customerNotFound();
      return this.messages.markRead(m, companyId, customerId, this.clock.now());
    });
    // Other screens of the company refresh their unread badges.
    await this.events.changed(marked.slice(-1));
    return marked.length;
  }

  /** A staff reply. 409 when the customer has no number that takes texts, or it opted out. */
  async reply(companyId: string, customerId: string, text: string): Promise<SmsMessage> {
    const exists = await this.db.forCompany(companyId, (m) => this.recipients.customers(m, companyId, [customerId], false));
    if (exists.length === 0) throw customerNotFound();
    const result = await this.outbox.send(companyId, { customerId, body: text, purpose: 'conversation' });
    if (!result.ok) {
      if (result.refusal === 'customer_not_found') throw customerNotFound();
      if (result.refusal === 'sms_off') throw new UnavailableError(result.reason);
      throw new ConflictError(result.reason);
    }
    return toSmsMessage(result.message);
  }

  async summary(companyId: string): Promise<SmsSummary> {
    return this.db.forCompany(companyId, async (m) => {
      const timeZone = knownTimeZone((await this.recipients.settings(m, companyId))?.time_zone);
      return this.messages.summary(m, companyId, monthStart(this.clock.now(), timeZone));
    });
  }

  /** How many conversations have unread messages (the header's Messages badge, for staff too). */
  async unread(companyId: string): Promise<SmsUnread> {
    return { unread_conversations: await this.db.forCompany(companyId, (m) => this.messages.unreadConversations(m, companyId)) };
  }
}
