import type { AppointmentListItem, Customer } from '@groombook/contracts';
import { bella, max } from '../../../testing/fixtures';

export { bella, max };

export const ann: Customer = {
  id: '5f8fad5b-d9cb-469f-a165-70867728950e',
  name: 'Ann Smith',
  phone_number: '555-0100',
  phone_e164: '+15555550100',
  notes: null,
  created_at: '2026-01-01T00:00:00Z',
};
export const bob: Customer = { ...ann, id: '6f8fad5b-d9cb-469f-a165-70867728950e', name: 'Bob Jones', phone_number: null, phone_e164: null };

export const appointmentId = '7f8fad5b-d9cb-469f-a165-70867728950e';

export const storedAppointment: AppointmentListItem = {
  id: appointmentId,
  date: '2026-03-02',
  time: '10:30',
  customer_id: ann.id,
  groomer_id: bella.id,
  dog_name: 'Rex',
  charged_amount: 80,
  amount_given: 100,
  tip: 14.7,
  total_with_tax: 85.3,
  notes: 'Nervous with clippers',
  duration_minutes: 90,
  is_recurring: false,
  recurring_sequence: null,
  recurring_total: null,
  recurring_config: null,
  recurring_group_id: null,
  customer: { name: ann.name },
  groomer: { name: bella.name },
};

export const seriesAppointment: AppointmentListItem = {
  ...storedAppointment,
  dog_name: 'Biscuit',
  duration_minutes: 60,
  is_recurring: true,
  recurring_sequence: 3,
  recurring_total: 8,
  recurring_config: { frequency: 'weekly', interval: 1, endType: 'count', endCount: 8, daysOfWeek: [1, 3] },
  recurring_group_id: 'series-42',
};
