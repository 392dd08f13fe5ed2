import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { DailyRevenue, GroomerRevenue, MonthlyTotal } from '@groombook/contracts/light';
import { formatCalendarDate, formatMoney, todayIsoDate } from '@groombook/domain';
import { Box, Text } from '@groombook/ui';
import { dailyChartData, moneyAxisDomain, monthlyChartData } from './chart-data';
import type { ReportRange } from './report-range';

/*
 * The reports' charts, on recharts, drawn in the Mantine theme's colours (its CSS variables).
 * This module is loaded only with the reports page, after its tables: recharts is the page's
 * heaviest code, and no other page needs it.
 */

const BAR = 'var(--mantine-color-teal-6)';
const LINE = 'var(--mantine-color-blue-6)';
const GRID = 'var(--mantine-color-gray-3)';
const TICK = { fontSize: 12, fill: 'var(--mantine-color-dimmed)' };
const HEIGHT = 260;

/** Whole dollars on an axis: '$1,250'. */
const axisMoney = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;
const tooltipMoney = (value: unknown) => formatMoney(typeof value === 'number' ? value : null);

/** The chart's frame: one image for assistive technology, named; the table beside it holds the figures. */
function ChartFrame({ label, height = HEIGHT, children }: { label: string; height?: number; children: ReactNode }) {
  return (
    <Box component="figure" m={0} role="img" aria-label={label} h={height} data-chart>
      {children}
    </Box>
  );
}

function NothingToChart({ label }: { label: string }) {
  return (
    <ChartFrame label={label} height={80}>
      <Text c="dimmed" size="sm">
        Nothing to chart.
      </Text>
    </ChartFrame>
  );
}

/** The range's revenue per day as bars (`dailyChartData`). */
export function DailyRevenueChart({ range, days, today = todayIsoDate() }: { range: ReportRange; days: readonly DailyRevenue[]; today?: string }) {
  const data = dailyChartData(range, days, today);
  const labelOf = new Map(data.map((row) => [row.day, formatCalendarDate(row.date)]));
  return (
    <ChartFrame label="Daily revenue chart">
      <BarChart responsive style={{ width: '100%', height: HEIGHT }} data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke={GRID} />
        <XAxis dataKey="day" tick={TICK} interval="preserveStartEnd" />
        <YAxis tickFormatter={axisMoney} tick={TICK} width={64} domain={moneyAxisDomain(data.map((row) => row.revenue))} />
        <Tooltip formatter={tooltipMoney} labelFormatter={(day) => labelOf.get(String(day)) ?? String(day)} />
        <Bar dataKey="revenue" name="Revenue" fill={BAR} radius={[3, 3, 0, 0]} />
      </BarChart>
    </ChartFrame>
  );
}

/** Each groomer's revenue as a horizontal bar, most first. */
export function GroomerRevenueChart({ groomers }: { groomers: readonly GroomerRevenue[] }) {
  const label = 'Revenue per groomer chart';
  if (groomers.length === 0) return <NothingToChart label={label} />;
  const height = Math.max(120, 36 * groomers.length + 40);
  return (
    <ChartFrame label={label} height={height}>
      <BarChart
        responsive
        layout="vertical"
        style={{ width: '100%', height }}
        data={[...groomers]}
        margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
      >
        <CartesianGrid horizontal={false} stroke={GRID} />
        <XAxis type="number" tickFormatter={axisMoney} tick={TICK} />
        <YAxis type="category" dataKey="name" tick={TICK} width={110} />
        <Tooltip formatter={tooltipMoney} />
        <Bar dataKey="total_revenue" name="Revenue" fill={BAR} radius={[0, 3, 3, 0]} />
      </BarChart>
    </ChartFrame>
  );
}

/**
 * The year's revenue month by month (`monthlyChartData`): the months that are over as a line of
 * straight segments (a smoothed one dips below $0 between months), the month under way as a dot.
 */
export function MonthlyRevenueChart({ months, today = todayIsoDate() }: { months: readonly MonthlyTotal[]; today?: string }) {
  const label = 'Monthly revenue chart';
  if (months.length === 0) return <NothingToChart label={label} />;
  const data = monthlyChartData(months, today);
  return (
    <ChartFrame label={label}>
      <LineChart responsive style={{ width: '100%', height: HEIGHT }} data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke={GRID} />
        <XAxis dataKey="month" tick={TICK} />
        <YAxis tickFormatter={axisMoney} tick={TICK} width={64} domain={moneyAxisDomain(data.flatMap((row) => [row.revenue, row.soFar]))} />
        <Tooltip formatter={tooltipMoney} />
        <Line type="linear" dataKey="revenue" name="Revenue" stroke={LINE} strokeWidth={2} dot={{ r: 3 }} />
        <Line type="linear" dataKey="soFar" name="Revenue so far" stroke={LINE} strokeWidth={0} dot={{ r: 4, fill: 'var(--mantine-color-body)' }} />
      </LineChart>
    </ChartFrame>
  );
}
