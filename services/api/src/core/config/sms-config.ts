import { isSupportedCountry } from 'libphonenumber-js';
import { z } from 'zod';

/** How text messages leave: through Twilio, into the development simulator, or not at all (production without Twilio). */
export type SmsMode = 'twilio' | 'simulator' | 'off';

/** The Twilio account every company's texts go through; each company sends from its own number (`companies.sms_number`). */
export interface TwilioSettings {
  accountSid: string;
  /** Signs the webhooks Twilio sends and authenticates our calls: never logged. */
  authToken: string;
  /** Where Twilio's API is called (a proxy, or a local stand-in in tests); null: Twilio's own. */
  apiBaseUrl: string | null;
}

/** The caps on the public opt-in's confirmation texts, which keep anyone from pumping texts through the platform. */
export interface OptInCaps {
  companyPerDay: number;
  platformPerHour: number;
}

export interface SmsConfig {
  mode: SmsMode;
  twilio: TwilioSettings | null;
  /** Marketing only between 08:00 and 21:00 company time (SMS_QUIET_HOURS=on, the default; production cannot turn it off). */
  quietHours: boolean;
  /** The countries (ISO 3166 codes) whose numbers the public opt-in and booking pages accept. */
  allowedCountries: readonly string[];
  optInCaps: OptInCaps;
}

const countryList = z
  .string()
  .transform((value) => value.split(',').map((code) => code.trim().toUpperCase()).filter(Boolean))
  .refine((codes) => codes.length > 0, 'must name at least one country')
  .refine((codes) => codes.every((code) => /^[A-Z]{2}$/.test(code) && isSupportedCountry(code)), 'must be two-letter country codes with phone numbers, e.g. US,CA');

/** The SMS settings of the environment (merged into the API's one schema). */
export const smsEnvShape = {
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account SID (AC followed by 32 hex digits)').optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16, 'must be the account auth token').optional(),
  // Each company has its own sender now: these are refused with the reason (see smsConfig).
  TWILIO_FROM_NUMBER: z.string().optional(),
  TWILIO_MESSAGING_SERVICE_SID: z.string().optional(),
  TWILIO_API_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  SMS_QUIET_HOURS: z.enum(['on', 'off']).default('on'),
  SMS_ALLOWED_COUNTRIES: countryList.default(['US', 'CA']),
  SMS_OPT_IN_COMPANY_DAILY_CAP: z.coerce.number().int().min(0).max(100_000).default(50),
  SMS_OPT_IN_PLATFORM_HOURLY_CAP: z.coerce.number().int().min(0).max(1_000_000).default(500),
};

type SmsEnv = z.infer<z.ZodObject<typeof smsEnvShape>>;

/** The SMS settings, or the one line that says what is wrong with them. */
export function smsConfig(e: SmsEnv & { NODE_ENV: string; PUBLIC_URL?: string | undefined }): SmsConfig | string {
  const production = e.NODE_ENV === 'production';
  if (production && e.SMS_QUIET_HOURS === 'off') {
    return 'SMS_QUIET_HOURS: marketing texts wait for 08:00-21:00 company time in production; it cannot be turned off';
  }
  const common = {
    quietHours: e.SMS_QUIET_HOURS === 'on',
    allowedCountries: e.SMS_ALLOWED_COUNTRIES,
    optInCaps: { companyPerDay: e.SMS_OPT_IN_COMPANY_DAILY_CAP, platformPerHour: e.SMS_OPT_IN_PLATFORM_HOURLY_CAP },
  };
  for (const [name, value] of [['TWILIO_FROM_NUMBER', e.TWILIO_FROM_NUMBER], ['TWILIO_MESSAGING_SERVICE_SID', e.TWILIO_MESSAGING_SERVICE_SID]] as const) {
    if (value !== undefined) return `${name}: each company texts from its own number, set by a super admin in Company Settings; remove ${name}`;
  }
  const given = [e.TWILIO_ACCOUNT_SID, e.TWILIO_AUTH_TOKEN].some(Boolean);
  if (!given) return { mode: production ? 'off' : 'simulator', twilio: null, ...common };
  if (!e.TWILIO_ACCOUNT_SID || !e.TWILIO_AUTH_TOKEN) return 'TWILIO_ACCOUNT_SID: Twilio needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN together';
  if (!e.PUBLIC_URL) {
    return 'PUBLIC_URL: required with Twilio (its delivery reports and replies are sent to PUBLIC_URL/api/sms/status and /api/sms/inbound)';
  }
  return {
    mode: 'twilio',
    twilio: { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, apiBaseUrl: e.TWILIO_API_BASE_URL ?? null },
    ...common,
  };
}
