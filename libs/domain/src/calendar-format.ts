/*
 * Dates as people read them, apart from the calendar's rules: the contracts (which every page
 * downloads) check dates but never show one, so a page that shows them loads this itself. It
 * does not import './calendar' either: a module goes into a build once, with every function any
 * page of that build uses, so the appointments list (the first page) would carry the calendar's
 * whole arithmetic to show a date.
 */

/**
 * The product is written in US English: every date it shows goes through these functions,
 * whose fixed locale reads the same in every browser (a browser set to British English would
 * otherwise turn 11/26/2026 into 26/11/2026).
 */
export const DATE_LOCALE = 'en-US';
const DATE_FORMAT = new Intl.DateTimeFormat(DATE_LOCALE, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const SHORT_FIELDS = { year: 'numeric', month: 'numeric', day: 'numeric' } as const;
const TIME_FIELDS = { hour: 'numeric', minute: '2-digit' } as const;

/** A stored day ('YYYY-MM-DD') as midnight UTC of that day, or null when it is no real day ('2025-02-30'). */
function utcDay(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  // setUTCFullYear, unlike Date.UTC, keeps the years below 100 as written.
  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month && date.getUTCDate() === day ? date : null;
}

/** A moment as a Date, or null when it is missing or unreadable. */
function momentOf(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * 'YYYY-MM-DD' as a calendar date ('Fri, May 1, 2026'), the same in every time zone;
 * anything that is no date is shown as it came.
 */
export function formatCalendarDate(isoDate: string): string {
  const date = utcDay(isoDate);
  return date ? DATE_FORMAT.format(date) : isoDate;
}

/**
 * The short form of a date, '11/26/2026': a stored day ('YYYY-MM-DD') as that calendar day, a
 * moment (an ISO timestamp) as its day in `timeZone` (the reader's when not given). Missing or
 * unreadable: null, so the caller says what stands in for it ('Not sent').
 */
export function formatShortDate(value: string | null | undefined, timeZone?: string): string | null {
  const day = value ? utcDay(value) : null;
  if (day) return day.toLocaleDateString(DATE_LOCALE, { ...SHORT_FIELDS, timeZone: 'UTC' });
  return momentOf(value)?.toLocaleDateString(DATE_LOCALE, { ...SHORT_FIELDS, timeZone }) ?? null;
}

/** A moment's time of day, '3:45 PM', in `timeZone` (the reader's when not given); '' when missing or unreadable. */
export function formatClockTime(iso: string | null | undefined, timeZone?: string): string {
  return momentOf(iso)?.toLocaleTimeString(DATE_LOCALE, { ...TIME_FIELDS, timeZone }) ?? '';
}

/** A moment as '11/26/2026, 3:45 PM' in `timeZone` (the reader's when not given); '' when missing or unreadable. */
export function formatDateTime(iso: string | null | undefined, timeZone?: string): string {
  return momentOf(iso)?.toLocaleString(DATE_LOCALE, { ...SHORT_FIELDS, ...TIME_FIELDS, timeZone }) ?? '';
}
