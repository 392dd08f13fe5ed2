import type { DailyRevenue, GroomerRevenue, MonthlyTotal } from '@groombook/contracts/light';
import { formatCalendarDate, formatMoney, MONTH_NAMES } from '@groombook/domain';

/**
 * A column of a report table: its heading and the text of each cell, which the CSV export
 * writes as shown unless the column gives the export its own value (money as a plain number).
 */
export interface ReportColumn<Row> {
  label: string;
  text: (row: Row) => string;
  /** The CSV's cell, when it differs from the text shown. */
  csv?: (row: Row) => string;
  /** Right-aligned figures. */
  numeric?: boolean;
  /** An amount of money: the CSV names its currency in a column of its own. */
  money?: boolean;
}

/** Shown '$1,234.50', exported 1234.50 (a number a spreadsheet sums); an amount that is not a number is 0. */
export const money = <Row,>(label: string, amount: (row: Row) => number): ReportColumn<Row> => ({
  label,
  text: (row) => formatMoney(amount(row)),
  csv: (row) => (Number.isFinite(amount(row)) ? amount(row) : 0).toFixed(2),
  numeric: true,
  money: true,
});

export const appointments = <Row extends { appointments: number }>(): ReportColumn<Row> => ({
  label: 'Appointments',
  text: (row) => String(row.appointments),
  numeric: true,
});

/** The month's days that have a paid appointment; the CSV writes each day as YYYY-MM-DD, which a spreadsheet reads as a date. */
export const DAILY_COLUMNS: ReportColumn<DailyRevenue>[] = [
  { label: 'Date', text: (day) => formatCalendarDate(day.date), csv: (day) => day.date },
  money('Revenue', (day) => day.total_amount),
  money('Tax', (day) => day.tax_amount),
  money('Tips', (day) => day.tip_amount),
  money('Payments', (day) => day.paid_amount),
  appointments(),
];

export const GROOMER_COLUMNS: ReportColumn<GroomerRevenue>[] = [
  { label: 'Groomer', text: (groomer) => groomer.name },
  money('Revenue', (groomer) => groomer.total_revenue),
  money('Tips', (groomer) => groomer.tips),
  appointments(),
];

/** 'YYYY-MM' as the month's name; anything else as it came. */
export function monthName(month: string): string {
  const index = /^\d{4}-(\d{2})$/.exec(month)?.[1];
  return (index && MONTH_NAMES[Number(index) - 1]) || month;
}

export const MONTH_COLUMNS: ReportColumn<MonthlyTotal>[] = [
  { label: 'Month', text: (row) => monthName(row.month) },
  money('Revenue', (row) => row.total_revenue),
];
