import type { Attendance, AverageTicket, GroomerTips, ServiceRevenue } from '@groombook/contracts';
import { SERVICE_KIND_LABELS } from '@groombook/domain';
import { appointments, money, type ReportColumn } from './report-columns';

const whole = <Row,>(label: string, value: (row: Row) => number): ReportColumn<Row> => ({ label, text: (row) => String(value(row)), numeric: true });

/** Each service and add-on of the earned appointments, 'No service recorded' for those without lines. */
export const SERVICE_COLUMNS: ReportColumn<ServiceRevenue>[] = [
  { label: 'Service', text: (row) => row.name },
  { label: 'Kind', text: (row) => (row.kind ? SERVICE_KIND_LABELS[row.kind] : '') },
  whole('Count', (row) => row.count),
  money('Revenue', (row) => row.revenue),
];

export const TIP_COLUMNS: ReportColumn<GroomerTips>[] = [
  { label: 'Groomer', text: (row) => row.name },
  money('Tips', (row) => row.tips),
  appointments(),
];

export const TICKET_COLUMNS: ReportColumn<AverageTicket>[] = [
  whole('Appointments', (row) => row.count),
  money('Total after discounts', (row) => row.total),
  money('Average ticket', (row) => row.average),
];

/** One measure of attendance: its count and its share of the range's appointments. */
export interface AttendanceRow {
  measure: string;
  count: number;
  /** A fraction of the appointments, or null for the appointments themselves. */
  rate: number | null;
}

/** '11.1%' */
const percent = (fraction: number) => `${(Math.round(fraction * 1000) / 10).toFixed(1)}%`;

export const ATTENDANCE_COLUMNS: ReportColumn<AttendanceRow>[] = [
  { label: 'Measure', text: (row) => row.measure },
  whole('Count', (row) => row.count),
  { label: 'Rate', text: (row) => (row.rate === null ? '' : percent(row.rate)), numeric: true },
];

/** The range's appointments, then its no-shows, late cancellations and all cancellations, each with its rate. */
export function attendanceRows(attendance: Attendance): AttendanceRow[] {
  const share = (count: number) => (attendance.appointments > 0 ? count / attendance.appointments : 0);
  return [
    { measure: 'Appointments', count: attendance.appointments, rate: null },
    { measure: 'No-shows', count: attendance.no_shows, rate: attendance.no_show_rate },
    { measure: 'Late cancellations', count: attendance.late_cancellations, rate: attendance.late_cancellation_rate },
    { measure: 'All cancellations', count: attendance.cancellations, rate: share(attendance.cancellations) },
  ];
}
