import { APPOINTMENTS_PAGE_SIZE } from '@groombook/domain';
import { Button, Group, Text } from '@groombook/ui';

export interface AppointmentsPaginationProps {
  /** 1-based. */
  page: number;
  /** Appointments on this page, as the server sent them (before the conflicts-only filter). */
  count: number;
  total: number;
  /** Conflicts only: how many of the page's appointments have conflicts (and are shown). */
  withConflicts?: number;
  onPageChange: (page: number) => void;
}

/**
 * What the page shows: 'Showing X to Y of Z appointments'; with conflicts only, how many of the
 * page's appointments have conflicts ('2 of 53 appointments this month have conflicts'), and
 * nothing when none has (the empty state says so).
 */
export function countText({ page, count, total, withConflicts }: Omit<AppointmentsPaginationProps, 'onPageChange'>): string {
  const offset = (page - 1) * APPOINTMENTS_PAGE_SIZE;
  if (withConflicts === undefined) return `Showing ${count && offset + 1} to ${offset + count} of ${total} appointments`;
  const where = total > count ? 'on this page' : 'this month';
  return withConflicts ? `${withConflicts} of ${count} appointments ${where} ${withConflicts > 1 ? 'have' : 'has'} conflicts` : '';
}

/** The count line, with the previous and next pages of the month. */
export function AppointmentsPagination({ page, count, total, withConflicts, onPageChange }: AppointmentsPaginationProps) {
  const last = (page - 1) * APPOINTMENTS_PAGE_SIZE + count;
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" aria-live="polite">
        {countText({ page, count, total, withConflicts })}
      </Text>
      <Group gap="xs">
        <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          Previous
        </Button>
        <Button variant="default" size="xs" disabled={last >= total} onClick={() => onPageChange(page + 1)}>
          Next
        </Button>
      </Group>
    </Group>
  );
}
