import { REPORT_MAX_DAYS } from '@groombook/contracts';
import { type DailyRevenue, type MonthlyTotal } from '@groombook/contracts/light';
import { addDays } from '@groombook/domain';
import { monthName } from './report-columns';
import type { ReportRange } from './report-range';

/* The figures the reports' charts draw, apart from the charting code so they can be checked alone. */

/** A day's or a month's revenue to chart: null for one that has not happened yet, which draws nothing. */
type Charted = number | null;

/**
 * The range's revenue per day, a bar a day: 0 for a day gone by without paid appointments,
 * nothing for a day after `today` (its place on the axis stays, so a month keeps its shape).
 */
export function dailyChartData(range: ReportRange, days: readonly DailyRevenue[], today: string) {
  const revenueOn = new Map(days.map((day) => [day.date, day.total_amount]));
  const data: { date: string; day: string; revenue: Charted }[] = [];
  for (let date = range.from; date <= range.to && data.length <= REPORT_MAX_DAYS; date = addDays(date, 1)) {
    // A month's days by number, a longer range's as 3/14.
    const day = range.wholeMonth ? String(Number(date.slice(8))) : `${Number(date.slice(5, 7))}/${Number(date.slice(8))}`;
    data.push({ date, day, revenue: date > today ? (revenueOn.get(date) ?? null) : (revenueOn.get(date) ?? 0) });
  }
  return data;
}

/**
 * The year's months to chart: the line joins the months that are over (`revenue`); the month
 * `today` is in stands apart as its revenue so far (`soFar`), and the months after it have not
 * happened and are left out, so neither reads as a drop to $0.
 */
export function monthlyChartData(months: readonly MonthlyTotal[], today: string) {
  const thisMonth = today.slice(0, 7);
  return months.map((row) => ({
    month: monthName(row.month).slice(0, 3),
    revenue: row.month < thisMonth ? row.total_revenue : null,
    soFar: row.month === thisMonth ? row.total_revenue : null,
  }));
}

const EMPTY_AXIS_TOP = 100;

/**
 * The money axis from $0: up to the figures' own rounded top, or $0 to $100 when every figure is
 * 0 (a month without revenue), so an empty month does not draw a $0-$4 scale of cents.
 */
export function moneyAxisDomain(amounts: readonly (number | null)[]): [number, number | 'auto'] {
  return [0, amounts.some((amount) => amount !== null && amount > 0) ? 'auto' : EMPTY_AXIS_TOP];
}
