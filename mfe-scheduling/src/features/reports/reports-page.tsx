import { useQuery } from '@tanstack/react-query';
import { monthlyTotalsQueryOptions, revenueReportQueryOptions } from '@groombook/api-client';
import { Button, Group, LoadingState, Page, QueryFailureAlert, Stack } from '@groombook/ui';
import { MonthYearSelects } from '../../shared/month-year-selects';
import { DailyChart, GroomerChart, MonthlyChart } from './lazy-charts';
import { DAILY_COLUMNS, GROOMER_COLUMNS, MONTH_COLUMNS } from './report-columns';
import { monthRange, monthTitle, useReportMonth } from './report-month';
import { ReportPrintStyles } from './report-print-styles';
import { ReportSection } from './report-section';
import { NO_TOTALS, ReportSummary } from './report-summary';

const FAILED = 'Failed to load the revenue report. Please try again.';

/**
 * /reports (admins and super admins; the shell guards it): a month's revenue with tax, tips,
 * payments and unpaid appointments beside it, its days and groomers, and the year's months,
 * each table with a chart and a CSV export. A failed load gives empty tables and $0.00.
 */
export function ReportsPage() {
  const [shown, setShown] = useReportMonth();
  const range = monthRange(shown);
  const report = useQuery(revenueReportQueryOptions(range));
  const months = useQuery(monthlyTotalsQueryOptions(shown.year));
  const title = monthTitle(shown);
  const nothingPaid = `No paid appointments in ${title}.`;

  return (
    <Page title="Revenue Reports" actions={<Button variant="default" onClick={() => window.print()} data-print-hide>Print</Button>}>
      <ReportPrintStyles />
      <Stack gap="lg" data-reports-page>
        <Group align="flex-end" gap="md" data-print-hide>
          <MonthYearSelects value={shown} onChange={setShown} />
        </Group>
        {report.isError && <QueryFailureAlert title={FAILED} query={report} />}
        {months.isError && !report.isError && <QueryFailureAlert title={FAILED} query={months} />}
        {report.isPending ? (
          <LoadingState label="Loading revenue report..." />
        ) : (
          <>
            <ReportSummary month={title} totals={report.data ?? NO_TOTALS} />
            <Stack gap="xl" data-report-sections>
              <ReportSection
                name="daily"
                title="Daily Totals"
                fileName={`daily-totals-${range.start_date.slice(0, 7)}.csv`}
                columns={DAILY_COLUMNS}
                rows={report.data?.dailyTotals ?? []}
                emptyText={nothingPaid}
                chart={<DailyChart month={shown} days={report.data?.dailyTotals ?? []} />}
              />
              <ReportSection
                name="groomers"
                title="Revenue per Groomer"
                fileName={`revenue-per-groomer-${range.start_date.slice(0, 7)}.csv`}
                columns={GROOMER_COLUMNS}
                rows={report.data?.employeeRevenue ?? []}
                emptyText={nothingPaid}
                chart={<GroomerChart groomers={report.data?.employeeRevenue ?? []} />}
              />
              <ReportSection
                name="months"
                title={`Monthly Totals ${shown.year}`}
                fileName={`monthly-totals-${shown.year}.csv`}
                columns={MONTH_COLUMNS}
                rows={months.data ?? []}
                emptyText={months.isPending ? 'Loading...' : `No monthly totals for ${shown.year}.`}
                chart={months.isPending ? <LoadingState label="Loading..." /> : <MonthlyChart months={months.data ?? []} />}
              />
            </Stack>
          </>
        )}
      </Stack>
    </Page>
  );
}
