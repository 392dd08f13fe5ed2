import { customerDisplayName, hasName } from './customer-name';

/** "Customer Olivia Garcia saved", or "Customer saved" for one without a name. */
export function customerSavedMessage(customer: { name: string | null }): string {
  return hasName(customer) ? `Customer ${customerDisplayName(customer)} saved` : 'Customer saved';
}

/** "Customer Olivia Garcia deleted" for one; "3 customers deleted" for several. */
export function customersDeletedMessage(customers: readonly { name: string | null }[]): string {
  const [only] = customers;
  if (customers.length === 1 && only) return hasName(only) ? `Customer ${customerDisplayName(only)} deleted` : 'Customer deleted';
  return `${customers.length} customers deleted`;
}
