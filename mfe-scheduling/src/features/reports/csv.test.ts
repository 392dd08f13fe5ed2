import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { appointments, money, type ReportColumn } from './report-columns';

interface Row {
  name: string;
  amount: string;
}
const columns: ReportColumn<Row>[] = [
  { label: 'Groomer', text: (row) => row.name },
  { label: 'Revenue', text: (row) => row.amount },
];

describe('toCsv', () => {
  it('writes the headings and one CRLF-ended line per row, cells as given', () => {
    expect(toCsv(columns, [{ name: 'Sam Chen', amount: '$80.00' }])).toBe('Groomer,Revenue\r\nSam Chen,$80.00\r\n');
    expect(toCsv(columns, [])).toBe('Groomer,Revenue\r\n');
  });

  it('quotes cells with commas, quotes or line breaks, doubling the quotes', () => {
    expect(toCsv(columns, [{ name: 'Chen, Sam "Sammy"', amount: '$1,080.00' }])).toBe(
      'Groomer,Revenue\r\n"Chen, Sam ""Sammy""","$1,080.00"\r\n',
    );
    expect(toCsv(columns, [{ name: 'Two\nlines', amount: '$0.00' }])).toBe('Groomer,Revenue\r\n"Two\nlines",$0.00\r\n');
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    for (const name of ['=HYPERLINK("http://x")', '+1', '-1', '@SUM(A1)']) {
      expect(toCsv(columns, [{ name, amount: '$0.00' }]).split('\r\n')[1]).toMatch(/^"?'/);
    }
  });

  it('writes money as plain numbers and adds a Currency column to a table with amounts', () => {
    const earned: ReportColumn<{ name: string; revenue: number; appointments: number }>[] = [
      { label: 'Groomer', text: (row) => row.name },
      money('Revenue', (row) => row.revenue),
      appointments(),
    ];
    const rows = [
      { name: 'Sam Chen', revenue: 1084.07, appointments: 9 },
      { name: 'Ana Ruiz', revenue: 120, appointments: 1 },
      { name: 'Lee Park', revenue: Number.NaN, appointments: 0 },
    ];
    expect(toCsv(earned, rows).split('\r\n')).toEqual([
      'Groomer,Revenue,Appointments,Currency',
      'Sam Chen,1084.07,9,USD',
      'Ana Ruiz,120.00,1,USD',
      'Lee Park,0.00,0,USD',
      '',
    ]);
    expect(toCsv(earned, rows.slice(1, 2), 'CAD')).toBe('Groomer,Revenue,Appointments,Currency\r\nAna Ruiz,120.00,1,CAD\r\n');
  });
});
