import type { AppointmentStatus } from '@groombook/domain';
import { addDays, zonedInstant } from '../../core/clock/company-time';

/** An appointment as its customer's link sees it: when it is, and where it stands. */
export interface LinkedTimes {
  date: string;
  time: string | null;
  duration_minutes: number;
  status: AppointmentStatus;
}

/** When the appointment ends in the company's time zone; one without a time ends with its day. */
export function appointmentEnd(appointment: Pick<LinkedTimes, 'date' | 'time' | 'duration_minutes'>, timeZone: string): Date {
  if (!appointment.time) return zonedInstant(addDays(appointment.date, 1), '00:00', timeZone);
  return new Date(zonedInstant(appointment.date, appointment.time, timeZone).getTime() + appointment.duration_minutes * 60_000);
}

/** A link opens its appointment until the appointment has ended, unless it was cancelled. */
export function linkStillValid(appointment: LinkedTimes, timeZone: string, now: Date): boolean {
  return appointment.status !== 'cancelled' && appointmentEnd(appointment, timeZone).getTime() > now.getTime();
}

/**
 * Whether the customer may still cancel or move it themselves: an appointment still booked or
 * confirmed, up to `cutoffHours` before it starts (its day's start when it has no time).
 */
export function customerMayChange(appointment: LinkedTimes, timeZone: string, cutoffHours: number, now: Date): boolean {
  if (appointment.status !== 'booked' && appointment.status !== 'confirmed') return false;
  const start = zonedInstant(appointment.date, appointment.time ?? '00:00', timeZone);
  return now.getTime() < start.getTime() - cutoffHours * 3_600_000;
}
