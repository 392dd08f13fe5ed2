import { formatCalendarDate } from './calendar-format';
import { APPOINTMENT_DURATION } from './constants';
import { holdsItsSlot, type AppointmentStatus } from './salon-day';
import { formatTime12h } from './time-labels';
import { parseAppointmentTime, timeToMinutes } from './time-slots';

/**
 * Groomer double-booking: it only ever warns, never blocks a booking. An appointment occupies
 * [start, start + duration) of its groomer's day: touching ends do not overlap. An
 * appointment without a groomer, a date or a readable time conflicts with nothing, and a
 * missing or non-positive duration counts as the default 90 minutes (the column's default).
 * Days are separate: an appointment running past midnight is not compared with the next day.
 * A cancelled or no-show appointment no longer takes its groomer's time: it conflicts with nothing.
 */
export interface SchedulableAppointment {
  id: string;
  groomer_id?: string | null;
  /** 'YYYY-MM-DD'. */
  date?: string | null;
  /** Any form parseAppointmentTime accepts. */
  time?: string | null;
  duration_minutes?: number | null;
  /** Left out: the appointment holds its slot. */
  status?: AppointmentStatus | null;
}

export type ConflictCandidate = Omit<SchedulableAppointment, 'id'> & { id?: string | null };

interface Slot {
  id: string;
  start: number;
  end: number;
}

function durationOf(minutes: number | null | undefined): number {
  const valid = typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0;
  return valid ? minutes : APPOINTMENT_DURATION.defaultMinutes;
}

/** The group key (groomer and day) and interval, or null when the appointment cannot conflict. */
function placeOf(a: ConflictCandidate): { key: string; start: number; end: number } | null {
  const start = timeToMinutes(a.time);
  if (!a.groomer_id || !a.date || start === null || (a.status && !holdsItsSlot(a.status))) return null;
  // The separator cannot occur in ids or dates, so two groups never share a key.
  return { key: `${a.groomer_id}\u0000${a.date}`, start, end: start + durationOf(a.duration_minutes) };
}

export function appointmentsOverlap(a: ConflictCandidate, b: ConflictCandidate): boolean {
  const x = placeOf(a);
  const y = placeOf(b);
  return x !== null && y !== null && x.key === y.key && x.start < y.end && y.start < x.end;
}

/**
 * Each conflicting appointment's id -> the ids it overlaps; appointments without conflicts
 * are absent. Sort-and-sweep per groomer and day: O(n log n) plus the number of pairs.
 */
export function findConflicts(appointments: readonly SchedulableAppointment[]): Map<string, string[]> {
  const groups = new Map<string, Slot[]>();
  for (const appointment of appointments) {
    const place = placeOf(appointment);
    if (!place) continue;
    const slots = groups.get(place.key) ?? [];
    slots.push({ id: appointment.id, start: place.start, end: place.end });
    groups.set(place.key, slots);
  }
  const result = new Map<string, string[]>();
  const link = (from: string, to: string) => {
    const list = result.get(from) ?? [];
    list.push(to);
    result.set(from, list);
  };
  for (const slots of groups.values()) {
    slots.sort((a, b) => a.start - b.start || a.end - b.end);
    // Active intervals, ordered by end. Every one still active when a slot starts overlaps
    // it, so the splice and scan costs are paid for by the pairs they report.
    const active: Slot[] = [];
    for (const slot of slots) {
      let expired = 0;
      while (expired < active.length && (active[expired]?.end ?? 0) <= slot.start) expired++;
      active.splice(0, expired);
      for (const other of active) {
        if (other.id === slot.id) continue;
        link(other.id, slot.id);
        link(slot.id, other.id);
      }
      let low = 0;
      let high = active.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if ((active[mid]?.end ?? 0) <= slot.end) low = mid + 1;
        else high = mid;
      }
      active.splice(low, 0, slot);
    }
  }
  return result;
}

