import type { CustomerGroupMember } from '@groombook/contracts';
import { formatPhone } from '@groombook/domain';

export interface MemberOption {
  value: string;
  /** The name and phone: what the search matches and a chosen customer's pill shows. */
  label: string;
}

/** A customer as the members picker offers them: name and phone, so two customers of one name tell apart. */
export function memberLabel(customer: CustomerGroupMember): string {
  const name = customer.name?.trim() || 'Unnamed customer';
  const phone = formatPhone(customer.phone_number);
  return phone ? `${name} · ${phone}` : name;
}

/**
 * The picker's options: the company's customers, then any current member the customer list
 * does not hold (yet), so every chosen customer has a label. Each customer once.
 */
export function memberOptions(customers: readonly CustomerGroupMember[], members: readonly CustomerGroupMember[]): MemberOption[] {
  const seen = new Set<string>();
  const options: MemberOption[] = [];
  for (const customer of [...customers, ...members]) {
    if (seen.has(customer.id)) continue;
    seen.add(customer.id);
    options.push({ value: customer.id, label: memberLabel(customer) });
  }
  return options;
}
