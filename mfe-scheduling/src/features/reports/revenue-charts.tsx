import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { REPORT_MAX_DAYS, type DailyRevenue, type GroomerRevenue, type MonthlyTotal } from '@groombook/contracts';
import { addDays, formatCalendarDate, formatMoney } from '@groombook/domain';
import { Box, Text } from '@groombook/ui';
import { monthName } from './report-columns';
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

/** The range's revenue per day as columns, every day of it (0 for a day without paid appointments). */
export function DailyRevenueChart({ range, days }: { range: ReportRange; days: readonly DailyRevenue[] }) {
  const revenueOn = new Map(days.map((day) => [day.date, day.total_amount]));
  const data: { date: string; day: string; revenue: number }[] = [];
  for (let date = range.from; date <= range.to && data.length <= REPORT_MAX_DAYS; date = addDays(date, 1)) {
    // A month's days by number, a longer range's as 3/14.
    const day = range.wholeMonth ? String(Number(date.slice(8))) : `${Number(date.slice(5, 7))}/${Number(date.slice(8))}`;
    data.push({ date, day, revenue: revenueOn.get(date) ?? 0 });
  }
  const labelOf = new Map(data.map((row) => [row.day, formatCalendarDate(row.date)]));
  return (
    <ChartFrame label="Daily revenue chart">
      <BarChart responsive style={{ width: '100%', height: HEIGHT }} data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke={GRID} />
        <XAxis dataKey="day" tick={TICK} interval="preserveStartEnd" />
        <YAxis tickFormatter={axisMoney} tick={TICK} width={64} />
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

/** The year's revenue month by month, as a line. */
export function MonthlyRevenueChart({ months }: { months: readonly MonthlyTotal[] }) {
  const label = 'Monthly revenue chart';
  if (months.length === 0) return <NothingToChart label={label} />;
  const data = months.map((row) => ({ month: monthName(row.month).slice(0, 3), revenue: row.total_revenue }));
  return (
    <ChartFrame label={label}>
      <LineChart responsive style={{ width: '100%', height: HEIGHT }} data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke={GRID} />
        <XAxis dataKey="month" tick={TICK} />
        <YAxis tickFormatter={axisMoney} tick={TICK} width={64} />
        <Tooltip formatter={tooltipMoney} />
        <Line type="monotone" dataKey="revenue" name="Revenue" stroke={LINE} strokeWidth={2} dot={{ r: 3 }} />
      </LineChart>
    </ChartFrame>
  );
}
