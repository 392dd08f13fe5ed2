import type { RevenueReport } from '@groombook/contracts/light';
import { formatMoney } from '@groombook/domain';
import { Paper, SimpleGrid, Stack, Text, Title } from '@groombook/ui';

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Paper withBorder p="sm" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Paper>
  );
}

const appointmentsText = (count: number) => `${count} ${count === 1 ? 'appointment' : 'appointments'}`;

export type ReportTotals = Pick<RevenueReport, 'monthlyTotal' | 'monthlyTax' | 'monthlyTips' | 'monthlyPaid' | 'unpaid'>;

/** No report (still loading, or failed): every figure 0. */
export const NO_TOTALS: ReportTotals = { monthlyTotal: 0, monthlyTax: 0, monthlyTips: 0, monthlyPaid: 0, unpaid: { count: 0, amount_due: 0 } };

/**
 * The range's revenue ('Monthly Total' for a whole month), with the tax, tips, payments and
 * unpaid appointments beside it (never inside it), under the range's name (which also tells a
 * printed page's range). Cancelled appointments and no-shows count in none of them.
 */
export function ReportSummary({ month, wholeMonth = true, totals }: { month: string; wholeMonth?: boolean; totals: ReportTotals }) {
  return (
    <Stack gap={4} data-report-summary>
      <Title order={2} size="h3">
        {month}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
        <Figure label={wholeMonth ? 'Monthly Total' : 'Range Total'} value={formatMoney(totals.monthlyTotal)} />
        <Figure label="Tax Collected" value={formatMoney(totals.monthlyTax)} />
        <Figure label="Tips" value={formatMoney(totals.monthlyTips)} />
        <Figure label="Payments Received" value={formatMoney(totals.monthlyPaid)} />
        <Figure label="Unpaid" value={formatMoney(totals.unpaid.amount_due)} detail={appointmentsText(totals.unpaid.count)} />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Revenue is the charged amount of the paid appointments, before tax and without tips; cancelled appointments and no-shows
        are left out. Payments received hold the tax and
        the tips too; unpaid appointments (up to today) are shown with tax.
      </Text>
    </Stack>
  );
}
