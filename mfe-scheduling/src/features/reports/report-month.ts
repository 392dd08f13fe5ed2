import { useCallback } from 'react';
import type { RevenueReportQuery } from '@groombook/contracts';
import { daysInMonth, formatIsoDate, MONTH_NAMES } from '@groombook/domain';
import { monthAndYearQuery, parseMonthAndYear, type MonthAndYear } from '../../shared/month-and-year';
import { useUrlState } from '../../shared/url-state';

const parseQuery = (query: URLSearchParams) => parseMonthAndYear(query);

/** The report's month from the URL (?year=2026&month=3, the current month when missing), and a setter that writes it back. */
export function useReportMonth(): readonly [MonthAndYear, (change: Partial<MonthAndYear>) => void] {
  const [shown, update] = useUrlState(parseQuery, monthAndYearQuery);
  const change = useCallback((values: Partial<MonthAndYear>) => update((current) => ({ ...current, ...values })), [update]);
  return [shown, change] as const;
}

/** The month's first and last days, as the revenue report asks for them. */
export function monthRange({ year, month }: MonthAndYear): RevenueReportQuery {
  return {
    start_date: formatIsoDate({ year, month, day: 1 }),
    end_date: formatIsoDate({ year, month, day: daysInMonth(year, month) }),
  };
}

/** 'March 2031' */
export function monthTitle({ year, month }: MonthAndYear): string {
  return `${MONTH_NAMES[month - 1]} ${year}`;
}
