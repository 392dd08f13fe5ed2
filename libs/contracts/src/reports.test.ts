import { describe, expect, it } from 'vitest';
import { reportAmountSchema, revenueReportResponseSchema } from '@groombook/contracts/light';
import { monthlyTotalsQuerySchema, reportRangeQuerySchema, revenueReportQuerySchema } from './reports';

describe('report amounts', () => {
  it('are numbers in dollars; a numeric string is read as its number, anything else as 0', () => {
    expect(reportAmountSchema.parse(176.93)).toBe(176.93);
    expect(reportAmountSchema.parse('4321.5')).toBe(4321.5);
    for (const odd of ['abc', '', null, undefined, true, {}, []]) expect(reportAmountSchema.parse(odd)).toBe(0);
  });

  it('let one odd figure through as 0 rather than fail the whole report', () => {
    const parsed = revenueReportResponseSchema.parse({
      success: true,
      data: {
        dailyTotals: [{ date: '2031-03-01', total_amount: 'n/a', tax_amount: 6.63, tip_amount: 0, paid_amount: 106.63, appointments: 1 }],
        employeeRevenue: [],
        monthlyTotal: 100,
        monthlyTax: 6.63,
        monthlyTips: 0,
        monthlyPaid: 106.63,
        unpaid: { count: 0, amount_due: 0 },
      },
    });
    expect(parsed.data.dailyTotals[0]?.total_amount).toBe(0);
  });
});

describe('the monthly totals query', () => {
  it('takes an optional year of the calendar', () => {
    expect(monthlyTotalsQuerySchema.parse({})).toEqual({});
    expect(monthlyTotalsQuerySchema.parse({ year: '2031' })).toEqual({ year: 2031 });
    expect(monthlyTotalsQuerySchema.safeParse({ year: '1899' }).success).toBe(false);
  });
});

describe('the revenue report query', () => {
  const march = { start_date: '2031-03-01', end_date: '2031-03-31' };
  const messages = (query: unknown) => revenueReportQuerySchema.safeParse(query).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('takes from and to, or start_date and end_date as the month form sends them, as the same range', () => {
    expect(revenueReportQuerySchema.parse(march)).toEqual(march);
    expect(revenueReportQuerySchema.parse({ from: '2031-03-01', to: '2031-03-31' })).toEqual(march);
  });

  it('refuses both forms at once, a missing end, a reversed range and one over a year', () => {
    expect(messages({ ...march, from: '2031-03-01', to: '2031-03-31' })).toEqual(['from: Give from and to, or start_date and end_date, not both']);
    expect(messages({ from: '2031-03-01' })).toEqual(['to: to is required (YYYY-MM-DD)']);
    expect(messages({})).toEqual(['start_date: start_date is required (YYYY-MM-DD)', 'end_date: end_date is required (YYYY-MM-DD)']);
    expect(messages({ from: '2031-03-02', to: '2031-03-01' })).toEqual(['to: from must not be after to']);
    expect(messages({ start_date: '2030-01-01', end_date: '2031-01-03' })).toEqual(['end_date: A report covers at most a year']);
  });

  it("the summary's from and to likewise", () => {
    expect(reportRangeQuerySchema.safeParse({ from: '2032-01-01', to: '2032-12-31' }).success).toBe(true);
    expect(reportRangeQuerySchema.safeParse({ from: '2026-02-30', to: '2026-03-01' }).success).toBe(false);
    expect(reportRangeQuerySchema.safeParse({ from: '2031-03-02', to: '2031-03-01' }).success).toBe(false);
  });
});
