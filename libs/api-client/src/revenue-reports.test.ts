import { describe, expect, it } from 'vitest';
import { monthlyTotalsQueryOptions, revenueReportKeys, revenueReportQueryOptions } from './revenue-reports';
import { answer, stubFetchAndQueries } from './testing/stub-fetch';

/** What the client rejects with when a 200's body does not match the contract (`client.ts`). */
const INVALID_SHAPE = { status: 200, code: 'INVALID_RESPONSE', message: 'The server answered in an unexpected shape' };

const march = { start_date: '2031-03-01', end_date: '2031-03-31' };
const report = {
  dailyTotals: [{ date: '2031-03-01', total_amount: 100, tax_amount: 6.63, tip_amount: 3.37, paid_amount: 110, appointments: 1 }],
  employeeRevenue: [{ name: 'Sam', total_revenue: 100, tips: 3.37, appointments: 1 }],
  monthlyTotal: 100,
  monthlyTax: 6.63,
  monthlyTips: 3.37,
  monthlyPaid: 110,
  unpaid: { count: 1, amount_due: 53.31 },
};

describe('revenue report calls', () => {
  const { fetchMock, client, lastCall } = stubFetchAndQueries();

  it('reads a range from GET /api/revenue-reports with the bearer token', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, data: report }));
    await expect(client.fetchQuery(revenueReportQueryOptions(march))).resolves.toEqual(report);
    expect(lastCall().url).toBe('/api/revenue-reports?start_date=2031-03-01&end_date=2031-03-31');
    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
    expect(revenueReportQueryOptions(march).queryKey).toEqual(revenueReportKeys.range(march));
  });

  it("reads a year's months from GET /api/monthly-totals?year=", async () => {
    const months = [{ month: '2031-01', total_revenue: 0 }, { month: '2031-02', total_revenue: 30 }];
    fetchMock.mockResolvedValue(answer(200, { success: true, data: months }));
    await expect(client.fetchQuery(monthlyTotalsQueryOptions(2031))).resolves.toEqual(months);
    expect(lastCall().url).toBe('/api/monthly-totals?year=2031');
  });

  it('fails on an answer without the report, and passes on a refusal', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, data: { monthlyTotal: 5 } }));
    await expect(client.fetchQuery(revenueReportQueryOptions(march))).rejects.toMatchObject(INVALID_SHAPE);
    fetchMock.mockResolvedValue(answer(403, { success: false, message: 'Forbidden', code: 'FORBIDDEN' }));
    await expect(client.fetchQuery(monthlyTotalsQueryOptions(2031))).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });
});
