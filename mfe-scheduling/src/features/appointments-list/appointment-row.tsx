import type { KeyboardEvent, ReactNode } from 'react';
import { COMPANY_CURRENCY, formatCalendarDate, formatTime12h } from '@groombook/domain';
import { editAppointmentPath } from '@groombook/routes';
import { AppointmentStatusBadge, Group, LinkButton, Stack, Table, Text } from '@groombook/ui';
import { useNavigate } from '@groombook/ui/router';
import { customerNameOf, seriesPosition } from '../../shared/appointment-text';
import { ConflictBadge } from './conflict-badge';
import type { AppointmentRow as Row } from './use-month-appointments';
import type { AppointmentColumn } from './visible-columns';

/**
 * A price as '$1,084.50', the way `formatMoney` writes it: the list's prices are stored to the
 * cent, so the browser's own currency format gives the same text without bringing formatMoney's
 * cent arithmetic onto the first page (the list is the first page most staff open).
 */
const PRICE = new Intl.NumberFormat('en-US', { style: 'currency', currency: COMPANY_CURRENCY });

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
    price: () => (appointment.charged_amount === null ? '' : PRICE.format(appointment.charged_amount)),
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
      }
    : {};

  return (
    <Table.Tr {...rowLink} data-conflict={appointment.hasConflicts || undefined}>
      {columns.map((column) => (
        <Table.Td key={column}>{cells[column]()}</Table.Td>
      ))}
    </Table.Tr>
  );
}
