import { Table } from '@groombook/ui/table';
import { AppointmentRow } from './appointment-row';
import type { AppointmentRow as Row } from './use-month-appointments';
import { APPOINTMENT_COLUMNS, type AppointmentColumn } from './visible-columns';
import './appointments-list.css';

/** Columns narrow screens never show: the time moves under the date, and a row click replaces Edit. */
const WIDE_ONLY_COLUMNS: readonly AppointmentColumn[] = ['time', 'recurring', 'actions'];

export interface AppointmentsTableProps {
  appointments: readonly Row[];
  columns: readonly AppointmentColumn[];
  narrow: boolean;
}

export function AppointmentsTable({ appointments, columns, narrow }: AppointmentsTableProps) {
  const shown = narrow ? columns.filter((column) => !WIDE_ONLY_COLUMNS.includes(column)) : columns;
  return (
    <Table.ScrollContainer minWidth={narrow ? 0 : 640}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Appointments">
        <Table.Thead>
          <Table.Tr>
            {shown.map((column) => (
              <Table.Th key={column}>{APPOINTMENT_COLUMNS.find((candidate) => candidate.id === column)?.label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {appointments.map((appointment) => (
            <AppointmentRow key={appointment.id} appointment={appointment} columns={shown} narrow={narrow} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
