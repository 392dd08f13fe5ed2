import type { SmsConversation, SmsMessage } from '../sms';
import { uniqueId } from './builders';

/**
 * A row of the SMS Conversations tab: read, not opted out, its last message a reply. The
 * conversation's id is its customer's, as the API gives it.
 */
export function buildSmsConversation(overrides: Partial<SmsConversation> = {}): SmsConversation {
  const customerId = overrides.customer_id ?? overrides.id ?? uniqueId();
  return {
    id: customerId,
    customer_id: customerId,
    customer_name: 'Ann Smith',
    customer_phone: '(555) 010-1000',
    last_message_preview: { messageText: 'See you on Tuesday!' },
    last_message_at: '2026-01-02T10:00:00Z',
    unread_count: 0,
    opted_out: false,
    ...overrides,
  };
}

/** A delivered reply from the salon; `buildSmsMessage({ direction: 'inbound', status: 'received' })` for the customer's. */
export function buildSmsMessage(overrides: Partial<SmsMessage> = {}): SmsMessage {
  return {
    id: uniqueId(),
    direction: 'outbound',
    status: 'delivered',
    messageText: 'Bella is ready for pickup.',
    sentAt: '2026-01-02T10:00:00Z',
    isCampaignMessage: false,
    failureReason: null,
    ...overrides,
  };
}
