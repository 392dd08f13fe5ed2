import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  markSmsConversationReadResponseSchema,
  sendSmsResponseSchema,
  smsConversationResponseSchema,
  smsConversationsResponseSchema,
  type SmsConversation,
  type SmsConversationDetail,
  type SmsMessage,
} from '@groombook/contracts';
import { apiRequest, unwrap } from './client';
import { smsConversationKeys } from './query-keys';

export { smsConversationKeys } from './query-keys';

const PATH = '/api/sms-conversations';

/** GET /api/sms-conversations: one row per customer with messages, newest first; `search` matches name or phone on the server. */
export function getSmsConversations(search?: string, signal?: AbortSignal) {
  return apiRequest(PATH, { query: { search: search?.trim() || undefined }, schema: smsConversationsResponseSchema, signal });
}

/** GET ?customerId=: the customer's conversation, oldest message first (also when there is none yet). */
export function getSmsConversation(customerId: string, signal?: AbortSignal) {
  return apiRequest(PATH, { query: { customerId }, schema: smsConversationResponseSchema, signal });
}

/** PUT ?customerId=: marks the customer's messages read. */
export function markSmsConversationRead(customerId: string) {
  return apiRequest(PATH, { method: 'PUT', query: { customerId }, schema: markSmsConversationReadResponseSchema });
}

/** POST ?customerId= `{ message }`: a reply to the customer, answered with the stored message. */
/** POST ?customerId=: a text, a photo (its `media_id` from POST /api/media), or both. */
export function sendSmsMessage(customerId: string, message: string | undefined, mediaId?: string) {
  return apiRequest(PATH, { method: 'POST', query: { customerId }, body: { message, media_id: mediaId }, schema: sendSmsResponseSchema });
}

export function smsConversationsQueryOptions(search = '') {
  const term = search.trim();
  return queryOptions({
    queryKey: smsConversationKeys.list(term),
    queryFn: async ({ signal }): Promise<SmsConversation[]> => (await unwrap(getSmsConversations(term, signal))).data,
  });
}

export function smsConversationQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: smsConversationKeys.detail(customerId),
    queryFn: async ({ signal }): Promise<SmsConversationDetail> => (await unwrap(getSmsConversation(customerId, signal))).data,
  });
}

/**
 * The lists, the summary and the header's count show unread messages: they change whenever a conversation does.
 * Not awaited: a mutation settles (and its input clears) without waiting for the reload.
 */
function refreshCounts(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: smsConversationKeys.lists() });
  void client.invalidateQueries({ queryKey: smsConversationKeys.summary() });
  void client.invalidateQueries({ queryKey: smsConversationKeys.unread() });
}

export function markSmsConversationReadMutationOptions() {
  return mutationOptions({
    mutationKey: ['sms-conversations', 'mark-read'],
    mutationFn: async (customerId: string): Promise<void> => {
      await unwrap(markSmsConversationRead(customerId));
    },
    // The open conversation keeps the count it was opened with: its header tells what was new.
    onSuccess: (_result, _customerId, _onMutateResult, { client }) => refreshCounts(client),
  });
}

export interface SendSmsMessageInput {
  customerId: string;
  message?: string;
  /** A photo uploaded with POST /api/media: sent as MMS. */
  mediaId?: string;
}

/** The reply shows at once (appended to the cached conversation); the conversation is then read again for its statuses. */
export function sendSmsMessageMutationOptions() {
  return mutationOptions({
    mutationKey: ['sms-conversations', 'send'],
    mutationFn: async ({ customerId, message, mediaId }: SendSmsMessageInput): Promise<SmsMessage> =>
      (await unwrap(sendSmsMessage(customerId, message, mediaId))).data.message,
    onSuccess: (sent, { customerId }, _onMutateResult, { client }) => {
      const key = smsConversationKeys.detail(customerId);
      client.setQueryData<SmsConversationDetail>(key, (detail) =>
        detail ? { ...detail, messages: [...detail.messages.filter((m) => m.id !== sent.id), sent] } : detail,
      );
      void client.invalidateQueries({ queryKey: key });
      refreshCounts(client);
    },
  });
}
