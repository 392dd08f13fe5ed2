import { useState } from 'react';
import type { Customer } from '@groombook/contracts';
import { Divider, Stack } from '@groombook/ui';
import { ResponsiveModal } from '@groombook/ui/dialogs';
import { CustomerAppointments } from '../appointments/customer-appointments';
import { customerDisplayName } from '../customer-name';
import { CustomerPets } from '../pets/customer-pets';
import { CustomerSmsConsent } from '../sms-consent/customer-sms-consent';
import { CustomerDetails } from './customer-details';
import { CustomerForm } from './customer-form';
import { customerDialogTitle } from './customer-fields';
import { DeleteCustomer } from './delete-customer';

export interface CustomerDialogProps {
  /** The customer to show, or null to add one. */
  customer: Customer | null;
  /** A name to start a new customer with (?name= on /customers/new). */
  initialName?: string;
  /** The customer was saved (or deleted: null); the dialog closes. */
  onDone: (customer: Customer | null) => void;
  /** Closed without saving. */
  onClose: () => void;
}

/**
 * The customer dialog over the list. An existing customer opens read-only, titled with their
 * name, the focus on that title; 'Edit' turns the details into the form ('Edit Customer'). A new
 * customer opens on the form. It is mounted per opening (and per customer), so the delete
 * confirmation and the past appointments start over every time it opens.
 */
export function CustomerDialog({ customer, initialName = '', onDone, onClose }: CustomerDialogProps) {
  const [editing, setEditing] = useState(customer === null);
  const viewing = customer !== null && !editing;
  const title = viewing ? (
    // Mantine's focus trap starts on [data-autofocus]: the heading, not the first button.
    <span tabIndex={-1} data-autofocus style={{ outlineOffset: 2 }}>
      {customerDisplayName(customer)}
    </span>
  ) : (
    customerDialogTitle(customer, initialName)
  );
  return (
    <ResponsiveModal opened onClose={onClose} title={title}>
      <Stack gap="md">
        {viewing ? (
          <CustomerDetails customer={customer} onEdit={() => setEditing(true)} onClose={onClose} />
        ) : (
          <CustomerForm customer={customer} initialName={initialName} focusName={customer !== null} onSaved={onDone} onClose={onClose} />
        )}
        {customer && (
          <>
            <DeleteCustomer customer={customer} onDeleted={() => onDone(null)} />
            <Divider />
            <CustomerAppointments customerId={customer.id} />
            <Divider />
            <CustomerPets customerId={customer.id} />
            <CustomerSmsConsent customerId={customer.id} />
          </>
        )}
      </Stack>
    </ResponsiveModal>
  );
}
