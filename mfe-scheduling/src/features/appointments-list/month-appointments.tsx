import { useEffect } from 'react';
import { APPOINTMENTS_PAGE_SIZE } from '@groombook/domain';
import { EmptyState, LoadingState, QueryFailureAlert, Stack, Text } from '@groombook/ui';
import { AppointmentsPagination } from './appointments-pagination';
import { AppointmentsTable } from './appointments-table';
import type { MonthParams, UpdateMonthParams } from './month-params';
import { useMonthAppointments } from './use-month-appointments';
import type { AppointmentColumn } from './visible-columns';

export interface MonthAppointmentsProps {
  params: MonthParams;
  onParamsChange: UpdateMonthParams;
  columns: readonly AppointmentColumn[];
  narrow: boolean;
}

/** The month's appointments, a page at a time: loading, failure, empty, or the table and its pages. */
export function MonthAppointments({ params, onParamsChange, columns, narrow }: MonthAppointmentsProps) {
  const { appointments, rows, total, conflictsPending, conflictsUnavailable } = useMonthAppointments(params);
  const lastPage = Math.max(1, Math.ceil(total / APPOINTMENTS_PAGE_SIZE));
  const pastTheEnd = rows !== undefined && rows.length === 0 && params.page > lastPage;

  // A page beyond the month's end (an old link, or appointments deleted since): go to the last page.
  useEffect(() => {
    if (pastTheEnd) onParamsChange({ page: lastPage }, { replace: true });
  }, [pastTheEnd, lastPage, onParamsChange]);

  // Conflicts only: an empty list before the conflict map arrives would say "no conflicts" too early.
  if (appointments.isPending || pastTheEnd || (params.conflictsOnly && conflictsPending)) {
    return <LoadingState label="Loading appointments..." />;
  }

  // A failed reload keeps the rows it had, under the alert.
  const failure = appointments.isError && <QueryFailureAlert title="Failed to load appointments. Please try again." query={appointments} />;
  if (!rows) return failure || null;
  if (total === 0) {
    return (
      <Stack gap="sm">
        {failure}
        <EmptyState title="Woof!" description="No appointments this month." />
      </Stack>
    );
  }

  const shown = params.conflictsOnly ? rows.filter((row) => row.hasConflicts) : rows;
  const where = total > APPOINTMENTS_PAGE_SIZE ? 'on this page' : 'this month';
  return (
    <Stack gap="sm">
      {failure}
      {conflictsUnavailable && (
        <Text size="sm" c="dimmed">
          Conflicts could not be checked, so none are marked.
        </Text>
      )}
      {shown.length > 0 ? (
        <AppointmentsTable appointments={shown} columns={columns} narrow={narrow} />
      ) : (
        !conflictsUnavailable && <EmptyState title="Woof!" description={`No appointments with conflicts ${where}.`} />
      )}
      <AppointmentsPagination
        page={params.page}
        count={rows.length}
        total={total}
        withConflicts={params.conflictsOnly ? shown.length : undefined}
        onPageChange={(page) => onParamsChange({ page })}
      />
    </Stack>
  );
}
