// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildDailyRevenue, buildGroomerRevenue, buildMonthlyTotals, buildRangeSummary, buildRevenueReport } from '@groombook/ui-testing';
import SchedulingApp from '../../app';
import { answer, cleanUpAfterEach, fakeApi, requestsTo } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render-with-providers';

const MARCH = '/reports?year=2031&month=3';

const march = buildRevenueReport({
  dailyTotals: [
    buildDailyRevenue({ date: '2031-03-01', total_amount: 200, tax_amount: 13.26, tip_amount: 3.37, paid_amount: 216.63, appointments: 2 }),
    buildDailyRevenue({ date: '2031-03-02', total_amount: 1084.07, tax_amount: 71.82, tip_amount: 14.7, paid_amount: 1170.59, appointments: 3 }),
  ],
  employeeRevenue: [
    buildGroomerRevenue({ name: 'Sam Chen', total_revenue: 1200, tips: 3.37, appointments: 4 }),
    buildGroomerRevenue({ name: 'No groomer', total_revenue: 84.07, tips: 14.7, appointments: 1 }),
  ],
  unpaid: { count: 2, amount_due: 53.31 },
});

const serverError = () => answer(500, { success: false, message: 'Internal error', code: 'INTERNAL_ERROR' });

function fakeReports(report: unknown = march, months: unknown = buildMonthlyTotals(2031, { 2: 30, 3: 1284.07 })) {
  return fakeApi(
    {
      'GET /api/revenue-reports': () => answer(200, { success: true, data: report }),
      'GET /api/monthly-totals': () => answer(200, { success: true, data: months }),
      'GET /api/reports/summary': () => answer(200, { success: true, data: buildRangeSummary() }),
    },
    'admin',
  );
}

const figure = (label: string) => within(screen.getByRole('group', { name: label }));
const table = (name: string) => screen.getByRole('table', { name });
/** Each body row's cells, as text. */
const rowsOf = (name: string) =>
  within(table(name))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

async function openReports(route = MARCH) {
  const view = renderWithProviders(<SchedulingApp />, { route });
  await screen.findByRole('heading', { level: 1, name: 'Revenue Reports' });
  await screen.findByRole('table', { name: 'Daily Totals' });
  return view;
}

