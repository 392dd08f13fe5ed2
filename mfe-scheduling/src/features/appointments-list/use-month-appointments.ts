import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { conflictMonthQueryOptions, monthAppointmentsQueryOptions } from '@groombook/api-client';
import type { AppointmentListItem, ConflictEntryDto } from '@groombook/contracts/light';
import { APPOINTMENTS_PAGE_SIZE, type AppointmentStatus } from '@groombook/domain';

/** A row of the list: the appointment with the conflicts the client adds to it (hasConflicts, conflicts). */
export type AppointmentRow = AppointmentListItem & { hasConflicts: boolean; conflicts: ConflictEntryDto[] };

export interface MonthPage {
  year: number;
  month: number;
  /** 1-based. */
  page: number;
  /** Only this status (null: every status). */
  status?: AppointmentStatus | null;
}

/**
 * A page of the month's appointments, each marked with its conflicts from the month's conflict map.
 * The map is a separate call: while it loads, or when it fails, the list shows without markers.
 */
export function useMonthAppointments({ year, month, page, status = null }: MonthPage) {
  const offset = (page - 1) * APPOINTMENTS_PAGE_SIZE;
  const statuses = status ? [status] : [];
  const appointments = useQuery(monthAppointmentsQueryOptions({ year, month, limit: APPOINTMENTS_PAGE_SIZE, offset, statuses }));
  const conflictMap = useQuery(conflictMonthQueryOptions(year, month));

  const rows = useMemo<AppointmentRow[] | undefined>(() => {
    const conflictsById = conflictMap.data?.conflicts ?? {};
    return appointments.data?.appointments.map((appointment) => {
      const conflicts = conflictsById[appointment.id] ?? [];
      return { ...appointment, hasConflicts: conflicts.length > 0, conflicts };
    });
  }, [appointments.data, conflictMap.data]);

  return {
    appointments,
    rows,
    total: appointments.data?.total ?? 0,
    conflictsPending: conflictMap.isPending,
    /** The conflict map could not be read: no row is marked, which must not read as "no conflicts". */
    conflictsUnavailable: conflictMap.isError,
  };
}
