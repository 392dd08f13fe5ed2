import { formatPhone } from './phone';

/**
 * A texting number (E.164) as people read it: the product's one phone format (`formatPhone`),
 * North American numbers (+1) as (201) 555-0123, any other one as stored.
 */
export function formatSmsNumber(e164: string): string {
  return formatPhone(e164);
}
