import type { KeyboardEvent, ReactNode } from 'react';
import { formatCalendarDate, formatMoney, formatTime12h } from '@groombook/domain';
import { editAppointmentPath } from '@groombook/routes';
import { AppointmentStatusBadge, Group, LinkButton, Stack, Table, Text } from '@groombook/ui';
import { useNavigate } from '@groombook/ui/router';
import { customerNameOf, seriesPosition } from '../../shared/appointment-text';
import { ConflictBadge } from './conflict-badge';
import type { AppointmentRow as Row } from './use-month-appointments';
import type { AppointmentColumn } from './visible-columns';

export interface AppointmentRowProps {
  appointment: Row;
  columns: readonly AppointmentColumn[];
  /** Narrow screens: the time sits under the date and the whole row opens the appointment. */
  narrow: boolean;
}

/** One appointment of the list, with the cells of the chosen columns. */
export function AppointmentRow({ appointment, columns, narrow }: AppointmentRowProps) {
  const navigate = useNavigate();
  const editPath = editAppointmentPath(appointment.id);
  const time = formatTime12h(appointment.time);

  const cells: Record<AppointmentColumn, () => ReactNode> = {
    date: () => (
      <Group gap="xs" wrap="nowrap">
        <Stack gap={0}>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatCalendarDate(appointment.date)}
          </Text>
          {narrow && time && (
            <Text size="sm" c="dimmed">
              {time}
            </Text>
          )}
        </Stack>
        {appointment.hasConflicts && <ConflictBadge conflicts={appointment.conflicts} />}
      </Group>
    ),
    time: () => time,
    status: () => <AppointmentStatusBadge status={appointment.status} />,
    customer: () => (
      <Text size="sm" c={appointment.customer?.name?.trim() ? undefined : 'dimmed'}>
        {customerNameOf(appointment)}
      </Text>
    ),
    dog: () => appointment.dog_name ?? '',
    groomer: () => appointment.groomer?.name ?? '',
    // No price yet reads as blank, not $0.00.
    price: () => (appointment.charged_amount === null ? '' : formatMoney(appointment.charged_amount)),
    recurring: () => seriesPosition(appointment),
    actions: () => (
      <LinkButton to={editPath} variant="light" size="xs">
        Edit
      </LinkButton>
    ),
  };

  const open = () => void navigate(editPath);
  const rowLink = narrow
    ? {
        onClick: open,
        onKeyDown: (event: KeyboardEvent) => {
          if (event.key === 'Enter') open();
        },
        tabIndex: 0,
        style: { cursor: 'pointer' },
        'data-conflict': appointment.hasConflicts || undefined,
      }
    : { 'data-conflict': appointment.hasConflicts || undefined };

  return (
    <Table.Tr {...rowLink}>
      {columns.map((column) => (
        <Table.Td key={column} ta={column === 'price' ? 'right' : undefined}>
          {cells[column]()}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}
