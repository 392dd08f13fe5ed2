import { queryOptions } from '@tanstack/react-query';
import { apiRequest, revenueReportQueryOptions, unwrap } from '@groombook/api-client';
import { customersCountResponseSchema, upcomingAppointmentsCountResponseSchema } from '@groombook/contracts/light';
import { DASHBOARD_APPOINTMENT_COUNT_LIMIT, todayIsoDate } from '@groombook/domain';

/*
 * The dashboard's figures: each count read with its contract's schema, and a failure shows
 * as zero, never as a crash.
 */

/** The first and last day of the month of `now`, as YYYY-MM-DD. */
export function currentMonthRange(now: Date = new Date()): { start: string; end: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), 1);
  const end = new Date(now.getFullYear(), now.getMonth() + 1, 0);
  return { start: todayIsoDate(start), end: todayIsoDate(end) };
}

export function upcomingAppointmentsQuery() {
  const today = todayIsoDate();
  return queryOptions({
    queryKey: ['dashboard', 'upcoming-appointments', today],
    queryFn: async ({ signal }) => {
      const query = { start_date: today, limit: DASHBOARD_APPOINTMENT_COUNT_LIMIT };
      return (await unwrap(apiRequest('/api/appointments', { query, schema: upcomingAppointmentsCountResponseSchema, signal }))).count;
    },
    retry: false,
  });
}

export function totalCustomersQuery() {
  return queryOptions({
    queryKey: ['dashboard', 'total-customers'],
    queryFn: async ({ signal }) => {
      const answer = await unwrap(apiRequest('/api/customers', { query: { count_only: true }, schema: customersCountResponseSchema, signal }));
      return answer.data.totalCustomers;
    },
    retry: false,
  });
}

/**
 * The revenue of the current month (not a fixed figure): the charged amounts of its paid
 * appointments, before tax and without tips, as the reports count it.
 */
export function monthlyRevenueQuery() {
  const { start, end } = currentMonthRange();
  const report = revenueReportQueryOptions({ start_date: start, end_date: end });
  return queryOptions({ ...report, select: (data) => data.monthlyTotal, retry: false });
}
