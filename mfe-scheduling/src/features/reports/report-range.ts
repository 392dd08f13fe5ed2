import { useCallback } from 'react';
import { REPORT_MAX_DAYS } from '@groombook/contracts';
import { calendarDateError, daysInMonth, formatCalendarDate, formatIsoDate, MONTH_NAMES } from '@groombook/domain';
import { monthAndYearQuery, parseMonthAndYear, type MonthAndYear } from '../../shared/month-and-year';
import { useUrlState } from '../../shared/url-state';

/** The report's days, both included, and the month the Month and Year selectors show (the first day's). */
export interface ReportRange {
  from: string;
  to: string;
  month: MonthAndYear;
  /** The range is `month`, first day to last: the URL says ?year&month and the page titles it by the month. */
  wholeMonth: boolean;
}

export const FROM_PARAM = 'from';
export const TO_PARAM = 'to';

/** The month's first and last days. */
export function monthRange(month: MonthAndYear): ReportRange {
  const { year, month: index } = month;
  return {
    from: formatIsoDate({ year, month: index, day: 1 }),
    to: formatIsoDate({ year, month: index, day: daysInMonth(year, index) }),
    month,
    wholeMonth: true,
  };
}

/** Why `from`–`to` is no range a report covers (the API's rules: real days, in order, at most a year), or null. */
export function rangeError(from: string, to: string): string | null {
  if (calendarDateError(from) || calendarDateError(to)) return 'Enter both days as dates';
  if (from > to) return 'From must not be after To';
  if (Date.parse(to) - Date.parse(from) > REPORT_MAX_DAYS * 86_400_000) return 'A report covers at most a year';
  return null;
}

/** The range of these days, a whole month when it is one. */
export function dayRange(from: string, to: string): ReportRange {
  const month = { year: Number(from.slice(0, 4)), month: Number(from.slice(5, 7)) };
  const whole = monthRange(month);
  return { from, to, month, wholeMonth: whole.from === from && whole.to === to };
}

/**
 * The range of the URL: ?from&to when both make a range a report covers, else the month of
 * ?year&month (the current month when those are missing or unusable).
 */
export function parseReportRange(query: URLSearchParams, now: Date = new Date()): ReportRange {
  const from = query.get(FROM_PARAM);
  const to = query.get(TO_PARAM);
  if (from !== null && to !== null && rangeError(from, to) === null) return dayRange(from, to);
  return monthRange(parseMonthAndYear(query, now));
}

/** A whole month as ?year&month (as links have always written it), any other range as ?from&to. */
export function reportRangeQuery(range: ReportRange): URLSearchParams {
  return range.wholeMonth ? monthAndYearQuery(range.month) : new URLSearchParams({ [FROM_PARAM]: range.from, [TO_PARAM]: range.to });
}

const parse = (query: URLSearchParams) => parseReportRange(query);

/** The report's range from the URL, and a setter that writes it back. */
export function useReportRange(): readonly [ReportRange, (next: (current: ReportRange) => ReportRange) => void] {
  const [shown, update] = useUrlState(parse, reportRangeQuery);
  const change = useCallback((next: (current: ReportRange) => ReportRange) => update(next), [update]);
  return [shown, change] as const;
}

/** 'March 2031' for a whole month, 'Sat, Mar 1, 2031 – Sat, Mar 15, 2031' for any other range, one day alone. */
export function rangeTitle(range: ReportRange): string {
  if (range.wholeMonth) return `${MONTH_NAMES[range.month.month - 1]} ${range.month.year}`;
  if (range.from === range.to) return formatCalendarDate(range.from);
  return `${formatCalendarDate(range.from)} – ${formatCalendarDate(range.to)}`;
}

/** A file name's part for the range: '2031-03' for a month, '2031-03-01_2031-03-15' otherwise. */
export function rangeSlug(range: ReportRange): string {
  return range.wholeMonth ? range.from.slice(0, 7) : `${range.from}_${range.to}`;
}
