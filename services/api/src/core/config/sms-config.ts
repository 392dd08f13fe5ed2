import { z } from 'zod';

/** How text messages leave: through Twilio, into the development simulator, or not at all (production without Twilio). */
export type SmsMode = 'twilio' | 'simulator' | 'off';

export interface TwilioSettings {
  accountSid: string;
  /** Signs the webhooks Twilio sends and authenticates our calls: never logged. */
  authToken: string;
  /** The sender: a number in E.164, or a messaging service (which picks the number). */
  from: { number: string } | { messagingServiceSid: string };
}

export interface SmsConfig {
  mode: SmsMode;
  twilio: TwilioSettings | null;
  /** Marketing only between 08:00 and 21:00 company time (SMS_QUIET_HOURS=on, the default; production cannot turn it off). */
  quietHours: boolean;
}

/** The SMS settings of the environment (merged into the API's one schema). */
export const smsEnvShape = {
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account SID (AC followed by 32 hex digits)').optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16, 'must be the account auth token').optional(),
  TWILIO_FROM_NUMBER: z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be a number in E.164 form, e.g. +12015550123').optional(),
  TWILIO_MESSAGING_SERVICE_SID: z.string().regex(/^MG[0-9a-fA-F]{32}$/, 'must be a messaging service SID (MG followed by 32 hex digits)').optional(),
  SMS_QUIET_HOURS: z.enum(['on', 'off']).default('on'),
};

type SmsEnv = z.infer<z.ZodObject<typeof smsEnvShape>>;

/** The SMS settings, or the one line that says what is wrong with them. */
export function smsConfig(e: SmsEnv & { NODE_ENV: string; PUBLIC_URL?: string | undefined }): SmsConfig | string {
  const production = e.NODE_ENV === 'production';
  if (production && e.SMS_QUIET_HOURS === 'off') {
    return 'SMS_QUIET_HOURS: marketing texts wait for 08:00-21:00 company time in production; it cannot be turned off';
  }
  const quietHours = e.SMS_QUIET_HOURS === 'on';
  const given = [e.TWILIO_ACCOUNT_SID, e.TWILIO_AUTH_TOKEN, e.TWILIO_FROM_NUMBER, e.TWILIO_MESSAGING_SERVICE_SID].some(Boolean);
  if (!given) return { mode: production ? 'off' : 'simulator', twilio: null, quietHours };
  if (!e.TWILIO_ACCOUNT_SID || !e.TWILIO_AUTH_TOKEN || !(e.TWILIO_FROM_NUMBER || e.TWILIO_MESSAGING_SERVICE_SID)) {
    return 'TWILIO_ACCOUNT_SID: Twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER (or TWILIO_MESSAGING_SERVICE_SID) together';
  }
  if (!e.PUBLIC_URL) {
    return 'PUBLIC_URL: required with Twilio (its delivery reports and replies are sent to PUBLIC_URL/api/sms/status and /api/sms/inbound)';
  }
  return {
    mode: 'twilio',
    twilio: {
      accountSid: e.TWILIO_ACCOUNT_SID,
      authToken: e.TWILIO_AUTH_TOKEN,
      from: e.TWILIO_MESSAGING_SERVICE_SID ? { messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID } : { number: e.TWILIO_FROM_NUMBER ?? '' },
    },
    quietHours,
  };
}