describe('the revenue reports page', () => {
  cleanUpAfterEach();
  // Today is 15 April 2031 (only the date is faked: timers run as usual), so 2031 is among the years offered.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2031, 3, 15, 10));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the month's revenue with tax, tips, payments and unpaid beside it, and the three tables", async () => {
    const fetchMock = fakeReports();
    await openReports();

    expect(screen.getByRole('heading', { level: 2, name: 'March 2031' })).toBeTruthy();
    expect(figure('Monthly Total').getByText('$1,284.07')).toBeTruthy();
    expect(figure('Tax Collected').getByText('$85.08')).toBeTruthy();
    expect(figure('Tips').getByText('$18.07')).toBeTruthy();
    expect(figure('Payments Received').getByText('$1,387.22')).toBeTruthy();
    expect(figure('Unpaid').getByText('$53.31')).toBeTruthy();
    expect(figure('Unpaid').getByText('2 appointments')).toBeTruthy();

    expect(rowsOf('Daily Totals')).toEqual([
      ['Sat, Mar 1, 2031', '$200.00', '$13.26', '$3.37', '$216.63', '2'],
      ['Sun, Mar 2, 2031', '$1,084.07', '$71.82', '$14.70', '$1,170.59', '3'],
    ]);
    expect(rowsOf('Revenue per Groomer')).toEqual([
      ['Sam Chen', '$1,200.00', '$3.37', '4'],
      ['No groomer', '$84.07', '$14.70', '1'],
    ]);
    await waitFor(() => expect(rowsOf('Monthly Totals 2031')).toHaveLength(12));
    expect(rowsOf('Monthly Totals 2031').slice(0, 4)).toEqual([
      ['January', '$0.00'],
      ['February', '$30.00'],
      ['March', '$1,284.07'],
      ['April', '$0.00'],
    ]);

    expect(requestsTo(fetchMock, 'GET /api/revenue-reports').map((r) => r.url.search)).toEqual(['?start_date=2031-03-01&end_date=2031-03-31']);
    expect(requestsTo(fetchMock, 'GET /api/monthly-totals').map((r) => r.url.search)).toEqual(['?year=2031']);
  });

  it('draws a chart beside each table, loaded with the page', async () => {
    fakeReports();
    await openReports();
    for (const chart of ['Daily revenue chart', 'Revenue per groomer chart', 'Monthly revenue chart']) {
      expect(await screen.findByRole('img', { name: chart }, { timeout: 5000 })).toBeTruthy();
    }
  });

  it('keeps the month and year in the URL: reads them, and writes the ones chosen', async () => {
    const fetchMock = fakeReports();
    const { location } = await openReports('/reports?year=2028&month=2');
    expect((screen.getByLabelText('Month') as HTMLSelectElement).value).toBe('2');
    expect((screen.getByLabelText('Year') as HTMLSelectElement).value).toBe('2028');
    expect(requestsTo(fetchMock, 'GET /api/revenue-reports').at(-1)?.url.search).toBe('?start_date=2028-02-01&end_date=2028-02-29');

    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '11' } });
    await waitFor(() => expect(location.href).toBe('/reports?year=2028&month=11'));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'GET /api/revenue-reports').at(-1)?.url.search).toBe('?start_date=2028-11-01&end_date=2028-11-30'),
    );
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2030' } });
    await waitFor(() => expect(location.href).toBe('/reports?year=2030&month=11'));
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/monthly-totals').at(-1)?.url.search).toBe('?year=2030'));
  });

  it('keeps both of two changes made at once (the month, then the year before the page renders again)', async () => {
    fakeReports();
    const { location } = await openReports('/reports?year=2028&month=2');
    act(() => {
      fireEvent.change(screen.getByLabelText('Month'), { target: { value: '11' } });
      fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2030' } });
    });
    await waitFor(() => expect(location.href).toBe('/reports?year=2030&month=11'));
  });

  it('opens on the current month when the URL names none (or one it cannot use)', async () => {
    const fetchMock = fakeReports();
    await openReports('/reports?month=13&year=abc');
    expect(requestsTo(fetchMock, 'GET /api/revenue-reports')[0]?.url.search).toBe('?start_date=2031-04-01&end_date=2031-04-30');
    expect((screen.getByLabelText('Month') as HTMLSelectElement).value).toBe('4');
    expect((screen.getByLabelText('Year') as HTMLSelectElement).value).toBe('2031');
  });

  it('gives empty tables and $0.00 when the report fails to load, and loads it again on Retry', async () => {
    let failing = true;
    fakeApi(
      {
        'GET /api/revenue-reports': () => (failing ? serverError() : answer(200, { success: true, data: march })),
        'GET /api/monthly-totals': () => (failing ? serverError() : answer(200, { success: true, data: buildMonthlyTotals(2031) })),
        'GET /api/reports/summary': () => (failing ? serverError() : answer(200, { success: true, data: buildRangeSummary() })),
      },
      'admin',
    );
    await openReports();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load the revenue report. Please try again.')).toBeTruthy();
    for (const label of ['Monthly Total', 'Tax Collected', 'Tips', 'Payments Received', 'Unpaid']) expect(figure(label).getByText('$0.00')).toBeTruthy();
    expect(rowsOf('Daily Totals')).toEqual([['No paid appointments in March 2031.']]);
    expect(rowsOf('Revenue per Groomer')).toEqual([['No paid appointments in March 2031.']]);
    await waitFor(() => expect(rowsOf('Monthly Totals 2031')).toEqual([['No monthly totals for 2031.']]));

    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await figure('Monthly Total').findByText('$1,284.07')).toBeTruthy();
  });

  it('shows $0.00 for an amount that is not a number', async () => {
    fakeReports(
      {
        ...march,
        monthlyTotal: 'n/a',
        dailyTotals: [{ ...march.dailyTotals[0], total_amount: 'abc', tax_amount: null }],
        employeeRevenue: [{ ...march.employeeRevenue[0], total_revenue: {} }],
      },
      [{ month: '2031-01', total_revenue: 'oops' }],
    );
    await openReports();
    expect(figure('Monthly Total').getByText('$0.00')).toBeTruthy();
    expect(rowsOf('Daily Totals')).toEqual([['Sat, Mar 1, 2031', '$0.00', '$0.00', '$3.37', '$216.63', '2']]);
    expect(rowsOf('Revenue per Groomer')).toEqual([['Sam Chen', '$0.00', '$3.37', '4']]);
    await waitFor(() => expect(rowsOf('Monthly Totals 2031')).toEqual([['January', '$0.00']]));
  });

  it('exports each table as CSV, cell for cell as shown, days as YYYY-MM-DD, money as plain numbers with its currency', async () => {
    fakeReports();
    await openReports();
    await waitFor(() => expect(rowsOf('Monthly Totals 2031')).toHaveLength(12));
    const saved: { name: string; blob: Blob }[] = [];
    let lastBlob: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      lastBlob = blob as Blob;
      return 'blob:report';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (lastBlob) saved.push({ name: this.download, blob: lastBlob });
    });

    for (const name of ['Daily Totals', 'Revenue per Groomer', 'Monthly Totals 2031']) {
      fireEvent.click(screen.getByRole('button', { name: `Export CSV of ${name}` }));
    }
    expect(saved.map((file) => file.name)).toEqual(['daily-totals-2031-03.csv', 'revenue-per-groomer-2031-03.csv', 'monthly-totals-2031.csv']);
    const [daily = '', groomers = '', months = ''] = await Promise.all(saved.map((file) => file.blob.text()));
    const csvRows = (text: string) => text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');

    expect(csvRows(daily)).toEqual([
      'Date,Revenue,Tax,Tips,Payments,Appointments,Currency',
      '2031-03-01,200.00,13.26,3.37,216.63,2,USD',
      '2031-03-02,1084.07,71.82,14.70,1170.59,3,USD',
    ]);
    expect(csvRows(groomers)).toEqual(['Groomer,Revenue,Tips,Appointments,Currency', 'Sam Chen,1200.00,3.37,4,USD', 'No groomer,84.07,14.70,1,USD']);
    expect(csvRows(months)).toHaveLength(13);
    expect(csvRows(months).slice(0, 4)).toEqual(['Month,Revenue,Currency', 'January,0.00,USD', 'February,30.00,USD', 'March,1284.07,USD']);
  });

  it('prints the page with the print button', async () => {
    fakeReports();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await openReports();
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });
});
