import type { ScheduleBlock, ScheduleDay } from '@groombook/contracts';
import { timeToMinutes } from '@groombook/domain';
import type { DayWindow } from './calendar-layout';

/** A column's day as the calendar shades it: its working stretches (minutes) and, when away all day, why. */
export interface ColumnDay {
  working: { start: number; end: number }[];
  /** 'Time off: Vacation', 'Day off', 'Closed: Thanksgiving'; null when they work that day. */
  away: string | null;
}

const minutes = (time: string) => (time === '24:00' ? 1440 : (timeToMinutes(time) ?? 0));
const stretches = (list: readonly { start: string; end: string }[]) => list.map(({ start, end }) => ({ start: minutes(start), end: minutes(end) }));

/**
 * A groomer's day (or, for the column without a groomer, the salon's): null when the schedule
 * does not know them, so nothing is shaded.
 */
export function columnDay(day: ScheduleDay | undefined, groomerId: string | null): ColumnDay | null {
  if (!day) return null;
  const closed = day.salon.open.length === 0 ? (day.salon.closed_reason ? `Closed: ${day.salon.closed_reason}` : 'Closed') : null;
  if (groomerId === null) return { working: stretches(day.salon.open), away: closed };
  const groomer = day.groomers.find((entry) => entry.groomer_id === groomerId);
  if (!groomer) return null;
  if (!groomer.away) return { working: stretches(groomer.working), away: null };
  switch (groomer.away.kind) {
    case 'salon_closed':
      return { working: [], away: closed ?? 'Closed' };
    case 'time_off':
      return { working: [], away: groomer.away.reason ? `Time off: ${groomer.away.reason}` : 'Time off' };
    case 'not_working':
      return { working: [], away: 'Day off' };
  }
}

/** The stretches of the day shown outside the working ones: what the day view shades. */
export function offStretches(working: readonly { start: number; end: number }[], hours: DayWindow): { start: number; end: number }[] {
  const off: { start: number; end: number }[] = [];
  let from = hours.start;
  for (const stretch of [...working].sort((a, b) => a.start - b.start)) {
    if (stretch.start > from) off.push({ start: from, end: Math.min(stretch.start, hours.end) });
    from = Math.max(from, stretch.end);
  }
  if (from < hours.end) off.push({ start: from, end: hours.end });
  return off.filter((stretch) => stretch.start < stretch.end);
}

/** Whether a slot [start, start + length) lies outside the working stretches. */
export function outsideWorking(working: readonly { start: number; end: number }[], start: number, length: number): boolean {
  return !working.some((stretch) => stretch.start <= start && start + length <= stretch.end);
}

/** A block's place on the day's axis, as an appointment's. */
export function blockPlacement(block: ScheduleBlock): { time: string; duration_minutes: number } {
  return { time: block.time, duration_minutes: block.duration_minutes };
}
