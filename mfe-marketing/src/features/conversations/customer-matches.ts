import type { Customer } from '@groombook/contracts';
import { createFuzzySearch } from '@groombook/domain';

/** At most this many customers are listed; typing narrows the rest. */
export const PICKER_LIMIT = 50;

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * The customers a search finds: by name (the product's fuzzy search) or, when it holds three
 * or more digits, by phone number as well. Customers without a name are left out, as in
 * the customers list.
 */
export function customerMatcher(customers: readonly Customer[]): (query: string) => Customer[] {
  const named = customers.filter((customer) => customer.name?.trim());
  const byName = createFuzzySearch(named);
  return (query) => {
    const digits = digitsOf(query);
    if (digits.length < 3) return byName(query);
    const byPhone = named.filter((customer) => digitsOf(customer.phone_number ?? '').includes(digits));
    const fromName = byName(query).filter((customer) => !byPhone.includes(customer));
    return [...byPhone, ...fromName];
  };
}
