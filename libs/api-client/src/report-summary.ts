import { queryOptions } from '@tanstack/react-query';
import { rangeSummaryResponseSchema, type RangeSummary, type ReportRangeQuery } from '@groombook/contracts';
import { apiRequest, unwrap } from './client';
import { revenueReportKeys } from './revenue-reports';

export const rangeSummaryKey = ({ from, to }: ReportRangeQuery) => [...revenueReportKeys.all, 'summary', from, to] as const;

/** GET /api/reports/summary?from&to (admins): revenue by service, tips by groomer, average ticket, no-shows and cancellations. */
export function getRangeSummary(range: ReportRangeQuery, signal?: AbortSignal) {
  return apiRequest('/api/reports/summary', { query: { ...range }, schema: rangeSummaryResponseSchema, signal });
}

export function rangeSummaryQueryOptions(range: ReportRangeQuery) {
  return queryOptions({
    queryKey: rangeSummaryKey(range),
    queryFn: async ({ signal }): Promise<RangeSummary> => (await unwrap(getRangeSummary(range, signal))).data,
  });
}
