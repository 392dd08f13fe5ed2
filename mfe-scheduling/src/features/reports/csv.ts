import { COMPANY_CURRENCY } from '@groombook/domain';
import type { ReportColumn } from './report-columns';

/**
 * A cell a spreadsheet would run as a formula ('=HYPERLINK(…)' as a groomer's name) gets a
 * leading apostrophe, the usual guard against formula injection; every other cell is written
 * as the column gives it.
 */
function guardFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A cell quoted when it holds a comma, a quote or a line break (RFC 4180), its quotes doubled. */
function csvCell(text: string): string {
  const cell = guardFormula(text);
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/**
 * The table as CSV: the headings, then one line per row, lines ended by CRLF. Money is written
 * as plain numbers (1084.07), so a table with amounts ends with a Currency column naming theirs
 * (the company's, `currency`) on every line.
 */
export function toCsv<Row>(columns: readonly ReportColumn<Row>[], rows: readonly Row[], currency: string = COMPANY_CURRENCY): string {
  const withCurrency: readonly ReportColumn<Row>[] = columns.some((column) => column.money)
    ? [...columns, { label: 'Currency', text: () => currency }]
    : columns;
  const cell = (column: ReportColumn<Row>, row: Row) => csvCell((column.csv ?? column.text)(row));
  const lines = [withCurrency.map((column) => csvCell(column.label)), ...rows.map((row) => withCurrency.map((column) => cell(column, row)))];
  return lines.map((cells) => `${cells.join(',')}\r\n`).join('');
}

/** Saves `csv` as a download named `fileName`, built in the browser. */
export function downloadCsv(fileName: string, csv: string): void {
  // The byte order mark makes spreadsheet programs read the file as UTF-8 (names with accents).
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
