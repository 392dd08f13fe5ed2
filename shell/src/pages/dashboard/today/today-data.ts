import { queryOptions } from '@tanstack/react-query';
import { apiRequest, unwrap } from '@groombook/api-client';
import type { ChangeAppointmentStatusRequest } from '@groombook/contracts';
import { appointmentStatusResponseSchema, dayAppointmentsResponseSchema, type AppointmentListItem } from '@groombook/contracts/light';

/** Under 'appointments', so every appointment write (here or in a remote's copy of the client) refreshes it. */
export const todayQueryKey = ['appointments', 'day', 'today'] as const;

/** How often the day is read again while Home is open: other desks check dogs in too. */
export const TODAY_REFRESH_MS = 60_000;

export interface TodayData {
  /** YYYY-MM-DD, the salon's today */
  date: string;
  /** The salon's IANA time zone. */
  timeZone: string;
  appointments: AppointmentListItem[];
}

/**
 * GET /api/appointments?date=today: the salon's today, in its time zone (the API knows it; the
 * browser's zone may not be the salon's), with the zone, for the next arrival's "now".
 */
export function todayQueryOptions() {
  return queryOptions({
    queryKey: todayQueryKey,
    queryFn: async ({ signal }): Promise<TodayData> => {
      const { date, time_zone: timeZone, appointments } = await unwrap(
        apiRequest('/api/appointments', { query: { date: 'today' }, schema: dayAppointmentsResponseSchema, signal }),
      );
      return { date, timeZone, appointments };
    },
    refetchInterval: TODAY_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

/** POST /api/appointments/status: the appointment as it now stands. */
export async function changeAppointmentStatus(input: ChangeAppointmentStatusRequest) {
  return (await unwrap(apiRequest('/api/appointments/status', { method: 'POST', body: input, schema: appointmentStatusResponseSchema }))).appointment;
}
