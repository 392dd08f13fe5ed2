import { z } from 'zod';
import { uuidSchema } from './companies';
import { plainText } from './fields';
import { smsMediaSchema } from './media';

/** The longest text one message may carry: ten SMS segments. */
export const SMS_BODY_MAX_LENGTH = 1600;

/**
 * Where an SMS is in its life. Outbound: queued (waiting for the send queue), held (outside
 * the marketing window, sent when it opens), sending, sent (the provider took it), delivered,
 * failed (with a reason), cancelled (the number opted out first). Inbound: received.
 */
export const SMS_STATUSES = ['queued', 'held', 'sending', 'sent', 'delivered', 'failed', 'cancelled', 'received'] as const;
export const smsStatusSchema = z.enum(SMS_STATUSES);
export type SmsStatus = z.infer<typeof smsStatusSchema>;

/** Why an outbound message is sent: only `marketing` counts toward the monthly cap and waits for the window. */
export const SMS_PURPOSES = ['conversation', 'marketing', 'reminder', 'compliance'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** One message of a conversation, as the conversation page shows it. */
export const smsMessageSchema = z.object({
  id: z.string(),
  direction: z.enum(['outbound', 'inbound']),
  status: smsStatusSchema,
  messageText: z.string(),
  /** When it was sent (outbound) or received (inbound); while queued or held, when it was written. */
  sentAt: z.string(),
  isCampaignMessage: z.boolean(),
  /** Why it failed or was cancelled, for the status line. */
  failureReason: z.string().nullable(),
  /** The photos it carries (MMS), each a signed link that expires. */
  media: z.array(smsMediaSchema).optional(),
});
export type SmsMessage = z.infer<typeof smsMessageSchema>;

/** A row of the SMS Conversations tab: one per customer who has messages. */
export const smsConversationSchema = z.object({
  /** The customer's id: a customer has one conversation. */
  id: z.string(),
  customer_id: z.string(),
  customer_name: z.string().nullable(),
  customer_phone: z.string().nullable(),
  last_message_preview: z.object({ messageText: z.string() }).nullable(),
  last_message_at: z.string().nullable(),
  unread_count: z.number().int(),
  /** The number has opted out (STOP): nothing but a reply to START can be sent to it. */
  opted_out: z.boolean(),
});
export type SmsConversation = z.infer<typeof smsConversationSchema>;

/** GET /api/sms-conversations?search= */
export const smsConversationsQuerySchema = z.object({
  search: plainText('search').trim().max(200, 'search is too long').optional(),
});
export const smsConversationsResponseSchema = z.object({ success: z.literal(true), data: z.array(smsConversationSchema) });

/** GET, PUT and POST /api/sms-conversations?customerId= */
export const smsConversationQuerySchema = z.object({ customerId: uuidSchema });
export type SmsConversationQuery = z.infer<typeof smsConversationQuerySchema>;

export const smsConversationCustomerSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  phone_number: z.string().nullable(),
});
/** GET ?customerId=: the conversation (the customer's row, also when there are no messages yet), oldest message first. */
export const smsConversationResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    conversation: smsConversationSchema,
    messages: z.array(smsMessageSchema),
    customer: smsConversationCustomerSchema,
  }),
});
export type SmsConversationDetail = z.infer<typeof smsConversationResponseSchema>['data'];

/** POST ?customerId= `{ message, media_id }`: a staff reply; trimmed; a text, a photo of the company (MMS), or both. */
export const sendSmsRequestSchema = z
  .object({
    message: plainText('Message')
      .trim()
      .min(1, 'Message is required')
      .max(SMS_BODY_MAX_LENGTH, `Message is too long (at most ${SMS_BODY_MAX_LENGTH} characters)`)
      .optional(),
    media_id: uuidSchema.optional(),
  })
  .refine((value) => value.message !== undefined || value.media_id !== undefined, { path: ['message'], message: 'Message is required' });
export type SendSmsRequest = z.infer<typeof sendSmsRequestSchema>;
export const sendSmsResponseSchema = z.object({ success: z.literal(true), data: z.object({ message: smsMessageSchema }) });

/** PUT ?customerId=: the conversation's inbound messages are read (its unread count is 0). */
export const markSmsConversationReadResponseSchema = z.object({ success: z.literal(true) });

/**
 * GET /api/sms-number (staff and admins, their company): the number the company texts from,
 * or null when it has none (then nothing can be sent, and the screens say so), and whether
 * the server sends texts at all.
 */
export const smsNumberResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ sms_number: z.string().nullable(), sms_enabled: z.boolean() }),
});
export type SmsNumberInfo = z.infer<typeof smsNumberResponseSchema>['data'];


