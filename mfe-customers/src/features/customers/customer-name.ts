import { NAME_MISSING } from '@groombook/domain';

/** A name of only spaces is no name: such customers are hidden from the list. */
export function hasName(customer: { name: string | null }): boolean {
  return Boolean(customer.name?.trim());
}

export function customerDisplayName(customer: { name: string | null }): string {
  return customer.name?.trim() || NAME_MISSING;
}
