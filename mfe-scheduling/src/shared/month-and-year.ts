import { selectableYears } from '@groombook/domain';

/** A calendar month as the month/year selectors and the URL give it. */
export interface MonthAndYear {
  year: number;
  /** 1..12 */
  month: number;
}

/** The query's names: ?year=2026&month=11 */
export const YEAR_PARAM = 'year';
export const MONTH_PARAM = 'month';

/** A whole number as the URL writes it, or null for anything else. */
export function wholeNumber(text: string | null): number | null {
  return text !== null && /^\d{1,4}$/.test(text) ? Number(text) : null;
}

/**
 * The month and year of the query; a missing or unusable value (a month outside 1 to 12, a
 * year the selector does not offer) falls back to the current one.
 */
export function parseMonthAndYear(query: URLSearchParams, now: Date = new Date()): MonthAndYear {
  const year = wholeNumber(query.get(YEAR_PARAM));
  const month = wholeNumber(query.get(MONTH_PARAM));
  return {
    year: year !== null && selectableYears(now.getFullYear()).includes(year) ? year : now.getFullYear(),
    month: month !== null && month >= 1 && month <= 12 ? month : now.getMonth() + 1,
  };
}

/** The query holding the month and year: 'year=2026&month=3'. */
export function monthAndYearQuery({ year, month }: MonthAndYear): URLSearchParams {
  return new URLSearchParams({ [YEAR_PARAM]: String(year), [MONTH_PARAM]: String(month) });
}
