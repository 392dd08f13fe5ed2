import { queryOptions } from '@tanstack/react-query';
import { appointmentsListResponseSchema, type AppointmentListItem } from '@groombook/contracts/light';
import type { CustomerFutureAppointmentsQuery, CustomerPastAppointmentsQuery } from '@groombook/contracts/platform';
import { todayIsoDate } from '@groombook/domain';
import { apiRequest, unwrap } from './client';

/** A customer's appointments from today on (ascending), or up to today (descending). */
export type CustomerAppointmentsPeriod = 'future' | 'past';

/** Under 'appointments', so any appointment change refreshes the customer dialog's lists too. */
export function customerAppointmentsQueryKey(customerId: string, period: CustomerAppointmentsPeriod) {
  return ['appointments', 'customer', customerId, period] as const;
}

/** GET /api/appointments?customer_id=&start_date={today} (future) or &end_date={today} (past). */
export function getCustomerAppointments(
  customerId: string,
  period: CustomerAppointmentsPeriod,
  { today = todayIsoDate(), signal }: { today?: string; signal?: AbortSignal } = {},
) {
  const query: CustomerFutureAppointmentsQuery | CustomerPastAppointmentsQuery =
    period === 'future' ? { customer_id: customerId, start_date: today } : { customer_id: customerId, end_date: today };
  return apiRequest('/api/appointments', {
    query,
    schema: appointmentsListResponseSchema,
    signal,
  });
}

export function customerAppointmentsQueryOptions(customerId: string, period: CustomerAppointmentsPeriod) {
  return queryOptions({
    queryKey: customerAppointmentsQueryKey(customerId, period),
    queryFn: async ({ signal }): Promise<AppointmentListItem[]> =>
      (await unwrap(getCustomerAppointments(customerId, period, { signal }))).appointments,
  });
}
