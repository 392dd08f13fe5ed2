/**
 * Phone numbers as the product shows and searches them. The API stores every number it
 * accepts in E.164 (+12015550123); these functions only read that form (and, for rows saved
 * before numbers were checked, the text as it was typed).
 */

/** The fewest digits a search needs before it is read as (part of) a phone number. */
export const PHONE_SEARCH_MIN_DIGITS = 3;

/** The digits of a text, nothing else: '(201) 555-0105' is '2015550105'. */
export const phoneDigits = (text: string): string => text.replace(/\D/g, '');

/** The countries of the North American Numbering Plan (+1) the product's salons are in. */
const NORTH_AMERICAN_COUNTRIES: readonly string[] = ['US', 'CA'];

/**
 * The country a company's numbers are read in (two letters): the API's DEFAULT_PHONE_REGION,
 * the same for every company today.
 */
export const COMPANY_PHONE_COUNTRY = 'US';

export interface FormatPhoneOptions {
  /** The company's country (two letters): its own numbers are shown the national way. */
  country?: string;
}

/**
 * A number as people read it, the same on every screen. In a North American company (the
 * default), +1 numbers read (201) 555-0123, the way the salons' customers write them, and so
 * does a ten-digit number saved before numbers were checked ('201-555-0123', '2015550123');
 * elsewhere a +1 number reads +1 201-555-0123. Any other E.164 number shows in its
 * international form as stored (+447911123456). Other text is shown as it was typed; none is ''.
 */
export function formatPhone(phone: string | null | undefined, { country = COMPANY_PHONE_COUNTRY }: FormatPhoneOptions = {}): string {
  const text = phone?.trim() ?? '';
  const home = NORTH_AMERICAN_COUNTRIES.includes(country.toUpperCase());
  const e164 = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(text);
  if (e164) return home ? `(${e164[1]}) ${e164[2]}-${e164[3]}` : `+1 ${e164[1]}-${e164[2]}-${e164[3]}`;
  // Unchecked text: only separators around ten digits (an optional leading 1) reads as a North American number.
  const typed = home && /^[\d\s().-]+$/.test(text) ? /^1?(\d{3})(\d{3})(\d{4})$/.exec(phoneDigits(text)) : null;
  return typed ? `(${typed[1]}) ${typed[2]}-${typed[3]}` : text;
}

/**
 * The digits a search stands for when it reads as a phone number: no letters and at least
 * three digits ('555-0105', '(201) 555-0105', '+12015550105'); otherwise null (a name).
 */
export function phoneSearchDigits(query: string): string | null {
  if (/\p{L}/u.test(query)) return null;
  const digits = phoneDigits(query);
  return digits.length >= PHONE_SEARCH_MIN_DIGITS ? digits : null;
}

/** Whether a customer's number holds the searched digits, in any format it was written. */
export function phoneHasDigits(customer: { phone_e164?: string | null; phone_number?: string | null }, digits: string): boolean {
  return [customer.phone_e164, customer.phone_number].some((phone) => phone != null && phoneDigits(phone).includes(digits));
}
