import { useQuery } from '@tanstack/react-query';
import { monthlyTotalsQueryOptions, rangeSummaryQueryOptions, revenueReportQueryOptions } from '@groombook/api-client';
import { Button, LoadingState, Page, QueryFailureAlert, Stack } from '@groombook/ui';
import { DailyChart, GroomerChart, MonthlyChart } from './lazy-charts';
import { DAILY_COLUMNS, GROOMER_COLUMNS, MONTH_COLUMNS } from './report-columns';
import { ReportPrintStyles } from './report-print-styles';
import { rangeSlug, rangeTitle, useReportRange } from './report-range';
import { ReportRangeInputs } from './report-range-inputs';
import { ReportSection } from './report-section';
import { NO_TOTALS, ReportSummary } from './report-summary';
import { SummarySections } from './summary-sections';
import { ROUTES } from '@groombook/routes';

const FAILED = 'Failed to load the revenue report. Please try again.';

/**
 * /reports (admins and super admins; the shell guards it): a range's revenue (a month, or any
 * days up to a year) with tax, tips, payments and unpaid appointments beside it, its days and
 * groomers, the first day's year by month, then revenue by service, tips by groomer, the
 * average ticket and the no-shows and cancellations. Each table has its CSV export; the first
 * three a chart. A failed load gives empty tables and $0.00.
 */
export function ReportsPage() {
  const [shown, setShown] = useReportRange();
  const report = useQuery(revenueReportQueryOptions({ start_date: shown.from, end_date: shown.to }));
  const summary = useQuery(rangeSummaryQueryOptions({ from: shown.from, to: shown.to }));
  const year = shown.month.year;
  const months = useQuery(monthlyTotalsQueryOptions(year));
  const title = rangeTitle(shown);
  const slug = rangeSlug(shown);
  const nothingPaid = `No paid appointments in ${title}.`;
  const failed = [report, summary, months].find((query) => query.isError);

  return (
    <Page title={ROUTES.reports.title} actions={<Button variant="default" onClick={() => window.print()} data-print-hide>Print</Button>}>
      <ReportPrintStyles />
      <Stack gap="lg" data-reports-page>
        <ReportRangeInputs key={`${shown.from}_${shown.to}`} value={shown} onChange={setShown} />
        {failed && <QueryFailureAlert title={FAILED} query={failed} />}
        {report.isPending ? (
          <LoadingState label="Loading revenue report..." />
        ) : (
          <>
            <ReportSummary month={title} wholeMonth={shown.wholeMonth} totals={report.data ?? NO_TOTALS} />
            <Stack gap="xl" data-report-sections>
              <ReportSection
                name="daily"
                title="Daily Totals"
                fileName={`daily-totals-${slug}.csv`}
                columns={DAILY_COLUMNS}
                rows={report.data?.dailyTotals ?? []}
                emptyText={nothingPaid}
                chart={<DailyChart range={shown} days={report.data?.dailyTotals ?? []} />}
                chartBelow
              />
              <ReportSection
                name="groomers"
                title="Revenue per Groomer"
                fileName={`revenue-per-groomer-${slug}.csv`}
                columns={GROOMER_COLUMNS}
                rows={report.data?.employeeRevenue ?? []}
                emptyText={nothingPaid}
                chart={<GroomerChart groomers={report.data?.employeeRevenue ?? []} />}
              />
              <ReportSection
                name="months"
                title={`Monthly Totals ${year}`}
                fileName={`monthly-totals-${year}.csv`}
                columns={MONTH_COLUMNS}
                rows={months.data ?? []}
                emptyText={months.isPending ? 'Loading...' : `No monthly totals for ${year}.`}
                chart={months.isPending ? <LoadingState label="Loading..." /> : <MonthlyChart months={months.data ?? []} />}
              />
            </Stack>
            {summary.isPending ? <LoadingState label="Loading..." /> : <SummarySections summary={summary.data ?? null} title={title} slug={slug} />}
          </>
        )}
      </Stack>
    </Page>
  );
}
