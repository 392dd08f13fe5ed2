import type { RangeSummary } from '@groombook/contracts';
import { SimpleGrid, Text } from '@groombook/ui';
import { ReportSection } from './report-section';
import { ATTENDANCE_COLUMNS, attendanceRows, SERVICE_COLUMNS, TICKET_COLUMNS, TIP_COLUMNS } from './summary-columns';

export interface SummarySectionsProps {
  /** Null while loading or after a failure: empty tables. */
  summary: RangeSummary | null;
  title: string;
  /** The file names' part for the range. */
  slug: string;
}

/**
 * The range's figures beyond revenue, each a table with its CSV export: revenue by service and
 * add-on, tips by groomer after splits, the average ticket, and the no-shows and cancellations.
 */
export function SummarySections({ summary, title, slug }: SummarySectionsProps) {
  const nothingPaid = `No paid appointments in ${title}.`;
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" data-report-summary-sections>
        <ReportSection
          name="services"
          title="Revenue by Service"
          fileName={`revenue-by-service-${slug}.csv`}
          columns={SERVICE_COLUMNS}
          rows={summary?.services ?? []}
          emptyText={nothingPaid}
        />
        <ReportSection
          name="tips"
          title="Tips by Groomer"
          fileName={`tips-by-groomer-${slug}.csv`}
          columns={TIP_COLUMNS}
          rows={summary?.tips ?? []}
          emptyText={`No tips in ${title}.`}
        />
        <ReportSection
          name="ticket"
          title="Average Ticket"
          fileName={`average-ticket-${slug}.csv`}
          columns={TICKET_COLUMNS}
          rows={summary ? [summary.averageTicket] : []}
          emptyText={nothingPaid}
        />
        <ReportSection
          name="attendance"
          title="No-shows and Late Cancellations"
          fileName={`no-shows-and-cancellations-${slug}.csv`}
          columns={ATTENDANCE_COLUMNS}
          rows={summary ? attendanceRows(summary.attendance) : []}
          emptyText={`No appointments in ${title}.`}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Services, tips and the average ticket count the paid appointments that were neither cancelled nor no-shows; a tip split at
        checkout counts for each groomer&apos;s share. Rates are shares of all the appointments of the range.
      </Text>
    </>
  );
}
