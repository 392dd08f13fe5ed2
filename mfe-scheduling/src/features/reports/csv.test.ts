import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import type { ReportColumn } from './report-columns';

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
});
