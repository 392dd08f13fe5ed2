import type { AppointmentListItem } from '@groombook/contracts/light';
import { buildAppointment, buildCustomer } from '@groombook/ui-testing';
import { bella, max } from '../../../testing/fixtures';

export { bella, max };

export const ann = buildCustomer({ name: 'Ann Smith', phone_number: '555-0100', phone_e164: '+15555550100' });
export const bob = buildCustomer({ name: 'Bob Jones' });

/** Ann's appointment with Bella on 2 March 2026, 10:30, paid with a tip. */
export const storedAppointment = buildAppointment(
  { date: '2026-03-02', time: '10:30', dog_name: 'Rex', amount_given: 100, tip: 14.7, notes: 'Nervous with clippers' },
  { customer: ann, groomer: bella },
);
export const appointmentId = storedAppointment.id;

/** The same appointment as the third of a weekly series of eight. */
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
