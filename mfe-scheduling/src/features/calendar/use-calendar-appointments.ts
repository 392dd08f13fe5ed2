import { useQueries, useQuery } from '@tanstack/react-query';
import { allMonthAppointmentsQueryOptions, groomersQueryOptions } from '@groombook/api-client';
import type { AppointmentListItem } from '@groombook/contracts/light';

/** The months the days fall in (a week may reach into two), each once. */
export function monthsOf(days: readonly string[]): { year: number; month: number }[] {
  const keys = [...new Set(days.map((day) => day.slice(0, 7)))];
  return keys.map((key) => ({ year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)) }));
}

/** The appointments of the days shown, and the company's groomers, for the calendar. */
export function useCalendarAppointments(days: readonly string[]) {
  const groomers = useQuery(groomersQueryOptions());
  const months = useQueries({
    queries: monthsOf(days).map(({ year, month }) => allMonthAppointmentsQueryOptions(year, month)),
  });
  const error = groomers.error ?? months.find((query) => query.error)?.error ?? null;
  const pending = groomers.isPending || months.some((query) => query.isPending);
  // A day or a week of one salon: filtering again on each render costs nothing worth keeping.
  const shown = new Set(days);
  const appointments: AppointmentListItem[] = months.flatMap((query) => query.data ?? []).filter((appointment) => shown.has(appointment.date));

  return {
    appointments,
    groomers: groomers.data ?? [],
    pending,
    error,
    retry: () => {
      void groomers.refetch();
      for (const query of months) void query.refetch();
    },
  };
}
