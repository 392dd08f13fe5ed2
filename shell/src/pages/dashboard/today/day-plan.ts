import type { AppointmentListItem } from '@groombook/contracts/light';
import type { AppointmentStatus } from '@groombook/domain';

/*
 * Home's day, as pure rules: who works on what (a column per groomer), what each appointment's
 * next move is, which arrival comes next and how many dogs are in the building. "Now" is the
 * salon's wall clock, read in its time zone (the API names the zone with the day): a browser in
 * another zone, or UTC, would show the wrong next arrival in the evening.
 */

export interface SalonNow {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 24-hour */
  time: string;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/** The salon's date and time at `instant`, in its IANA `timeZone`. */
export function salonNow(instant: Date, timeZone: string): SalonNow {
  let clock = clocks.get(timeZone);
  if (!clock) {
    const fields = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' } as const;
    clock = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', ...fields });
    clocks.set(timeZone, clock);
  }
  const part = Object.fromEntries(clock.formatToParts(instant).map(({ type, value }) => [type, value]));
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

export interface GroomerDay {
  /** The groomer's id, or '' for appointments with no groomer. */
  key: string;
  name: string;
  appointments: AppointmentListItem[];
}

export const NO_GROOMER = 'No groomer';

/** Earlier first; an appointment without a time after every timed one. */
const byTime = (a: AppointmentListItem, b: AppointmentListItem) => (a.time ?? '99:99').localeCompare(b.time ?? '99:99');

/** A column per groomer, by name (appointments without a groomer last), each in time order. */
export function groomerDays(appointments: readonly AppointmentListItem[]): GroomerDay[] {
  const days = new Map<string, GroomerDay>();
  for (const appointment of appointments) {
    const key = appointment.groomer_id ?? '';
    const day = days.get(key) ?? { key, name: appointment.groomer?.name ?? NO_GROOMER, appointments: [] };
    day.appointments.push(appointment);
    days.set(key, day);
  }
  const columns = [...days.values()];
  for (const column of columns) column.appointments.sort(byTime);
  return columns.sort((a, b) => Number(a.key === '') - Number(b.key === '') || a.name.localeCompare(b.name));
}

const WAITING: readonly AppointmentStatus[] = ['booked', 'confirmed'];

/**
 * The next arrival: the earliest appointment of today still booked or confirmed whose time is
 * now or later in the salon. None on another day, and none among untimed appointments.
 */
export function nextArrivalId(appointments: readonly AppointmentListItem[], day: string, now: SalonNow): string | undefined {
  if (day !== now.date) return undefined;
  const coming = appointments.filter((a) => a.time !== null && WAITING.includes(a.status) && a.time >= now.time);
  return [...coming].sort(byTime)[0]?.id;
}

/** Dogs checked in and not yet picked up. */
export const inTheBuilding = (appointments: readonly AppointmentListItem[]): number =>
  appointments.filter((a) => a.status === 'checked_in' || a.status === 'ready').length;

/**
 * The one-click move from a status: a new status (with the title of its failure), or checkout,
 * which completes the appointment at the desk with its payment.
 */
export type NextMove = { label: string; to: AppointmentStatus; failure: string } | { label: 'Complete'; checkout: true };

export function nextMove(status: AppointmentStatus): NextMove | undefined {
  switch (status) {
    case 'booked':
    case 'confirmed':
      return { label: 'Check in', to: 'checked_in', failure: 'Failed to check in' };
    case 'checked_in':
      return { label: 'Ready', to: 'ready', failure: 'Failed to mark ready' };
    case 'ready':
      return { label: 'Complete', checkout: true };
    default:
      return undefined;
  }
}
