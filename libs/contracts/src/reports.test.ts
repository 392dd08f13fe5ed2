import { describe, expect, it } from 'vitest';
import { monthlyTotalsQuerySchema, reportAmountSchema, revenueReportResponseSchema } from './reports';

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
