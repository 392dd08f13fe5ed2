import * as z from 'zod/mini';

/** What the screens say when the company has no number of its own (it cannot text). */
export const NO_SMS_NUMBER_MESSAGE = 'This salon has no texting number yet, so no texts can be sent. A platform administrator sets it in Company Settings.';

/** GET /api/sms-summary: the dashboard's Marketing card. */
export const smsSummarySchema = z.object({
  /** Messages sent to customers this calendar month. */
  messages_this_month: z.int(),
  /** Conversations with at least one unread inbound message. */
  unread_conversations: z.int(),
});
export type SmsSummary = z.infer<typeof smsSummarySchema>;
export const smsSummaryResponseSchema = z.object({ success: z.literal(true), data: smsSummarySchema });

/** GET /api/sms-unread: the header's Messages badge (staff and admins): conversations with at least one unread inbound message. */
export const smsUnreadResponseSchema = z.object({ success: z.literal(true), data: z.object({ unread_conversations: z.int() }) });
export type SmsUnread = z.infer<typeof smsUnreadResponseSchema>['data'];

/**
 * What the API pushes to a signed-in browser of a company (GET /api/events, server-sent
 * events): enough to know which queries to refetch, never a message's text.
 */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  /** A message of this customer's conversation was added or changed status. */
  z.object({ type: z.literal('sms.message'), customerId: z.string(), messageId: z.string() }),
  /** A campaign's recipients moved on. */
  z.object({ type: z.literal('campaign.progress'), campaignId: z.string() }),
  /** Appointments of these months were created, changed or deleted. */
  z.object({ type: z.literal('appointments.changed'), months: z.array(z.object({ year: z.int(), month: z.int() })) }),
  /** Hours, closed days, time off or blocks changed: the calendar's shading and the free times. */
  z.object({ type: z.literal('schedules.changed') }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
