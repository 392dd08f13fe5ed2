/** How a customer without a name is shown. */
export const NAME_MISSING = 'Name missing';

/** A name of only spaces is no name: such customers are hidden from the list. */
export function hasName(customer: { name: string | null }): boolean {
  return Boolean(customer.name?.trim());
}

export function customerDisplayName(customer: { name: string | null }): string {
  return customer.name?.trim() || NAME_MISSING;
}
