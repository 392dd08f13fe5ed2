import type { Customer } from '@groombook/contracts';
import { createFuzzySearch } from '@groombook/domain';

/** At most this many customers are listed; typing narrows the rest. */
export const PICKER_LIMIT = 50;

/**
 * The customers a search finds: by name (the product's fuzzy search) or, when it holds three
 * or more digits, by phone number as well. Customers without a name are left out, as in
 * the customers list.
 */
export function customerMatcher(customers: readonly Customer[]): (query: string) => Customer[] {
  const named = customers.filter((customer) => customer.name?.trim());
  // The product's search: by name, and by the phone's digits in any format when the query reads as a number.
  return createFuzzySearch(named);
}
