import { queryOptions } from '@tanstack/react-query';
import { smsSummaryResponseSchema, smsUnreadResponseSchema, type SmsSummary, type SmsUnread } from '@groombook/contracts/light';
import { apiRequest, unwrap } from './client';
import { smsConversationKeys } from './query-keys';

/*
 * The counts of unread conversations and of this month's texts, apart from the conversations'
 * module: the header's Messages badge is on every signed-in page and the summary on Home, so they
 * read their answers with the light contracts only.
 */

/** GET /api/sms-summary: messages this month and conversations with unread messages. */
export function getSmsSummary(signal?: AbortSignal) {
  return apiRequest('/api/sms-summary', { schema: smsSummaryResponseSchema, signal });
}

export function smsSummaryQueryOptions() {
  return queryOptions({
    queryKey: smsConversationKeys.summary(),
    queryFn: async ({ signal }): Promise<SmsSummary> => (await unwrap(getSmsSummary(signal))).data,
  });
}

/** GET /api/sms-unread: conversations with unread messages (the header's Messages badge; staff may read it). */
export function getSmsUnread(signal?: AbortSignal) {
  return apiRequest('/api/sms-unread', { schema: smsUnreadResponseSchema, signal });
}

export function smsUnreadQueryOptions() {
  return queryOptions({
    queryKey: smsConversationKeys.unread(),
    queryFn: async ({ signal }): Promise<SmsUnread> => (await unwrap(getSmsUnread(signal))).data,
  });
}
