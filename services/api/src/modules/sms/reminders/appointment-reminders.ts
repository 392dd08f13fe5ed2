import { addDays, localParts, zonedInstant } from '../../../core/clock/company-time';
import { normalizeInbound } from '../consent/inbound-keywords';

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

export function dayOf(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return DAY_FORMAT.format(new Date(Date.UTC(year, month - 1, day)));
}

export function clockTime(time: string): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Two SMS segments of plain characters: the longest a reminder should be. */
export const REMINDER_MAX_LENGTH = 306;

/**
 * The reminder's text, with the day said as people say it ("tomorrow, Tue, Mar 3 at 2:30 PM"),
 * how to confirm by reply (C or YES) and, when given, the customer's link to see, move or
 * cancel it. The greeting goes first when the whole would pass two segments.
 */
export function reminderText(
  details: { companyName: string; customerName: string | null; dogName: string | null; date: string; time: string | null; link?: string | null },
  timeZone: string,
  now: Date,
): string {
  const today = localParts(now, timeZone).date;
  const day = details.date === today ? 'today' : details.date === addDays(today, 1) ? `tomorrow, ${dayOf(details.date)}` : `on ${dayOf(details.date)}`;
  const firstName = details.customerName?.trim().split(/\s+/)[0];
  const whose = details.dogName?.trim() ? `${details.dogName.trim()}'s` : 'your';
  const at = details.time ? ` at ${clockTime(details.time)}` : '';
  const manage = details.link ? `Reply C to confirm, or manage it: ${details.link} ` : 'Reply C to confirm. ';
  const text = `${details.companyName} here: a reminder of ${whose} grooming appointment ${day}${at}. ${manage}Reply STOP to opt out.`;
  const greeted = firstName ? `Hi ${firstName}! ${text}` : text;
  return greeted.length <= REMINDER_MAX_LENGTH ? greeted : text;
}

/** Whether a text is a reply confirming the appointment a reminder was about: C or YES, in any case. */
export function confirmsAppointment(body: string): boolean {
  const word = normalizeInbound(body);
  return word === 'c' || word === 'yes';
}

/** The answer to a reply that confirmed an appointment. */
export function confirmedReplyText(appointment: { dogName: string | null; date: string; time: string | null }): string {
  const whose = appointment.dogName?.trim() ? `${appointment.dogName.trim()}'s` : 'your';
  const at = appointment.time ? ` at ${clockTime(appointment.time)}` : '';
  return `Thanks, ${whose} appointment on ${dayOf(appointment.date)}${at} is confirmed.`;
}
