// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildMonthlyTotals, buildRangeSummary, buildRevenueReport } from '@groombook/ui-testing';
import SchedulingApp from '../../app';
import { answer, cleanUpAfterEach, fakeApi, requestsTo } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render-with-providers';
import { parseReportRange, rangeError, reportRangeQuery } from './report-range';

/** A March worked out by hand: 9 appointments, 1 no-show, 2 cancellations (1 late). */
const summary = buildRangeSummary({
  services: [
    { name: 'No service recorded', kind: null, count: 2, revenue: 150 },
    { name: 'Full groom', kind: 'service', count: 12, revenue: 1080 },
    { name: 'Nail trim', kind: 'add_on', count: 2, revenue: 20 },
  ],
  tips: [
    { name: 'Sam', tips: 13.5, appointments: 2 },
    { name: 'Bee', tips: 8.91, appointments: 2 },
  ],
  averageTicket: { count: 4, total: 1319.99, average: 330 },
  attendance: { appointments: 9, no_shows: 1, cancellations: 2, late_cancellations: 1, no_show_rate: 0.1111, late_cancellation_rate: 0.1111 },
});

function fakeReports(summaryAnswer = () => answer(200, { success: true, data: summary })) {
  return fakeApi(
    {
      'GET /api/revenue-reports': () => answer(200, { success: true, data: buildRevenueReport() }),
      'GET /api/monthly-totals': () => answer(200, { success: true, data: buildMonthlyTotals(2031) }),
      'GET /api/reports/summary': summaryAnswer,
    },
    'admin',
  );
}

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

async function openReports(route: string) {
  const view = renderWithProviders(<SchedulingApp />, { route });
  await screen.findByRole('heading', { level: 1, name: 'Revenue Reports' });
  await screen.findByRole('table', { name: 'Revenue by Service' });
  return view;
}

const inputValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe("the reports page's range and its summary sections", () => {
  cleanUpAfterEach();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2031, 3, 15, 10));
  });
  afterEach(() => vi.useRealTimers());

  it('shows revenue by service, tips by groomer, the average ticket and the no-shows and cancellations of the month', async () => {
    const fetchMock = fakeReports();
    await openReports('/reports?year=2031&month=3');
    expect(rowsOf('Revenue by Service')).toEqual([
      ['No service recorded', '', '2', '$150.00'],
      ['Full groom', 'Service', '12', '$1,080.00'],
      ['Nail trim', 'Add-on', '2', '$20.00'],
    ]);
    expect(rowsOf('Tips by Groomer')).toEqual([
      ['Sam', '$13.50', '2'],
      ['Bee', '$8.91', '2'],
    ]);
    expect(rowsOf('Average Ticket')).toEqual([['4', '$1,319.99', '$330.00']]);
    expect(rowsOf('No-shows and Late Cancellations')).toEqual([
      ['Appointments', '9', ''],
      ['No-shows', '1', '11.1%'],
      ['Late cancellations', '1', '11.1%'],
      ['All cancellations', '2', '22.2%'],
    ]);
    expect(requestsTo(fetchMock, 'GET /api/reports/summary').map((r) => r.url.search)).toEqual(['?from=2031-03-01&to=2031-03-31']);
  });

  it('reads any range from the URL: both reports ask for its days, titled by them', async () => {
    const fetchMock = fakeReports();
    await openReports('/reports?from=2031-03-05&to=2031-03-20');
    expect(screen.getByRole('heading', { level: 2, name: 'Wed, Mar 5, 2031 – Thu, Mar 20, 2031' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Range Total' })).toBeTruthy();
    expect(inputValue('From')).toBe('2031-03-05');
    expect(inputValue('To')).toBe('2031-03-20');
    expect(requestsTo(fetchMock, 'GET /api/revenue-reports').at(-1)?.url.search).toBe('?start_date=2031-03-05&end_date=2031-03-20');
    expect(requestsTo(fetchMock, 'GET /api/reports/summary').at(-1)?.url.search).toBe('?from=2031-03-05&to=2031-03-20');
    expect(rowsOf('No-shows and Late Cancellations')[1]).toEqual(['No-shows', '1', '11.1%']);
  });

  it('writes a range typed in From and To, refuses a reversed one, and goes back to a month with the selectors', async () => {
    const fetchMock = fakeReports();
    const { location } = await openReports('/reports?year=2031&month=3');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2031-04-10' } });
    await waitFor(() => expect(location.href).toBe('/reports?from=2031-03-01&to=2031-04-10'));
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/reports/summary').at(-1)?.url.search).toBe('?from=2031-03-01&to=2031-04-10'));

    const asked = requestsTo(fetchMock, 'GET /api/reports/summary').length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2031-05-01' } });
    expect(await screen.findByText('From must not be after To')).toBeTruthy();
    expect(location.href).toBe('/reports?from=2031-03-01&to=2031-04-10');
    expect(requestsTo(fetchMock, 'GET /api/reports/summary')).toHaveLength(asked);

    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2' } });
    await waitFor(() => expect(location.href).toBe('/reports?year=2031&month=2'));
    await waitFor(() => expect(inputValue('To')).toBe('2031-02-28'));
    expect(inputValue('From')).toBe('2031-02-01');
  });

  it('exports the new tables as CSV with money as plain numbers and its currency', async () => {
    fakeReports();
    await openReports('/reports?from=2031-03-05&to=2031-03-20');
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
    for (const name of ['Revenue by Service', 'Tips by Groomer', 'Average Ticket', 'No-shows and Late Cancellations']) {
      fireEvent.click(screen.getByRole('button', { name: `Export CSV of ${name}` }));
    }
    expect(saved.map((file) => file.name)).toEqual([
      'revenue-by-service-2031-03-05_2031-03-20.csv',
      'tips-by-groomer-2031-03-05_2031-03-20.csv',
      'average-ticket-2031-03-05_2031-03-20.csv',
      'no-shows-and-cancellations-2031-03-05_2031-03-20.csv',
    ]);
    const [services = '', tips = '', ticket = '', attendance = ''] = await Promise.all(saved.map((file) => file.blob.text()));
    const csvRows = (text: string) => text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(csvRows(services)).toEqual([
      'Service,Kind,Count,Revenue,Currency',
      'No service recorded,,2,150.00,USD',
      'Full groom,Service,12,1080.00,USD',
      'Nail trim,Add-on,2,20.00,USD',
    ]);
    expect(csvRows(tips)).toEqual(['Groomer,Tips,Appointments,Currency', 'Sam,13.50,2,USD', 'Bee,8.91,2,USD']);
    expect(csvRows(ticket)).toEqual(['Appointments,Total after discounts,Average ticket,Currency', '4,1319.99,330.00,USD']);
    // No amounts, so no currency.
    expect(csvRows(attendance)[0]).toBe('Measure,Count,Rate');
    expect(csvRows(attendance)[2]).toBe('No-shows,1,11.1%');
  });

  it('gives empty summary tables and the failure with Retry when the summary fails to load', async () => {
    let failing = true;
    fakeReports(() => (failing ? answer(500, { success: false, message: 'Internal error', code: 'INTERNAL_ERROR' }) : answer(200, { success: true, data: summary })));
    await openReports('/reports?year=2031&month=3');
    const alert = await screen.findByRole('alert');
    expect(rowsOf('Revenue by Service')).toEqual([['No paid appointments in March 2031.']]);
    expect(rowsOf('Tips by Groomer')).toEqual([['No tips in March 2031.']]);
    expect(rowsOf('Average Ticket')).toEqual([['No paid appointments in March 2031.']]);
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rowsOf('Tips by Groomer')).toHaveLength(2));
  });
});

describe('the report range', () => {
  const now = new Date(2031, 3, 15);
  const parse = (query: string) => parseReportRange(new URLSearchParams(query), now);

  it('takes ?from&to when they make a range, else the month of ?year&month or the current one', () => {
    expect(parse('from=2031-03-05&to=2031-03-20')).toMatchObject({ from: '2031-03-05', to: '2031-03-20', wholeMonth: false, month: { year: 2031, month: 3 } });
    expect(parse('from=2031-02-01&to=2031-02-28')).toMatchObject({ wholeMonth: true });
    for (const bad of ['from=2031-03-20&to=2031-03-05', 'from=2026-02-30&to=2026-03-05', 'from=2030-01-01&to=2031-01-03', 'from=2031-03-05']) {
      expect(parse(`${bad}&year=2030&month=7`), bad).toMatchObject({ from: '2030-07-01', to: '2030-07-31', wholeMonth: true });
    }
    expect(parse('')).toMatchObject({ from: '2031-04-01', to: '2031-04-30' });
  });

  it('writes a whole month as ?year&month and any other range as ?from&to', () => {
    expect(reportRangeQuery(parse('from=2031-02-01&to=2031-02-28')).toString()).toBe('year=2031&month=2');
    expect(reportRangeQuery(parse('from=2031-02-01&to=2031-03-01')).toString()).toBe('from=2031-02-01&to=2031-03-01');
  });

  it('says why a range is none', () => {
    expect(rangeError('2031-03-01', '')).toBe('Enter both days as dates');
    expect(rangeError('2031-03-02', '2031-03-01')).toBe('From must not be after To');
    expect(rangeError('2032-01-01', '2032-12-31')).toBeNull();
    expect(rangeError('2031-01-01', '2032-01-03')).toBe('A report covers at most a year');
  });
});
