import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/**
 * The number in E.164 (+12015550123) when it reads as a valid phone number, else null.
 * The number as typed is always kept too: the product does no format validation.
 */
export function toE164(phone: string | null | undefined, defaultRegion: string): string | null {
  if (!phone?.trim()) return null;
  const parsed = parsePhoneNumberFromString(phone, defaultRegion as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}
