import type { Customer } from '@groombook/contracts';
import type { AppointmentListItem } from '@groombook/contracts/light';
import { buildAppointment, buildCustomer } from '@groombook/ui-testing';
import { answer } from './fake-api';

export const bella = buildCustomer({
  name: 'Bella Owner',
  phone_number: '(555) 010-2000',
  phone_e164: '+15550102000',
  notes: 'Nervous poodle',
});
export const max = buildCustomer({ name: 'Max Walker', phone_number: '555-0303' });
export const rex = buildCustomer({ name: 'Rex Barker' });
/** Hidden from the list: no name, or only spaces. */
export const nameless = buildCustomer({ name: null, phone_number: '555-0404' });
export const blank = buildCustomer({ name: '   ' });

/** One of Bella's appointments. */
export const bellasAppointment = (fields: Partial<AppointmentListItem>) => buildAppointment(fields, { customer: bella });

export const customersAnswer = (customers: Customer[]) => () =>
  answer(200, { success: true, message: 'Customers retrieved', data: { customers } });

export const appointmentsAnswer = (appointments: AppointmentListItem[]) =>
  answer(200, { success: true, message: 'Appointments retrieved', appointments });
