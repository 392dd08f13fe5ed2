import type { ScheduleDay, ScheduleBlock } from '@groombook/contracts';
import type { AppointmentListItem } from '@groombook/contracts/light';
import {
  availableStarts,
  bookingWarnings,
  nearestTimes,
  weekdayOf,
  WEEKDAY_NAMES,
  type AvailabilityInput,
  type BookingWarning,
  type BusyTime,
} from '@groombook/domain';

/** The day as the form checks it: what GET /api/schedule says of it, and that day's appointments. */
export interface FormDay {
  day: ScheduleDay;
  blocks: readonly ScheduleBlock[];
  appointments: readonly Pick<AppointmentListItem, 'id' | 'date' | 'time' | 'duration_minutes' | 'groomer_id' | 'status'>[];
}

/** Statuses whose appointment no longer holds its slot. */
const RELEASED = new Set(['cancelled', 'no_show']);

/**
 * The engine's input for one date, from the schedule's answer for it: the salon's open stretches
 * (none: closed), and each groomer's working stretches as their hours that weekday (none: a day
 * off), their time off that day; busy: the day's appointments that hold their slot (not the one
 * being edited) and blocks.
 */
export function engineInput({ day, blocks, appointments }: FormDay, durationMinutes: number, editingId?: string): Omit<AvailabilityInput, 'notBefore'> {
  const weekday = weekdayOf(day.date);
  const busy: BusyTime[] = [
    ...appointments
      .filter((appointment) => appointment.date === day.date && appointment.groomer_id !== null && appointment.id !== editingId && !RELEASED.has(appointment.status))
      .map((appointment) => ({ groomerId: appointment.groomer_id as string, time: appointment.time, durationMinutes: appointment.duration_minutes, kind: 'appointment' as const })),
    ...blocks.filter((block) => block.date === day.date).map((block) => ({ groomerId: block.groomer_id, time: block.time, durationMinutes: block.duration_minutes, kind: 'block' as const })),
  ];
  return {
    date: day.date,
    salonHours: day.salon.open.map(({ start, end }) => ({ weekday, start, end })),
    closedDays: day.salon.open.length === 0 ? [day.date] : [],
    groomers: day.groomers.map((groomer) => ({
      id: groomer.groomer_id,
      hours: groomer.away?.kind === 'time_off' ? null : groomer.working.map(({ start, end }) => ({ weekday, start, end })),
      breaks: [],
      timeOff: groomer.away?.kind === 'time_off' ? [{ startsOn: day.date, endsOn: day.date, reason: groomer.away.reason }] : [],
    })),
    busy,
    durationMinutes,
    bufferMinutes: 0,
  };
}

/** A warning in the product's words. */
export function warningText(warning: BookingWarning, groomer: string, date: string): string {
  switch (warning.kind) {
    case 'busy':
      return `${groomer} is busy then`;
    case 'outside_hours':
      return `Outside ${groomer}'s working hours`;
    case 'time_off':
      return warning.reason ? `${groomer} is on time off: ${warning.reason}` : `${groomer} is on time off`;
    case 'not_working':
      return `${groomer} does not work on ${WEEKDAY_NAMES[weekdayOf(date)]}`;
    case 'salon_closed':
      return 'The salon is closed that day';
  }
}

/** What the form warns of for a groomer at a time, and the nearest free times (from `freeTimes` when given, else the engine's). */
export function scheduleAdvice(
  formDay: FormDay,
  choice: { groomerId: string; time: string; durationMinutes: number; editingId?: string },
  freeTimes?: readonly string[] | null,
): { warnings: BookingWarning[]; nearest: string[] } {
  const input = engineInput(formDay, choice.durationMinutes, choice.editingId);
  const warnings = bookingWarnings(input, choice.groomerId, choice.time);
  if (warnings.length === 0) return { warnings, nearest: [] };
  const times = freeTimes ?? availableStarts(input).find((entry) => entry.groomerId === choice.groomerId)?.times ?? [];
  return { warnings, nearest: nearestTimes(times, choice.time) };
}
