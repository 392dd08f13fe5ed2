/**
 * Calendar arithmetic on 'YYYY-MM-DD' strings. Dates become whole day numbers (days since
 * 1970-01-01 in the proleptic Gregorian calendar) so adding days never meets a time zone
 * or a DST change, and years below 100 are not remapped the way Date.UTC remaps them.
 */

import { CALENDAR_YEARS } from './constants';

export interface CivilDate {
  year: number;
  /** 1..12 */
  month: number;
  /** 1..31 */
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The parts of a real calendar date written as 'YYYY-MM-DD', or null ('2025-02-30' is null). */
export function parseIsoDate(text: unknown): CivilDate | null {
  if (typeof text !== 'string') return null;
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isIsoDate(text: unknown): text is string {
  return parseIsoDate(text) !== null;
}

export const DATE_MESSAGES = {
  format: 'Dates are written YYYY-MM-DD',
  range: `Dates must be between ${CALENDAR_YEARS.first}-01-01 and ${CALENDAR_YEARS.last}-12-31`,
  year: `Years must be between ${CALENDAR_YEARS.first} and ${CALENDAR_YEARS.last}`,
} as const;

export function isYearInRange(year: number): boolean {
  return Number.isInteger(year) && year >= CALENDAR_YEARS.first && year <= CALENDAR_YEARS.last;
}

/**
 * Why `text` is not a date the product accepts (not YYYY-MM-DD, no such day, outside
 * CALENDAR_YEARS), or null when it is one.
 */
export function calendarDateError(text: unknown): string | null {
  if (typeof text !== 'string' || !ISO_DATE.test(text)) return DATE_MESSAGES.format;
  const date = parseIsoDate(text);
  if (!date) return `${text} is not a day of the calendar`;
  return isYearInRange(date.year) ? null : DATE_MESSAGES.range;
}

export function formatIsoDate({ year, month, day }: CivilDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

// Howard Hinnant's days_from_civil / civil_from_days: exact integer arithmetic, no Date.
export function dayNumber({ year, month, day }: CivilDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function fromDayNumber(days: number): CivilDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** 0 = Sunday .. 6 = Saturday, like Date.getDay(). */
export function weekdayOfDayNumber(days: number): number {
  // 1970-01-01 was a Thursday (4).
  return (((days + 4) % 7) + 7) % 7;
}

/** 'YYYY-MM-DD' moved by `days` (negative goes back). Throws on an invalid date: callers validate first. */
export function addDays(isoDate: string, days: number): string {
  const parsed = parseIsoDate(isoDate);
  if (!parsed) throw new RangeError(`Invalid date: ${isoDate}`);
  return formatIsoDate(fromDayNumber(dayNumber(parsed) + days));
}

/** 0 = Sunday .. 6 = Saturday, or null for an invalid date. */
export function dayOfWeek(isoDate: string): number | null {
  const parsed = parseIsoDate(isoDate);
  return parsed ? weekdayOfDayNumber(dayNumber(parsed)) : null;
}
