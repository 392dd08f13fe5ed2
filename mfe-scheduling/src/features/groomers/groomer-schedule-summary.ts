import type { GroomerHours, TimeOff } from '@groombook/contracts';
import { DATE_LOCALE } from '@groombook/domain';

// 'Dec 24': the year is left out, as time off in the groomers' list is at most a year ahead.
const MONTH_DAY = new Intl.DateTimeFormat(DATE_LOCALE, { month: 'short', day: 'numeric', timeZone: 'UTC' });

function monthDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : MONTH_DAY.format(date);
}

/** A stretch of days off as the list says it: 'Dec 24 - Dec 26', or 'Dec 24' for one day. */
export function timeOffDays(entry: Pick<TimeOff, 'starts_on' | 'ends_on'>): string {
  return entry.starts_on === entry.ends_on ? monthDay(entry.starts_on) : `${monthDay(entry.starts_on)} - ${monthDay(entry.ends_on)}`;
}

/**
 * A groomer's row in the list: 'Salon hours' or 'Own hours', and their next time off not yet
 * over ('Off Dec 24 - Dec 26'; null when none is coming). `timeOff` is everyone's, from today on.
 */
export function scheduleSummary(groomerId: string, week: GroomerHours | undefined, timeOff: readonly TimeOff[], today: string): { hours: string; off: string | null } {
  const next = timeOff
    .filter((entry) => entry.groomer_id === groomerId && entry.ends_on >= today)
    .reduce<TimeOff | null>((first, entry) => (first === null || entry.starts_on < first.starts_on ? entry : first), null);
  return { hours: week?.hours ? 'Own hours' : 'Salon hours', off: next ? `Off ${timeOffDays(next)}` : null };
}
