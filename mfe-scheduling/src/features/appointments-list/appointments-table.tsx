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

/**
 * The month's table: a plain table in a box that scrolls sideways when the columns do not fit,
 * drawn by appointments-list.css the way Mantine's Table draws one. Mantine's Table and its
 * scroll container (a ScrollArea) would add 7.5 KB gzip to the first page most staff open
 * (docs/performance.md, "The night of 2026-11-27").
 */
export function AppointmentsTable({ appointments, columns, narrow }: AppointmentsTableProps) {
  const shown = narrow ? columns.filter((column) => !WIDE_ONLY_COLUMNS.includes(column)) : columns;
  return (
    <div className="gb-appointments-scroll">
      <table className="gb-appointments-table" aria-label="Appointments" style={{ minWidth: narrow ? undefined : 640 }}>
        <thead>
          <tr className="gb-appointments-head">
            {shown.map((column) => (
              <th key={column} className="gb-appointment-cell">
                {APPOINTMENT_COLUMNS.find((candidate) => candidate.id === column)?.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {appointments.map((appointment) => (
            <AppointmentRow key={appointment.id} appointment={appointment} columns={shown} narrow={narrow} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
