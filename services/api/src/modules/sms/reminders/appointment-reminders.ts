import { addDays, localParts, zonedInstant } from '../../../core/clock/company-time';

/** Reminders go out at this time of the company's day before the appointment. */
export const REMINDER_TIME = '10:00';

/** When an appointment starts: its date at its time (the start of the day when it has no time). */
export function appointmentStart(appointment: { date: string; time: string | null }, timeZone: string): Date {
  return zonedInstant(appointment.date, appointment.time ?? '00:00', timeZone);
}

/**
 * When an appointment's reminder goes out: at 10:00 company time the day before; at once
 * when that has passed but the appointment is still ahead (booked or moved late); never for
 * an appointment that has started.
 */
export function reminderTimes(appointment: { date: string; time: string | null }, timeZone: string, now: Date): { sendAt: Date; startsAt: Date } | null {
  const startsAt = appointmentStart(appointment, timeZone);
  if (startsAt.getTime() <= now.getTime()) return null;
  const due = zonedInstant(addDays(appointment.date, -1), REMINDER_TIME, timeZone);
  return { sendAt: due.getTime() > now.getTime() ? due : now, startsAt };
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

function dayOf(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return DAY_FORMAT.format(new Date(Date.UTC(year, month - 1, day)));
}

function clockTime(time: string): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The reminder's text, with the day said as people say it ("tomorrow, Tue, Mar 3 at 2:30 PM"). */
export function reminderText(
  details: { companyName: string; customerName: string | null; dogName: string | null; date: string; time: string | null },
  timeZone: string,
  now: Date,
): string {
  const today = localParts(now, timeZone).date;
  const day = details.date === today ? 'today' : details.date === addDays(today, 1) ? `tomorrow, ${dayOf(details.date)}` : `on ${dayOf(details.date)}`;
  const firstName = details.customerName?.trim().split(/\s+/)[0];
  const whose = details.dogName?.trim() ? `${details.dogName.trim()}'s` : 'your';
  const at = details.time ? ` at ${clockTime(details.time)}` : '';
  return `${firstName ? `Hi ${firstName}! ` : ''}${details.companyName} here: a reminder of ${whose} grooming appointment ${day}${at}. Reply STOP to opt out.`;
}
