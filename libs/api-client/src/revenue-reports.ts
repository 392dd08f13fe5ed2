import { queryOptions } from '@tanstack/react-query';
import { type RevenueReportQuery } from '@groombook/contracts';
import {
  monthlyTotalsResponseSchema,
  revenueReportResponseSchema,
  type MonthlyTotal,
  type RevenueReport,
} from '@groombook/contracts/light';
import { apiRequest, unwrap } from './client';

export const revenueReportKeys = {
  all: ['revenue-reports'] as const,
  range: ({ start_date, end_date }: RevenueReportQuery) => [...revenueReportKeys.all, 'range', start_date, end_date] as const,
  monthlyTotals: (year: number) => [...revenueReportKeys.all, 'monthly-totals', year] as const,
};

/** GET /api/revenue-reports?start_date&end_date (admins): revenue by day and by groomer, with its totals. */
export function getRevenueReport(range: RevenueReportQuery, signal?: AbortSignal) {
  return apiRequest('/api/revenue-reports', { query: { ...range }, schema: revenueReportResponseSchema, signal });
}

/** GET /api/monthly-totals?year= (admins): the year's twelve months, January first. */
export function getMonthlyTotals(year: number, signal?: AbortSignal) {
  return apiRequest('/api/monthly-totals', { query: { year }, schema: monthlyTotalsResponseSchema, signal });
}

export function revenueReportQueryOptions(range: RevenueReportQuery) {
  return queryOptions({
    queryKey: revenueReportKeys.range(range),
    queryFn: async ({ signal }): Promise<RevenueReport> => (await unwrap(getRevenueReport(range, signal))).data,
  });
}

export function monthlyTotalsQueryOptions(year: number) {
  return queryOptions({
    queryKey: revenueReportKeys.monthlyTotals(year),
    queryFn: async ({ signal }): Promise<MonthlyTotal[]> => (await unwrap(getMonthlyTotals(year, signal))).data,
  });
}
