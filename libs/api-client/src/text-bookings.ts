import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { sendSmsResponseSchema, textBookingSuggestionResponseSchema, type SmsMessage, type TextBookingSuggestion } from '@groombook/contracts';
import { apiRequest, unwrap } from './client';
import { smsConversationKeys } from './sms-conversations';

/** Under the customer's conversation: whatever refreshes it (a new text, a reply) refreshes the suggestion too. */
export const textBookingKeys = {
  suggestion: (customerId: string) => [...smsConversationKeys.detail(customerId), 'suggestion'] as const,
};

/** GET /api/sms-conversations/suggestion?customerId=: the appointment the customer's latest texts ask for, or null. */
export function getTextBookingSuggestion(customerId: string, signal?: AbortSignal) {
  return apiRequest('/api/sms-conversations/suggestion', { query: { customerId }, schema: textBookingSuggestionResponseSchema, signal });
}

/** POST /api/text-bookings/confirmation `{ appointmentId }`: texts the appointment's customer its confirmation. */
export function sendTextBookingConfirmation(appointmentId: string) {
  return apiRequest('/api/text-bookings/confirmation', { method: 'POST', body: { appointmentId }, schema: sendSmsResponseSchema });
}

export function textBookingSuggestionQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: textBookingKeys.suggestion(customerId),
    queryFn: async ({ signal }): Promise<TextBookingSuggestion | null> => (await unwrap(getTextBookingSuggestion(customerId, signal))).data,
  });
}

export function sendTextBookingConfirmationMutationOptions() {
  return mutationOptions({
    mutationKey: ['text-bookings', 'confirmation'],
    mutationFn: async (appointmentId: string): Promise<SmsMessage> => (await unwrap(sendTextBookingConfirmation(appointmentId))).data.message,
  });
}
