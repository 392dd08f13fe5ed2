import type { DailyRevenue, GroomerRevenue, MonthlyTotal, RevenueReport } from '@groombook/contracts/light';
import type { RangeSummary } from '../reports-summary';

/** A day of the revenue report: one paid appointment of $80 (tax $5.30, tip $14.70), e.g. `buildDailyRevenue({ date: '2031-03-02' })`. */
export function buildDailyRevenue(overrides: Partial<DailyRevenue> = {}): DailyRevenue {
  return { date: '2031-03-01', total_amount: 80, tax_amount: 5.3, tip_amount: 14.7, paid_amount: 100, appointments: 1, ...overrides };
}

export function buildGroomerRevenue(overrides: Partial<GroomerRevenue> = {}): GroomerRevenue {
  return { name: 'Bella Ruiz', total_revenue: 80, tips: 14.7, appointments: 1, ...overrides };
}

/** A revenue report whose totals are those of its days (none by default: an empty month). */
export function buildRevenueReport(overrides: Partial<RevenueReport> = {}): RevenueReport {
  const days = overrides.dailyTotals ?? [];
  const sum = (amount: (day: DailyRevenue) => number) => Math.round(days.reduce((total, day) => total + amount(day) * 100, 0)) / 100;
  return {
    dailyTotals: days,
    employeeRevenue: [],
    monthlyTotal: sum((day) => day.total_amount),
    monthlyTax: sum((day) => day.tax_amount),
    monthlyTips: sum((day) => day.tip_amount),
    monthlyPaid: sum((day) => day.paid_amount),
    unpaid: { count: 0, amount_due: 0 },
    ...overrides,
  };
}

/** The twelve months of `year` as GET /api/monthly-totals answers them; `revenue` gives some months' figures ({ 3: 296.07 }). */
export function buildMonthlyTotals(year: number, revenue: Record<number, number> = {}): MonthlyTotal[] {
  return Array.from({ length: 12 }, (_, index) => ({
    month: `${year}-${String(index + 1).padStart(2, '0')}`,
    total_revenue: revenue[index + 1] ?? 0,
  }));
}

/** A range's summary as GET /api/reports/summary answers it (nothing in it by default). */
export function buildRangeSummary(overrides: Partial<RangeSummary> = {}): RangeSummary {
  return {
    from: '2031-03-01',
    to: '2031-03-31',
    services: [],
    tips: [],
    averageTicket: { count: 0, total: 0, average: 0 },
    attendance: { appointments: 0, no_shows: 0, cancellations: 0, late_cancellations: 0, no_show_rate: 0, late_cancellation_rate: 0 },
    ...overrides,
  };
}
