import { APPOINTMENTS_PAGE_SIZE } from '@groombook/domain';
import { Button, Group, Text } from '@groombook/ui';

export interface AppointmentsPaginationProps {
  /** 1-based. */
  page: number;
  /** Appointments on this page, as the server sent them (before the conflicts-only filter). */
  count: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** 'Showing X to Y of Z appointments', with the previous and next pages of the month. */
export function AppointmentsPagination({ page, count, total, onPageChange }: AppointmentsPaginationProps) {
  const offset = (page - 1) * APPOINTMENTS_PAGE_SIZE;
  const first = count === 0 ? 0 : offset + 1;
  const last = offset + count;
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" aria-live="polite">{`Showing ${first} to ${last} of ${total} appointments`}</Text>
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
