import { useEffect, useRef, useState } from 'react';
import { Box, Text } from '@groombook/ui';
import { Table } from '@groombook/ui/table';
import type { ReportColumn } from './report-columns';

/** Whether the box is narrower than what it holds (then it scrolls sideways), followed as either changes size. */
function useOverflowsSideways() {
  const box = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return [box, overflows] as const;
}

export interface ReportTableProps<Row> {
  title: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  /** Shown in the table's one row when it has none (also when the report failed to load). */
  emptyText: string;
}

/**
 * One of the report's tables: a heading per column, a row per item, figures on the right.
 * Cells keep to one line; on a narrow screen the table scrolls sideways within its box, which
 * takes the keyboard's focus so the arrow keys can scroll it too, and a line under it says
 * that more columns are to the side, so none is mistaken for missing.
 */
export function ReportTable<Row>({ title, columns, rows, emptyText }: ReportTableProps<Row>) {
  const [box, overflows] = useOverflowsSideways();
  return (
    <Box miw={0}>
      <Box ref={box} miw={0} style={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-label={title}>
        <Table aria-label={title} striped verticalSpacing={6} className="gb-report-table" style={{ whiteSpace: 'nowrap' }}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.label} ta={column.numeric ? 'right' : undefined}>
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length} c="dimmed">
                  {emptyText}
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row, index) => (
                <Table.Tr key={index}>
                  {columns.map((column) => (
                    <Table.Td key={column.label} ta={column.numeric ? 'right' : undefined}>
                      {column.text(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Box>
      {overflows && (
        <Text size="xs" c="dimmed" data-print-hide data-scroll-cue>
          Scroll sideways for more columns →
        </Text>
      )}
    </Box>
  );
}
