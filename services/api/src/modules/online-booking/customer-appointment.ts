import type { CustomerAppointment } from '@groombook/contracts';
import { formatCalendarDate, formatTime12h } from '@groombook/domain';
import { knownTimeZone } from '../../core/clock/company-time';
import { customerMayChange } from '../appointment-links/appointment-link-rules';
import type { LinkedAppointment } from '../appointment-links/appointment-links.repository';

/** What the customer sees of their appointment: never their number, the groomer, the price or anyone else's. */
export function customerView(companyId: string, appointment: LinkedAppointment, now: Date): CustomerAppointment {
  return {
    salon: appointment.salon,
    company_id: companyId,
    date: appointment.date,
    time: appointment.time,
    duration_minutes: appointment.duration_minutes,
    dog_name: appointment.dog_name,
    services: appointment.services,
    dog_size: appointment.dog_size,
    status: appointment.status,
    can_change: customerMayChange(appointment, knownTimeZone(appointment.time_zone), appointment.cancel_cutoff_hours, now),
    cancel_cutoff_hours: appointment.cancel_cutoff_hours,
  };
}

/** The refusal of a change inside the salon's cut-off, naming how to reach the salon. */
export function tooLateMessage(appointment: Pick<LinkedAppointment, 'salon' | 'salon_phone' | 'cancel_cutoff_hours'>): string {
  const reach = appointment.salon_phone ? `call ${appointment.salon} at ${appointment.salon_phone}` : `contact ${appointment.salon}`;
  return `This appointment can no longer be changed online (less than ${appointment.cancel_cutoff_hours} hours before it). Please ${reach}.`;
}

/** The text that confirms an online booking, with the customer's link to see, move or cancel it. */
export function onlineBookingText(details: { salon: string; dogName: string | null; date: string; time: string | null; link: string }): string {
  const whose = details.dogName?.trim() ? `${details.dogName.trim()}'s` : 'your';
  const at = details.time ? ` at ${formatTime12h(details.time)}` : '';
  return `${details.salon} here: ${whose} grooming appointment is confirmed for ${formatCalendarDate(details.date)}${at}. Manage it: ${details.link} Reply STOP to opt out.`;
}