/**
 * The existing appointments a new or edited one would overlap, by start time. `excludeId`
 * (and the candidate's own id) is left out so an edit does not conflict with itself.
 */
export function conflictsWith<T extends SchedulableAppointment>(
  candidate: ConflictCandidate,
  existing: readonly T[],
  excludeId?: string | null,
): T[] {
  const skip = new Set([excludeId, candidate.id].filter((id): id is string => !!id));
  return existing
    .filter((other) => !skip.has(other.id) && appointmentsOverlap(candidate, other))
    .sort((a, b) => (timeToMinutes(a.time) ?? 0) - (timeToMinutes(b.time) ?? 0));
}

/** A conflict entry as the API returns it: time, customer and dog of the colliding appointment. */
export interface ConflictEntry {
  time?: string | null;
  customerName?: string | null;
  dogName?: string | null;
  customer_name?: string | null;
}

/** An entry for an appointment row that embeds its customer (API list rows do). */
export function toConflictEntry(a: {
  time?: string | null;
  dog_name?: string | null;
  customer?: { name?: string | null } | null;
}): ConflictEntry {
  const name = a.customer?.name ?? null;
  return { time: displayTime(a.time), customerName: name, dogName: a.dog_name ?? null, customer_name: name };
}

// 'HH:MM' without seconds or offset when readable; otherwise the text as given.
function displayTime(time: string | null | undefined): string {
  const parsed = parseAppointmentTime(time);
  return parsed.ok && parsed.time !== null ? parsed.time : (time ?? '');
}

function present(text: string | null | undefined): string | null {
  return text && text.trim() !== '' ? text : null;
}

const customerOf = (entry: ConflictEntry) => present(entry.customerName) ?? present(entry.customer_name) ?? 'Unknown Customer';
const dogOf = (entry: ConflictEntry) => present(entry.dogName) ?? 'Unknown Dog';

/**
 * The banner text for a single appointment's conflicts, or null when none: 'Scheduling conflict:
 * Ann (Rex) is already scheduled at 9:00 AM', or 'Multiple scheduling conflicts detected (N
 * conflicts): ...' naming each. Times read as people say them (h:mm AM/PM).
 */
export function conflictMessage(conflicts: readonly ConflictEntry[]): string | null {
  const [only] = conflicts;
  if (!only) return null;
  if (conflicts.length > 1) {
    const each = conflicts.map((entry) => `${customerOf(entry)} (${dogOf(entry)}) at ${formatTime12h(entry.time)}`).join('; ');
    return `Multiple scheduling conflicts detected (${conflicts.length} conflicts): ${each}. Please check the appointment times.`;
  }
  return `Scheduling conflict: ${customerOf(only)} (${dogOf(only)}) is already scheduled at ${formatTime12h(only.time)}`;
}

/** 'N of M appointments have groomer conflicts' for a recurring series. */
export function recurringConflictMessage(conflictingCount: number, totalCount: number): string {
  return `${conflictingCount} of ${totalCount} appointments have groomer conflicts`;
}

/** The appointments one date of a planned series collides with. */
export interface DateConflicts {
  /** 'YYYY-MM-DD'. */
  date: string;
  conflicts: readonly ConflictEntry[];
}

/**
 * One line per appointment a planned series collides with, naming the groomer, the day, the time
 * and the dog: 'Sam Chen is already booked on Tue, Dec 8, 2026 at 9:00 AM (Luna)'.
 */
export function seriesConflictLines(groomerName: string | null | undefined, dates: readonly DateConflicts[]): string[] {
  const groomer = present(groomerName) ?? 'The groomer';
  return dates.flatMap(({ date, conflicts }) =>
    conflicts.map((entry) => {
      const at = formatTime12h(entry.time);
      return `${groomer} is already booked on ${formatCalendarDate(date)}${at ? ` at ${at}` : ''} (${dogOf(entry)})`;
    }),
  );
}
