import type { AppointmentStatus } from './salon-day';

/*
 * The words of an appointment's status, apart from the statuses themselves: the contracts (which
 * every page downloads) need the statuses only, so a page that shows the words loads them itself.
 */

export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  booked: 'Booked',
  confirmed: 'Confirmed',
  checked_in: 'Checked in',
  ready: 'Ready',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};
