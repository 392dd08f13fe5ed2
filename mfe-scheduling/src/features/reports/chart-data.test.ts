import { describe, expect, it } from 'vitest';
import type { DailyRevenue } from '@groombook/contracts/light';
import { dailyChartData, moneyAxisDomain, monthlyChartData } from './chart-data';
import type { ReportRange } from './report-range';

const november: ReportRange = { from: '2026-11-01', to: '2026-11-30', wholeMonth: true, month: { year: 2026, month: 11 } };
const paid = (date: string, total_amount: number): DailyRevenue => ({ date, total_amount, tax_amount: 0, tip_amount: 0, paid_amount: 0, appointments: 1 });
const year = (totals: number[]) => totals.map((total_revenue, index) => ({ month: `2026-${String(index + 1).padStart(2, '0')}`, total_revenue }));

describe('the daily chart', () => {
  it('has a bar place for every day of the range: 0 for a day gone by, nothing for a day still to come', () => {
    const data = dailyChartData(november, [paid('2026-11-03', 180)], '2026-11-26');
    expect(data).toHaveLength(30);
    expect(data[0]).toEqual({ date: '2026-11-01', day: '1', revenue: 0 });
    expect(data[2]).toEqual({ date: '2026-11-03', day: '3', revenue: 180 });
    expect(data[25]?.revenue).toBe(0);
    expect(data.slice(26).map((row) => row.revenue)).toEqual([null, null, null, null]);
  });

  it('names the days of a longer range by month and day', () => {
    const range: ReportRange = { from: '2026-10-30', to: '2026-11-02', wholeMonth: false, month: { year: 2026, month: 10 } };
    expect(dailyChartData(range, [], '2027-01-01').map((row) => row.day)).toEqual(['10/30', '10/31', '11/1', '11/2']);
  });
});

describe('the monthly chart', () => {
  it('joins the months that are over, shows the month under way apart, and leaves out the months to come', () => {
    const data = monthlyChartData(year([10, 20, 30, 0, 0, 0, 0, 0, 0, 40, 5, 0]), '2026-11-26');
    expect(data.map((row) => row.revenue)).toEqual([10, 20, 30, 0, 0, 0, 0, 0, 0, 40, null, null]);
    expect(data.map((row) => row.soFar)).toEqual([null, null, null, null, null, null, null, null, null, null, 5, null]);
    expect(data[0]?.month).toBe('Jan');
  });

  it('draws a past year whole', () => {
    const data = monthlyChartData(year([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]), '2027-02-01');
    expect(data.every((row) => row.revenue !== null && row.soFar === null)).toBe(true);
  });
});

describe('the money axis', () => {
  it('runs from $0 to the figures, or to $100 when there is nothing to draw', () => {
    expect(moneyAxisDomain([0, 12.5, null])).toEqual([0, 'auto']);
    expect(moneyAxisDomain([0, 0, null])).toEqual([0, 100]);
    expect(moneyAxisDomain([])).toEqual([0, 100]);
  });
});
