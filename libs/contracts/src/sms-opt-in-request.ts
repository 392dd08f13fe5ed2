import { z } from 'zod';
import { plainText } from './fields';
import { OPT_IN_MESSAGES } from './sms-opt-in-messages';

export { OPT_IN_MESSAGES } from './sms-opt-in-messages';

/**
 * POST /api/sms-opt-in (public): a customer agrees to texts from a company. `consent` must be
 * true and `disclosureVersion` names the wording they were shown (OPT_IN_DISCLOSURE_VERSION).
 */
export const smsOptInRequestSchema = z.object({
  companyId: z.string({ error: OPT_IN_MESSAGES.companyRequired }).trim().min(1, OPT_IN_MESSAGES.companyRequired).pipe(z.uuid(OPT_IN_MESSAGES.companyNotFound)),
  name: plainText('Name', { error: 'Name is required' }).trim().min(1, 'Name is required').max(200, 'Name is too long'),
  phoneNumber: plainText('Phone number', { error: 'Phone number is required' }).trim().min(1, 'Phone number is required').max(50, 'Phone number is too long'),
  consent: z.literal(true, { error: OPT_IN_MESSAGES.consentRequired }),
  disclosureVersion: plainText('Disclosure version', { error: 'Disclosure version is required' }).trim().min(1).max(50),
});
export type SmsOptInRequest = z.input<typeof smsOptInRequestSchema>;
/**
 * The web opt-in is only a request: the number is opted in once YES (or START) arrives from it.
 * `request_id` asks `GET /api/sms-opt-in/{request_id}` whether that has happened.
 */
export const smsOptInResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: z.object({ request_id: z.string() }) });

/** GET /api/sms-opt-in/{id} (public): whether the phone confirmed this request; nothing about any other. */
export const smsOptInStatusParamsSchema = z.object({ id: z.uuid(OPT_IN_MESSAGES.requestNotFound) });
export type SmsOptInStatusParams = z.infer<typeof smsOptInStatusParamsSchema>;
export const SMS_OPT_IN_STATUSES = ['pending', 'opted_in'] as const;
export const smsOptInStatusResponseSchema = z.object({ success: z.literal(true), data: z.object({ status: z.enum(SMS_OPT_IN_STATUSES) }) });
