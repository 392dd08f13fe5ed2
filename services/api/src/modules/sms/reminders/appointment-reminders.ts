import { fillTemplate, reminderRuleKey, type ReminderTiming } from '@groombook/domain';
import { addDays, zonedInstant } from '../../../core/clock/company-time';
import { normalizeInbound } from '../consent/inbound-keywords';

/** When an appointment starts: its date at its time (the start of the day when it has no time). */
export function appointmentStart(appointment: { date: string; time: string | null }, timeZone: string): Date {
  return zonedInstant(appointment.date, appointment.time ?? '00:00', timeZone);
}

/** When a rule's reminder of an appointment is due: the day before at its time (salon time), or hours before the start. */
export function reminderDueAt(timing: ReminderTiming, appointment: { date: string; time: string | null }, timeZone: string): Date {
  if (timing.kind === 'day_before') return zonedInstant(addDays(appointment.date, -1), timing.time, timeZone);
  return new Date(appointmentStart(appointment, timeZone).getTime() - timing.hours_before * 3_600_000);
}

export interface PlannedReminder {
  ruleKey: string;
  sendAt: Date;
}

/**
 * The reminders of an appointment under the salon's rules: each rule's at its time while that
 * is ahead. Of the rules whose time has passed, only the one nearest the appointment goes, at
 * once, and only when `catchUp` (the appointment is new at this start: booked or moved late);
 * the others are not sent. None for an appointment that has started.
 */
export function plannedReminders(
  appointment: { date: string; time: string | null },
  rules: readonly ReminderTiming[],
  timeZone: string,
  now: Date,
  catchUp: boolean,
): { startsAt: Date; reminders: PlannedReminder[] } | null {
  const startsAt = appointmentStart(appointment, timeZone);
  if (startsAt.getTime() <= now.getTime()) return null;
  const due = rules.map((rule) => ({ ruleKey: reminderRuleKey(rule), sendAt: reminderDueAt(rule, appointment, timeZone) }));
  const reminders = due.filter((reminder) => reminder.sendAt.getTime() > now.getTime());
  const passed = due.filter((reminder) => reminder.sendAt.getTime() <= now.getTime()).sort((a, b) => b.sendAt.getTime() - a.sendAt.getTime());
  if (catchUp && passed[0]) reminders.push({ ruleKey: passed[0].ruleKey, sendAt: now });
  return { startsAt, reminders };
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A day as a reminder says it: "Tue, Mar 3". */
export function dayOf(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return DAY_FORMAT.format(new Date(Date.UTC(year, month - 1, day)));
}

/** A time as a reminder says it: "2:30 PM". */
export function clockTime(time: string): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** What a reminder is about: the salon, the customer, the dog, the day and time, and the customer's link. */
export interface ReminderDetails {
  companyName: string;
  customerName: string | null;
  dogName: string | null;
  date: string;
  time: string | null;
  link?: string | null;
}

/** "at {time}" in a template: left out, with its "at", for an appointment without a time. */
const AT_TIME = /\s+at\s+\{time(?:\|[^{}]*)?\}/g;

/** A reminder's text: the rule's template filled with the appointment's details ("… on Wed, May 6." when it has no time). */
export function reminderText(template: string, details: ReminderDetails): string {
  return fillTemplate(details.time ? template : template.replace(AT_TIME, ''), {
    customer_first_name: details.customerName?.trim().split(/\s+/)[0] ?? null,
    pet_name: details.dogName,
    date: dayOf(details.date),
    time: details.time ? clockTime(details.time) : null,
    salon: details.companyName,
    manage_link: details.link ?? null,
  });
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
