import type { AppointmentListItem, Customer } from '@groombook/contracts';
import { answer } from './fake-api';

const customer = (id: string, name: string | null, extra: Partial<Customer> = {}): Customer => ({
  id,
  name,
  phone_number: null,
  phone_e164: null,
  notes: null,
  created_at: '2026-01-02T10:00:00Z',
  ...extra,
});

export const bella = customer('0f8fad5b-d9cb-469f-a165-70867728950e', 'Bella Owner', {
  phone_number: '(555) 010-2000',
  phone_e164: '+15550102000',
  notes: 'Nervous poodle',
});
export const max = customer('1f8fad5b-d9cb-469f-a165-70867728950e', 'Max Walker', { phone_number: '555-0303' });
export const rex = customer('2f8fad5b-d9cb-469f-a165-70867728950e', 'Rex Barker');
/** Hidden from the list: no name, or only spaces. */
export const nameless = customer('3f8fad5b-d9cb-469f-a165-70867728950e', null, { phone_number: '555-0404' });
export const blank = customer('4f8fad5b-d9cb-469f-a165-70867728950e', '   ');

export function appointment(id: string, fields: Partial<AppointmentListItem> = {}): AppointmentListItem {
  return {
    id,
    date: '2026-05-01',
    time: '14:30',
    customer_id: bella.id,
    groomer_id: 'a1000000-0000-4000-8000-000000000001',
    dog_name: 'Fifi',
    charged_amount: 80,
    amount_given: null,
    tip: null,
    total_with_tax: 85.3,
    notes: null,
    duration_minutes: 90,
    is_recurring: false,
    recurring_sequence: null,
    recurring_total: null,
    recurring_config: null,
    recurring_group_id: null,
    customer: { name: bella.name },
    groomer: { name: 'Gina' },
    ...fields,
  };
}

export const customersAnswer = (customers: Customer[]) => () =>
  answer(200, { success: true, message: 'Customers retrieved', data: { customers } });

export const appointmentsAnswer = (appointments: AppointmentListItem[]) =>
  answer(200, { success: true, message: 'Appointments retrieved', appointments });
