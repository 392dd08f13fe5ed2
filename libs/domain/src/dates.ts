import { YEAR_SELECTOR_RANGE } from './constants';

/** Today as YYYY-MM-DD in the local calendar (the product compares dates as text). */
export function todayIsoDate(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** The years the month/year selectors offer around `currentYear`. */
export function selectableYears(currentYear: number): number[] {
  const years: number[] = [];
  for (let y = currentYear - YEAR_SELECTOR_RANGE.yearsBefore; y <= currentYear + YEAR_SELECTOR_RANGE.yearsAfter; y++) years.push(y);
  return years;
}

/** The months' names, January first (the month selectors, the reports' months). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
