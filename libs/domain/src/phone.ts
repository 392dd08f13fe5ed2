/**
 * Phone numbers as the product shows and searches them. The API stores every number it
 * accepts in E.164 (+12015550123); these functions only read that form (and, for rows saved
 * before numbers were checked, the text as it was typed).
 */

/** The fewest digits a search needs before it is read as (part of) a phone number. */
export const PHONE_SEARCH_MIN_DIGITS = 3;

/** The digits of a text, nothing else: '(201) 555-0105' is '2015550105'. */
export const phoneDigits = (text: string): string => text.replace(/\D/g, '');

/**
 * A number as people read it, the same on every screen: North American numbers (+1) as
 * (201) 555-0123, the way the salons' customers write them; any other E.164 number in its
 * international form as stored (+447700900123). Text that is not E.164 (a number saved before
 * numbers were checked) is shown as it was typed; none is ''.
 */
export function formatPhone(phone: string | null | undefined): string {
  const text = phone?.trim() ?? '';
  const northAmerican = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(text);
  return northAmerican ? `(${northAmerican[1]}) ${northAmerican[2]}-${northAmerican[3]}` : text;
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
