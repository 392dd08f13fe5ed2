import type { KeyboardEvent, ReactNode } from 'react';
import { COMPANY_CURRENCY, formatCalendarDate, formatTime12h } from '@groombook/domain';
import { editAppointmentPath } from '@groombook/routes';
import { AppointmentStatusBadge, LinkButton } from '@groombook/ui';
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

/**
 * One appointment of the list, with the cells of the chosen columns. The row, its cells and their
 * text are plain elements styled by appointments-list.css, not Mantine's Table.Tr, Table.Td, Text,
 * Group and Stack: a month is up to 200 rows of nine cells, and those components' style work made
 * drawing a month take about a third longer (docs/performance.md, "A quiet run on 2026-11-27").
 */
export function AppointmentRow({ appointment, columns, narrow }: AppointmentRowProps) {
  const navigate = useNavigate();
  const editPath = editAppointmentPath(appointment.id);
  const time = formatTime12h(appointment.time);

  const cells: Record<AppointmentColumn, () => ReactNode> = {
    date: () => (
      <div className="gb-appointment-date">
        <div>
          <div className="gb-appointment-nowrap">{formatCalendarDate(appointment.date)}</div>
          {narrow && time && <div className="gb-appointment-dimmed">{time}</div>}
        </div>
        {appointment.hasConflicts && <ConflictBadge conflicts={appointment.conflicts} />}
      </div>
    ),
    time: () => time,
    status: () => <AppointmentStatusBadge status={appointment.status} />,
    customer: () => <span className={appointment.customer?.name?.trim() ? undefined : 'gb-appointment-dimmed'}>{customerNameOf(appointment)}</span>,
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
    <tr className="gb-appointment-row" {...rowLink} data-conflict={appointment.hasConflicts || undefined}>
      {columns.map((column) => (
        <td key={column} className="gb-appointment-cell">
          {cells[column]()}
        </td>
      ))}
    </tr>
  );
}
