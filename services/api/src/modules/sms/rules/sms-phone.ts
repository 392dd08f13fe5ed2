import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/** Kinds of number that can receive a text: mobiles, and the numbering plans (the US among them) that do not tell mobiles from landlines. */
const TEXTABLE = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/**
 * The number in E.164 when it is a valid number that can take a text, else null: a
 * landline, toll-free or premium number, or anything that is not a number, gets none.
 */
export function textableE164(phone: string | null | undefined, defaultRegion: string): string | null {
  if (!phone?.trim()) return null;
  const parsed = parsePhoneNumberFromString(phone, defaultRegion as CountryCode);
  if (!parsed?.isValid()) return null;
  const type = parsed.getType();
  return type === undefined || TEXTABLE.has(type) ? parsed.number : null;
}

/** A number as a provider sends it (already E.164), checked; null when it is not one. */
export function providerE164(phone: string | null | undefined): string | null {
  if (!phone?.trim() || !phone.trim().startsWith('+')) return null;
  const parsed = parsePhoneNumberFromString(phone.trim());
  return parsed?.isValid() ? parsed.number : null;
}

/** The country (ISO 3166) a number (E.164) belongs to; undefined when the plan cannot tell. */
export function countryOfNumber(e164: string): string | undefined {
  return parsePhoneNumberFromString(e164)?.country;
}

const E164 = /^\+[1-9]\d{6,14}$/;

/** Whether `value` is written as E.164 (`+` and 7 to 15 digits): its shape only, without parsing it. */
export const isE164 = (value: string): boolean => E164.test(value);

/** A number as our own (a company's sending number, the `To` of a text): E.164 after spaces and punctuation are removed, else null. */
export function ownNumber(value: string | null | undefined): string | null {
  const compact = value?.replace(/[\s().-]/g, '') ?? '';
  return isE164(compact) ? compact : null;
}
