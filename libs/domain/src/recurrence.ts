import { CALENDAR_YEARS, RECURRING_LIMITS } from './constants';
import {
  dayNumber,
  daysInMonth,
  formatIsoDate,
  fromDayNumber,
  isYearInRange,
  parseIsoDate,
  weekdayOfDayNumber,
  type CivilDate,
} from './calendar';

/** Recurring series rules: frequency, interval, how a series ends, and the dates it produces. */

export const RECURRING_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];
export const RECURRING_END_TYPES = ['count', 'date', 'never'] as const;
export type RecurringEndType = (typeof RECURRING_END_TYPES)[number];

export interface RecurringConfig {
  frequency: RecurringFrequency;
  /** Every `interval` days, weeks or months: 1..12. */
  interval: number;
  endType: RecurringEndType;
  /** 'YYYY-MM-DD', inclusive; used when endType is 'date'. */
  endDate?: string | null;
  /** Occurrences in total, the first included: 2..100; used when endType is 'count'. */
  endCount?: number | null;
  /** Weekly only: 0 = Sunday .. 6 = Saturday. Empty or absent: the start date's weekday. */
  daysOfWeek?: number[] | null;
  /** Monthly only: 1..31, absent: the start date's day. */
  dayOfMonth?: number | null;
}

export const RECURRING_MESSAGES = {
  required: 'Start date and configuration are required',
  startDate: 'Invalid start date format',
  frequency: 'Frequency must be daily, weekly, or monthly',
  interval: `Interval must be an integer between ${RECURRING_LIMITS.minInterval} and ${RECURRING_LIMITS.maxInterval}`,
  endType: 'End type must be count, date, or never',
  endCount: `End count must be an integer between ${RECURRING_LIMITS.minCount} and ${RECURRING_LIMITS.maxCount}`,
  endDateRequired: 'Valid end date is required when end type is date',
  endDateOrder: 'End date must be after start date',
  // The product states these ranges without a message; the generator needs them checked.
  daysOfWeek: 'Days of week must be distinct integers between 0 and 6',
  dayOfMonth: 'Day of month must be an integer between 1 and 31',
  endDateFormat: 'End date must be a real date written YYYY-MM-DD',
  endDateRange: `End date must be between ${CALENDAR_YEARS.first}-01-01 and ${CALENDAR_YEARS.last}-12-31`,
} as const;

/**
 * A series ending on a date has no count of its own; it is capped like a counted series
 * so a far end date cannot create thousands of appointments.
 */
export const MAX_OCCURRENCES_WITH_END_DATE = RECURRING_LIMITS.maxCount;

// Generation stops here so every date stays a four-digit 'YYYY-MM-DD'.
const LAST_DAY = dayNumber({ year: 9999, month: 12, day: 31 });

function isIntegerIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

function isOneOf<T extends string>(value: unknown, options: readonly T[]): value is T {
  return typeof value === 'string' && (options as readonly string[]).includes(value);
}

/**
 * Every problem with a start date and series configuration, in the product's wording, [] when valid.
 * Takes unknown input because the API validates request bodies with it as they arrive.
 */
export function validateRecurringConfig(startDate: unknown, config: unknown): string[] {
  if (!startDate || !config || typeof config !== 'object') return [RECURRING_MESSAGES.required];
  const c = config as Partial<Record<keyof RecurringConfig, unknown>>;
  const errors: string[] = [];
  const start = parseIsoDate(startDate);
  if (!start) errors.push(RECURRING_MESSAGES.startDate);
  if (!isOneOf(c.frequency, RECURRING_FREQUENCIES)) errors.push(RECURRING_MESSAGES.frequency);
  if (!isIntegerIn(c.interval, RECURRING_LIMITS.minInterval, RECURRING_LIMITS.maxInterval)) {
    errors.push(RECURRING_MESSAGES.interval);
  }
  if (!isOneOf(c.endType, RECURRING_END_TYPES)) errors.push(RECURRING_MESSAGES.endType);
  // A field the frequency or end type does not use is still checked when present: the API
  // stores the configuration, so nothing in it may be other than its rules allow.
  const endCount = c.endCount;
  if ((c.endType === 'count' || endCount != null) && !isIntegerIn(endCount, RECURRING_LIMITS.minCount, RECURRING_LIMITS.maxCount)) {
    errors.push(RECURRING_MESSAGES.endCount);
  }
  if (c.endType === 'date' || c.endDate != null) {
    const end = parseIsoDate(c.endDate);
    if (!end) errors.push(c.endType === 'date' ? RECURRING_MESSAGES.endDateRequired : RECURRING_MESSAGES.endDateFormat);
    else if (!isYearInRange(end.year)) errors.push(RECURRING_MESSAGES.endDateRange);
    else if (c.endType === 'date' && start && dayNumber(end) <= dayNumber(start)) errors.push(RECURRING_MESSAGES.endDateOrder);
  }
  const days = c.daysOfWeek;
  if (days != null && !(Array.isArray(days) && days.every((d) => isIntegerIn(d, 0, 6)) && new Set(days).size === days.length)) {
    errors.push(RECURRING_MESSAGES.daysOfWeek);
  }
  if (c.dayOfMonth != null && !isIntegerIn(c.dayOfMonth, 1, 31)) {
    errors.push(RECURRING_MESSAGES.dayOfMonth);
  }
  return errors;
}

