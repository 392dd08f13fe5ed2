import type { ReactNode } from 'react';
import { Box, Button, Group, SimpleGrid, Stack, Title } from '@groombook/ui';
import { downloadCsv, toCsv } from './csv';
import type { ReportColumn } from './report-columns';
import { ReportTable } from './report-table';

export interface ReportSectionProps<Row> {
  title: string;
  /** The export's file name, '.csv' included. */
  fileName: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  emptyText: string;
  /** The chart beside the table (hidden when printing: the tables carry the figures); without one the table takes the width. */
  chart?: ReactNode;
  /** The chart under the table at every width: for a table too wide to share a desk's width (Daily Totals). */
  chartBelow?: boolean;
  /** Which section, for the print layout. */
  name: 'daily' | 'groomers' | 'months' | 'services' | 'tips' | 'ticket' | 'attendance';
}

/**
 * A titled table with its chart beside it and an Export CSV button that saves the table as shown.
 * The button is named "Export CSV of <title>": its visible words first, so speaking them selects it.
 */
export function ReportSection<Row>({ title, fileName, columns, rows, emptyText, chart, chartBelow = false, name }: ReportSectionProps<Row>) {
  return (
    <Stack gap="xs" component="section" aria-label={title} data-report-section={name}>
      <Group justify="space-between" align="center">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Button
          variant="default"
          size="xs"
          aria-label={`Export CSV of ${title}`}
          data-print-hide
          onClick={() => downloadCsv(fileName, toCsv(columns, rows))}
        >
          Export CSV
        </Button>
      </Group>
      {chart === undefined ? (
        <ReportTable title={title} columns={columns} rows={rows} emptyText={emptyText} />
      ) : (
        <SimpleGrid cols={chartBelow ? 1 : { base: 1, md: 2 }} spacing="lg">
          <ReportTable title={title} columns={columns} rows={rows} emptyText={emptyText} />
          <Box miw={0} data-print-hide>
            {chart}
          </Box>
        </SimpleGrid>
      )}
    </Stack>
  );
}
