import { z } from 'zod';
import { plainText } from './fields';

/**
 * Where a change of consent came from: the web page (a request, until the phone confirms),
 * a text (STOP, START, or YES answering a request), or staff.
 */
export const CONSENT_SOURCES = ['opt-in page', 'STOP', 'START', 'YES', 'staff'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** One entry of the consent ledger (append-only). */
export const smsConsentSchema = z.object({
  id: z.string(),
  phone_e164: z.string(),
  name: z.string().nullable(),
  customer_id: z.string().nullable(),
  /** `opt_in_requested`: asked for on the web page, not yet confirmed from the phone (it changes nothing yet). */
  action: z.enum(['opt_in', 'opt_out', 'opt_in_requested']),
  source: z.string(),
  disclosure_version: z.string().nullable(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
});
export type SmsConsent = z.infer<typeof smsConsentSchema>;

/** GET /api/sms-consents?phone=&customer_id= (admins, own company): newest first. */
export const smsConsentsQuerySchema = z.object({
  phone: plainText('phone').trim().max(50, 'phone is too long').optional(),
  customer_id: z.uuid('Must be a valid id').optional(),
});
export type SmsConsentsQuery = z.infer<typeof smsConsentsQuerySchema>;
export const smsConsentsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    consents: z.array(smsConsentSchema),
    /** With ?phone= or ?customer_id=: whether the number may get marketing now (`pending`: asked on the web, not confirmed). */
    current: z.enum(['opted_in', 'opted_out', 'pending', 'unknown']).nullable(),
  }),
});
