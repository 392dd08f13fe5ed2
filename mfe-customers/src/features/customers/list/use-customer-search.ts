import { useDeferredValue, useMemo } from 'react';
import type { Customer } from '@groombook/contracts';
import { createFuzzySearch } from '@groombook/domain';
import { hasName } from '../customer-name';

/** The customers the list shows: those with a name. */
export function namedCustomers(customers: readonly Customer[]): Customer[] {
  return customers.filter(hasName);
}

/**
 * The product's fuzzy search over the loaded list. The index is built once per list, and the
 * query is deferred so typing stays responsive while thousands of names are searched.
 */
export function useCustomerSearch(customers: readonly Customer[] | undefined, query: string) {
  const named = useMemo(() => namedCustomers(customers ?? []), [customers]);
  const search = useMemo(() => createFuzzySearch(named), [named]);
  const deferredQuery = useDeferredValue(query);
  const matches = useMemo(() => search(deferredQuery), [search, deferredQuery]);
  return { named, matches };
}
