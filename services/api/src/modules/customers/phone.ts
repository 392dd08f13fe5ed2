import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { CUSTOMER_MESSAGES } from '@groombook/contracts';
import { phoneSearchDigits } from '@groombook/domain';
import { RuleRefusedError } from '../../core/errors/domain-errors';

export const PHONE_INVALID_MESSAGE = CUSTOMER_MESSAGES.phoneInvalid;

/** The number in E.164 (+12015550123) when it reads as a valid phone number, else null. */
export function toE164(phone: string | null | undefined, defaultRegion: string): string | null {
  if (!phone?.trim()) return null;
  const parsed = parsePhoneNumberFromString(phone, defaultRegion as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * A customer's number as stored: E.164, read in the company's region when it has no +country
 * code; null when none is given. A number that is not a valid phone number is refused (400),
 * so a text always has a real number to go to.
 */
export function checkedPhone(phone: string | null, defaultRegion: string): string | null {
  if (phone === null) return null;
  const e164 = toE164(phone, defaultRegion);
  if (!e164) throw new RuleRefusedError(PHONE_INVALID_MESSAGE);
  return e164;
}

/**
 * What a customer search means as a phone number (`phoneSearchDigits`: no letters, three digits
 * or more): the E.164 digits when the whole search reads as a valid number ('(201) 555-0105',
 * '+12015550105', a national number with its trunk 0), else its own digits ('555-0105'); null
 * for a name.
 */
export function phoneSearchDigitsOf(search: string, defaultRegion: string): string | null {
  const digits = phoneSearchDigits(search);
  if (digits === null) return null;
  return toE164(search, defaultRegion)?.slice(1) ?? digits;
}
