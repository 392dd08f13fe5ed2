import type { Customer } from '@groombook/contracts';
import { Divider, ResponsiveModal, Stack } from '@groombook/ui';
import { CustomerAppointments } from '../appointments/customer-appointments';
import { CustomerPets } from '../pets/customer-pets';
import { CustomerSmsConsent } from '../sms-consent/customer-sms-consent';
import { CustomerForm } from './customer-form';
import { customerDialogTitle } from './customer-fields';
import { DeleteCustomer } from './delete-customer';

export interface CustomerDialogProps {
  /** The customer to edit, or null to add one. */
  customer: Customer | null;
  /** A name to start a new customer with (?name= on /customers/new). */
  initialName?: string;
  onClose: () => void;
}

/**
 * The customer dialog over the list. It is mounted per opening (and per customer), so the
 * delete confirmation and the past appointments start over every time it opens.
 */
export function CustomerDialog({ customer, initialName = '', onClose }: CustomerDialogProps) {
  return (
    <ResponsiveModal opened onClose={onClose} title={customerDialogTitle(customer, initialName)}>
      <Stack gap="md">
        <CustomerForm customer={customer} initialName={initialName} onClose={onClose} />
        {customer && (
          <>
            <DeleteCustomer customerId={customer.id} onDeleted={onClose} />
            <Divider />
            <CustomerPets customerId={customer.id} />
            <Divider />
            <CustomerAppointments customerId={customer.id} />
            <CustomerSmsConsent customerId={customer.id} />
          </>
        )}
      </Stack>
    </ResponsiveModal>
  );
}
