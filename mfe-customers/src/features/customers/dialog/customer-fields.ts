import type { Customer } from '@groombook/contracts';
import { formatPhone } from '@groombook/domain';
import { hasName } from '../customer-name';

/** What the dialog's fields hold, as typed. */
export interface CustomerFields {
  name: string;
  phone: string;
  notes: string;
}

/** The body of POST /api/customers, and of PUT without the id. */
export interface CustomerToSave {
  name: string | null;
  phone_number: string | null;
  notes: string | null;
  /** Saves a number another customer already has: the user saw the warning and chose to. */
  confirm_duplicate_phone?: boolean;
}

type SavedValues = Pick<Customer, 'name' | 'phone_number' | 'notes'>;

export const EMPTY_FIELDS: CustomerFields = { name: '', phone: '', notes: '' };

/** The fields as the dialog opens: the customer's values, or the pre-filled name of a new one. */
export function initialFields(customer: SavedValues | null, initialName = ''): CustomerFields {
  if (!customer) return { ...EMPTY_FIELDS, name: initialName };
  return { name: customer.name ?? '', phone: formatPhone(customer.phone_number), notes: customer.notes ?? '' };
}

/**
 * Saving happens only when at least one of name, notes or phone is present (null:
 * nothing to save); an empty field falls back to the existing customer's value. The API
 * checks the phone number (a valid number, not another customer's without confirmation).
 */
export function customerToSave(fields: CustomerFields, existing: SavedValues | null = null): CustomerToSave | null {
  const name = fields.name.trim();
  const phone = fields.phone.trim();
  const notes = fields.notes.trim();
  if (!name && !phone && !notes) return null;
  return {
    name: name || existing?.name || null,
    phone_number: phone || existing?.phone_number || null,
    notes: notes || existing?.notes || null,
  };
}

/** 'Edit Customer' when the customer has a name; 'Add: {initial name}' when one is pre-filled; else 'Add Customer'. */
export function customerDialogTitle(customer: Pick<Customer, 'name'> | null, initialName = ''): string {
  if (customer && hasName(customer)) return 'Edit Customer';
  const prefilled = initialName.trim();
  return prefilled ? `Add: ${prefilled}` : 'Add Customer';
}
