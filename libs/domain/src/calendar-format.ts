import { parseIsoDate } from './calendar';

/*
 * Dates as people read them, apart from the calendar's rules: the contracts (which every page
 * downloads) check dates but never show one, so a page that shows them loads this itself.
 */

/** The product is written in US English; a fixed locale shows dates the same in every browser. */
const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * 'YYYY-MM-DD' as a calendar date ('Fri, May 1, 2026'), the same in every time zone;
 * anything that is no date is shown as it came.
 */
export function formatCalendarDate(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  if (!date) return isoDate;
  return DATE_FORMAT.format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}
