import { createHmac, timingSafeEqual } from 'node:crypto';

export type WebhookParams = Record<string, string | string[] | undefined>;

/**
 * Twilio's request signature: HMAC-SHA1, keyed with the account's auth token, of the full
 * URL Twilio called followed by each POST parameter's name and value, names sorted; base64.
 */
export function twilioSignature(authToken: string, url: string, params: WebhookParams): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => {
      const value = params[name];
      const values = Array.isArray(value) ? [...value].sort() : value === undefined ? [] : [value];
      return text + values.map((one) => name + one).join('');
    }, url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

/** Whether `signature` (the X-Twilio-Signature header) signs this request; compared in constant time. */
export function isValidTwilioSignature(authToken: string, signature: string | undefined, url: string, params: WebhookParams): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  // timingSafeEqual needs equal lengths; comparing the expected value with itself keeps the time the same.
  return timingSafeEqual(expected, given.length === expected.length ? given : expected) && given.length === expected.length;
}