export type ParsedRecurringConfig = { ok: true; config: RecurringConfig } | { ok: false; errors: string[] };

/**
 * A configuration as the API stores it: checked, and rebuilt from the fields of
 * RecurringConfig alone, so whatever else a client sent (unknown keys, however large) is dropped.
 */
export function parseRecurringConfig(startDate: unknown, config: unknown): ParsedRecurringConfig {
  const errors = validateRecurringConfig(startDate, config);
  if (errors.length > 0) return { ok: false, errors };
  const { frequency, interval, endType, endCount, endDate, daysOfWeek, dayOfMonth } = config as RecurringConfig;
  const parsed: RecurringConfig = { frequency, interval, endType };
  if (endCount != null) parsed.endCount = endCount;
  if (endDate != null) parsed.endDate = endDate;
  if (daysOfWeek != null) parsed.daysOfWeek = [...daysOfWeek];
  if (dayOfMonth != null) parsed.dayOfMonth = dayOfMonth;
  return { ok: true, config: parsed };
}

/** The first problem, or null when valid: what a form shows under the panel. */
export function firstRecurringConfigError(startDate: unknown, config: unknown): string | null {
  return validateRecurringConfig(startDate, config)[0] ?? null;
}

/** Candidate day numbers in increasing order, none before the start; endless (the caller stops). */
function* candidateDays(start: CivilDate, config: RecurringConfig): Generator<number> {
  const first = dayNumber(start);
  const { interval } = config;
  if (config.frequency === 'daily') {
    for (let k = 0; ; k++) yield first + k * interval;
  }
  if (config.frequency === 'weekly') {
    const selected = [...new Set(config.daysOfWeek ?? [])].sort((a, b) => a - b);
    if (selected.length === 0) {
      for (let k = 0; ; k++) yield first + k * 7 * interval;
    }
    // Weeks run Sunday..Saturday; active weeks are counted from the start date's week.
    const weekStart = first - weekdayOfDayNumber(first);
    for (let k = 0; ; k++) {
      for (const weekday of selected) {
        const day = weekStart + k * 7 * interval + weekday;
        if (day >= first) yield day;
      }
    }
  }
  // Monthly: each date is computed from the start month, never from the previous
  // occurrence, so a 31st clamped to Feb 28 returns to the 31st in March.
  const wanted = config.dayOfMonth ?? start.day;
  const firstMonth = start.year * 12 + (start.month - 1);
  for (let k = 0; ; k++) {
    const monthIndex = firstMonth + k * interval;
    const year = Math.floor(monthIndex / 12);
    const month = (monthIndex % 12) + 1;
    const day = dayNumber({ year, month, day: Math.min(wanted, daysInMonth(year, month)) });
    if (day >= first) yield day;
  }
}

/**
 * The dates of a series, ascending, the start date first when it fits the pattern.
 * Ends after endCount dates, on endDate (inclusive, at most 100 dates) or, for 'never',
 * after 50 dates. An invalid configuration gives [] (see validateRecurringConfig for why).
 */
export function generateRecurringDates(startDate: string, config: RecurringConfig): string[] {
  const start = parseIsoDate(startDate);
  if (!start || validateRecurringConfig(startDate, config).length > 0) return [];
  const limit =
    config.endType === 'count'
      ? (config.endCount ?? 0)
      : config.endType === 'date'
        ? MAX_OCCURRENCES_WITH_END_DATE
        : RECURRING_LIMITS.maxOccurrencesWithoutEnd;
  const end = config.endType === 'date' ? parseIsoDate(config.endDate) : null;
  const lastDay = end ? Math.min(dayNumber(end), LAST_DAY) : LAST_DAY;
  const dates: string[] = [];
  for (const day of candidateDays(start, config)) {
    if (day > lastDay || dates.length >= limit) break;
    dates.push(formatIsoDate(fromDayNumber(day)));
  }
  return dates;
}

export interface RecurringPreview {
  /** The first 20 dates. */
  dates: string[];
  /** The '+N more' badge; 0 hides it. */
  moreCount: number;
}

export function recurringPreview(dates: readonly string[]): RecurringPreview {
  const shown = dates.slice(0, RECURRING_LIMITS.previewDates);
  return { dates: shown, moreCount: dates.length - shown.length };
}
