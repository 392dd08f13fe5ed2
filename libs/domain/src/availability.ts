/**
 * When a salon and its groomers work, and which start times of a day are free: the engine
 * behind online booking, the staff's availability and the appointment form's warnings.
 * Pure: every input is given, nothing is read from a clock or a database.
 *
 * Times are wall-clock times of the salon ('HH:MM'), handled as minutes since midnight; a
 * stretch [start, end) includes its start and excludes its end.
 */
import { timeToMinutes, minutesToTime } from './time-slots';

/** Free start times are offered every 15 minutes from midnight. */
export const AVAILABILITY_STEP_MINUTES = 15;
/** A salon's hours when it has set none: Monday to Saturday, 09:00 to 19:00. */
export const DEFAULT_SALON_HOURS: readonly WeeklyStretch[] = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '19:00' }));
/** Settings' bounds: the buffer between appointments and the customer's cut-off for cancelling. */
export const BOOKING_BUFFER = { defaultMinutes: 0, maxMinutes: 120, stepMinutes: 5 } as const;
export const CANCEL_CUTOFF = { defaultHours: 24, maxHours: 168 } as const;
export const BOOKING_MODES = ['request', 'instant'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** A stretch of a weekday (0 Sunday .. 6 Saturday), 'HH:MM' to 'HH:MM'. */
export interface WeeklyStretch {
  weekday: number;
  start: string;
  end: string;
}

/** Minutes since midnight, [start, end). */
export interface Stretch {
  start: number;
  end: number;
}

export interface GroomerSchedule {
  id: string;
  /** Their own hours; null: they work the salon's hours. A weekday without a stretch is a day off. */
  hours: readonly WeeklyStretch[] | null;
  breaks: readonly WeeklyStretch[];
  /** Days away, both days included ('YYYY-MM-DD'). */
  timeOff: readonly { startsOn: string; endsOn: string; reason?: string | null }[];
}

/** Something that takes a groomer's time on a day: an appointment that holds its slot, or a block. */
export interface BusyTime {
  groomerId: string;
  /** 'HH:MM'; an appointment with no time takes no time. */
  time: string | null;
  durationMinutes: number;
  /** Appointments keep the buffer from each other; blocks do not. */
  kind: 'appointment' | 'block';
}

export interface AvailabilityInput {
  /** 'YYYY-MM-DD'. */
  date: string;
  salonHours: readonly WeeklyStretch[];
  /** Dates the salon is closed. */
  closedDays: readonly string[];
  groomers: readonly GroomerSchedule[];
  /** That day's appointments that hold their slot (not cancelled, not no-show) and blocks. */
  busy: readonly BusyTime[];
  /** The length of the chosen services for the dog's size. */
  durationMinutes: number;
  bufferMinutes: number;
  /** No start before this time of the day (today: now), 'HH:MM'; null or absent: none. */
  notBefore?: string | null;
}

export interface GroomerAvailability {
  groomerId: string;
  /** Free start times, 'HH:MM', in order. */
  times: string[];
}

/** 0 Sunday .. 6 Saturday of a 'YYYY-MM-DD' date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

function stretchesOn(weekly: readonly WeeklyStretch[], weekday: number): Stretch[] {
  const found: Stretch[] = [];
  for (const entry of weekly) {
    if (entry.weekday !== weekday) continue;
    const start = timeToMinutes(entry.start);
    const end = entry.end === '24:00' ? 1440 : timeToMinutes(entry.end);
    if (start !== null && end !== null && start < end) found.push({ start, end });
  }
  return merge(found);
}

/** The same minutes as non-overlapping stretches in order (touching ones joined). */
function merge(stretches: readonly Stretch[]): Stretch[] {
  const sorted = [...stretches].sort((a, b) => a.start - b.start);
  const out: Stretch[] = [];
  for (const s of sorted) {
    const last = out.at(-1);
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else out.push({ ...s });
  }
  return out;
}

/** Where two sorted lists of stretches overlap. */
function intersect(a: readonly Stretch[], b: readonly Stretch[]): Stretch[] {
  const out: Stretch[] = [];
  for (const x of a) {
    for (const y of b) {
      const start = Math.max(x.start, y.start);
      const end = Math.min(x.end, y.end);
      if (start < end) out.push({ start, end });
    }
  }
  return merge(out);
}

/** `stretches` with `holes` cut out of them. */
function subtract(stretches: readonly Stretch[], holes: readonly Stretch[]): Stretch[] {
  let out = [...stretches];
  for (const hole of holes) {
    const next: Stretch[] = [];
    for (const s of out) {
      if (hole.end <= s.start || hole.start >= s.end) {
        next.push(s);
        continue;
      }
      if (hole.start > s.start) next.push({ start: s.start, end: hole.start });
      if (hole.end < s.end) next.push({ start: hole.end, end: s.end });
    }
    out = next;
  }
  return out;
}

/** Why a groomer is away on a date, when they are: the salon is closed, or their time off. */
export function dayOffReason(
  date: string,
  salon: { hours: readonly WeeklyStretch[]; closedDays: readonly string[] },
  groomer: GroomerSchedule,
): { kind: 'salon_closed' | 'time_off' | 'not_working'; reason: string | null } | null {
  if (salon.closedDays.includes(date) || stretchesOn(salon.hours, weekdayOf(date)).length === 0) return { kind: 'salon_closed', reason: null };
  const away = groomer.timeOff.find((off) => off.startsOn <= date && date <= off.endsOn);
  if (away) return { kind: 'time_off', reason: away.reason ?? null };
  if (groomer.hours && stretchesOn(groomer.hours, weekdayOf(date)).length === 0) return { kind: 'not_working', reason: null };
  return null;
}

/**
 * The stretches of a date a groomer works: their hours (or the salon's) inside the salon's
 * opening hours, less their breaks; none when the salon is closed or they are away.
 */
export function workingStretches(
  date: string,
  salon: { hours: readonly WeeklyStretch[]; closedDays: readonly string[] },
  groomer: GroomerSchedule,
): Stretch[] {
  if (dayOffReason(date, salon, groomer)) return [];
  const weekday = weekdayOf(date);
  const open = stretchesOn(salon.hours, weekday);
  const own = groomer.hours ? intersect(open, stretchesOn(groomer.hours, weekday)) : open;
  return subtract(own, stretchesOn(groomer.breaks, weekday));
}

/** The minutes a busy time takes, [start, end), or null when it has no time. */
export function busyStretch(busy: Pick<BusyTime, 'time' | 'durationMinutes'>): Stretch | null {
  const start = timeToMinutes(busy.time);
  if (start === null) return null;
  return { start, end: Math.min(1440, start + Math.max(0, busy.durationMinutes)) };
}

/**
 * The free start times of a day per groomer, every 15 minutes: an appointment of
 * `durationMinutes` starting then lies wholly inside the groomer's working stretches, overlaps
 * none of their busy times, and keeps `bufferMinutes` from each of their appointments.
 */
export function availableStarts(input: AvailabilityInput): GroomerAvailability[] {
  const salon = { hours: input.salonHours, closedDays: input.closedDays };
  const length = Math.max(AVAILABILITY_STEP_MINUTES, input.durationMinutes);
  const buffer = Math.max(0, input.bufferMinutes);
  const earliest = timeToMinutes(input.notBefore ?? null) ?? 0;
  return input.groomers.map((groomer) => {
    const working = workingStretches(input.date, salon, groomer);
    const taken: Stretch[] = [];
    for (const busy of input.busy) {
      if (busy.groomerId !== groomer.id) continue;
      const stretch = busyStretch(busy);
      if (!stretch || stretch.start === stretch.end) continue;
      const pad = busy.kind === 'appointment' ? buffer : 0;
      taken.push({ start: stretch.start - pad, end: stretch.end + pad });
    }
    const times: string[] = [];
    for (const stretch of working) {
      const first = Math.ceil(Math.max(stretch.start, earliest) / AVAILABILITY_STEP_MINUTES) * AVAILABILITY_STEP_MINUTES;
      for (let start = first; start + length <= stretch.end; start += AVAILABILITY_STEP_MINUTES) {
        const end = start + length;
        if (!taken.some((t) => t.start < end && start < t.end)) times.push(minutesToTime(start));
      }
    }
    return { groomerId: groomer.id, times };
  });
}

/** What is wrong with booking a groomer at a time, in the order staff should read it. */
export type BookingWarning =
  | { kind: 'salon_closed' }
  | { kind: 'time_off'; reason: string | null }
  | { kind: 'not_working' }
  | { kind: 'outside_hours' }
  | { kind: 'busy' };

/**
 * Why a groomer cannot take an appointment at `time` for the input's `durationMinutes` on its
 * date: empty when they can. `ignoreBusy` leaves out the appointment being edited.
 */
export function bookingWarnings(input: Omit<AvailabilityInput, 'notBefore'>, groomerId: string, time: string, ignoreBusy: (busy: BusyTime) => boolean = () => false): BookingWarning[] {
  const groomer = input.groomers.find((g) => g.id === groomerId);
  const start = timeToMinutes(time);
  if (!groomer || start === null) return [];
  const salon = { hours: input.salonHours, closedDays: input.closedDays };
  const off = dayOffReason(input.date, salon, groomer);
  if (off) return [off.kind === 'time_off' ? { kind: 'time_off', reason: off.reason } : { kind: off.kind }];
  const end = start + Math.max(AVAILABILITY_STEP_MINUTES, input.durationMinutes);
  const warnings: BookingWarning[] = [];
  const inside = workingStretches(input.date, salon, groomer).some((s) => s.start <= start && end <= s.end);
  if (!inside) warnings.push({ kind: 'outside_hours' });
  const buffer = Math.max(0, input.bufferMinutes);
  const clash = input.busy.some((busy) => {
    if (busy.groomerId !== groomerId || ignoreBusy(busy)) return false;
    const stretch = busyStretch(busy);
    if (!stretch) return false;
    const pad = busy.kind === 'appointment' ? buffer : 0;
    return stretch.start - pad < end && start < stretch.end + pad;
  });
  if (clash) warnings.push({ kind: 'busy' });
  return warnings;
}

/** The free times nearest to `time` (before or after), closest first, at most `count`. */
export function nearestTimes(times: readonly string[], time: string, count = 3): string[] {
  const target = timeToMinutes(time) ?? 0;
  return [...times]
    .sort((a, b) => Math.abs((timeToMinutes(a) ?? 0) - target) - Math.abs((timeToMinutes(b) ?? 0) - target) || a.localeCompare(b))
    .slice(0, count);
}
