// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer, cleanUpAfterEach, deferred, fakeApi } from '../../testing/fake-api';
import { appointment, conflictMapOf, monthOf, monthPage, openList } from './list-fixtures';
import { VISIBLE_COLUMNS_STORAGE_KEY } from './visible-columns';

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
const monthCalls = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://groombook.test'))
    .filter((url) => url.pathname === '/api/appointments')
    .map((url) => Object.fromEntries(url.searchParams));

describe('appointments page', () => {
  beforeEach(() => {
    // Sunday 22 November 2026: the current month is November 2026.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 22, 9, 0) });
  });
  cleanUpAfterEach();
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('loads the current month and shows date, time, customer, groomer, series position and an Edit link', async () => {
    const month = deferred<Response>();
    const fetchMock = fakeApi({
      'GET /api/appointments': () => month.promise,
      'GET /api/conflict-cache-simple': conflictMapOf(),
    });
    openList();
    expect(screen.getByRole('heading', { name: 'Appointments' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add Appointment' }).getAttribute('href')).toBe('/add-appointment');
    expect(screen.getByText('Loading appointments...')).toBeTruthy();

    month.resolve(
      monthPage([
        appointment('a1', { is_recurring: true, recurring_sequence: 2, recurring_total: 6, recurring_group_id: 'g1' }),
        appointment('a2', { date: '2026-11-23', time: null, customer: null, groomer: { name: 'Max Turner' } }),
      ]),
    );
    const first = await screen.findByRole('row', { name: /Jane Doe/ });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Date',
      'Time',
      'Customer',
      'Groomer',
      'Status',
      'Recurring',
      'Actions',
    ]);
    expect(cellsOf(first)).toEqual(['Fri, Nov 20, 2026', '2:30 PM', 'Jane Doe', 'Bella Ruiz', 'Booked', '2 of 6', 'Edit']);
    expect(within(first).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/edit-appointment/a1');
    expect(cellsOf(screen.getByRole('row', { name: /Name missing/ }))).toEqual([
      'Mon, Nov 23, 2026',
      '',
      'Name missing',
      'Max Turner',
      'Booked',
      '',
      'Edit',
    ]);
    expect(monthCalls(fetchMock)).toEqual([{ year: '2026', month: '11', limit: '200', offset: '0' }]);
    expect(screen.getByText('Showing 1 to 2 of 2 appointments')).toBeTruthy();
  });

  it('offers the years from five before to four after the current one', async () => {
    fakeApi({ 'GET /api/appointments': monthOf([]), 'GET /api/conflict-cache-simple': conflictMapOf() });
    openList();
    const years = within(screen.getByRole('combobox', { name: 'Year' })).getAllByRole('option');
    expect(years.map((option) => option.textContent)).toEqual(
      ['2021', '2022', '2023', '2024', '2025', '2026', '2027', '2028', '2029', '2030'],
    );
    const months = within(screen.getByRole('combobox', { name: 'Month' })).getAllByRole('option');
    expect(months.map((option) => option.textContent)).toHaveLength(12);
    expect(months[0]?.textContent).toBe('January');
  });

  it('keeps the month and year in the URL: opens the month a link names, and writes a new choice back', async () => {
    const fetchMock = fakeApi({
      'GET /api/appointments': monthOf([appointment('a1')]),
      'GET /api/conflict-cache-simple': conflictMapOf(),
    });
    const { location } = openList('/appointments?year=2025&month=3');
    await screen.findByRole('row', { name: /Jane Doe/ });
    expect((screen.getByRole('combobox', { name: 'Month' }) as HTMLSelectElement).value).toBe('3');
    expect((screen.getByRole('combobox', { name: 'Year' }) as HTMLSelectElement).value).toBe('2025');
    expect(monthCalls(fetchMock)[0]).toMatchObject({ year: '2025', month: '3' });

    fireEvent.change(screen.getByRole('combobox', { name: 'Month' }), { target: { value: '7' } });
    await waitFor(() => expect(location.href).toBe('/appointments?year=2025&month=7'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Year' }), { target: { value: '2028' } });
    await waitFor(() => expect(location.href).toBe('/appointments?year=2028&month=7'));
    await waitFor(() => expect(monthCalls(fetchMock).at(-1)).toMatchObject({ year: '2028', month: '7', offset: '0' }));
  });

  it('filters by status through the API, keeping the status in the URL and starting on the first page', async () => {
    const fetchMock = fakeApi({
      'GET /api/appointments': monthOf([appointment('a1')]),
      'GET /api/conflict-cache-simple': conflictMapOf(),
    });
    const { location } = openList('/appointments?year=2025&month=3&page=2');
    await screen.findByRole('row', { name: /Jane Doe/ });
    expect(monthCalls(fetchMock)[0]).not.toHaveProperty('status');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'no_show' } });
    await waitFor(() => expect(location.href).toBe('/appointments?year=2025&month=3&status=no_show'));
    await waitFor(() => expect(monthCalls(fetchMock).at(-1)).toMatchObject({ year: '2025', month: '3', offset: '0', status: 'no_show' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: '' } });
    await waitFor(() => expect(location.href).toBe('/appointments?year=2025&month=3'));
  });

  it('keeps both of two changes made at once: the month, then the year before the list renders again', async () => {
    fakeApi({
      'GET /api/appointments': monthOf([appointment('a1')]),
      'GET /api/conflict-cache-simple': conflictMapOf(),
    });
    const { location } = openList('/appointments?year=2025&month=3&page=2');
    await screen.findByRole('row', { name: /Jane Doe/ });
    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Month' }), { target: { value: '7' } });
      fireEvent.change(screen.getByRole('combobox', { name: 'Year' }), { target: { value: '2028' } });
    });
    await waitFor(() => expect(location.href).toBe('/appointments?year=2028&month=7'));
  });

  it("says 'Woof!' when the month has no appointments", async () => {
    fakeApi({ 'GET /api/appointments': monthOf([]), 'GET /api/conflict-cache-simple': conflictMapOf() });
    openList();
    expect(await screen.findByText('Woof!')).toBeTruthy();
    expect(screen.getByText('No appointments this month.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows an alert when the month cannot be loaded, and loads again on Retry', async () => {
    let failing = true;
    fakeApi({
      'GET /api/appointments': () =>
        failing
          ? answer(500, { success: false, message: 'Database unavailable', code: 'INTERNAL_ERROR' })
          : monthPage([appointment('a1')]),
      'GET /api/conflict-cache-simple': conflictMapOf(),
    });
    openList();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load appointments. Please try again.')).toBeTruthy();
    expect(within(alert).getByText('Database unavailable')).toBeTruthy();

    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /Jane Doe/ })).toBeTruthy();
  });

  // Three pages of 200 rows: slow in a simulated DOM, so fewer columns and a longer time limit.
  it('pages through a month of more than 200 appointments, keeping the page in the URL', { timeout: 20_000 }, async () => {
    localStorage.setItem(VISIBLE_COLUMNS_STORAGE_KEY, JSON.stringify(['date']));
    const fetchMock = fakeApi({
      'GET /api/appointments': ({ url }) => {
        const offset = Number(url.searchParams.get('offset'));
        const count = Math.min(200, 450 - offset);
        return monthPage(Array.from({ length: count }, (_, index) => appointment(`a${offset + index}`)), 450);
      },
      'GET /api/conflict-cache-simple': conflictMapOf(),
    });
    const { location } = openList();
    expect(await screen.findByText('Showing 1 to 200 of 450 appointments')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 201 to 400 of 450 appointments')).toBeTruthy();
    expect(location.href).toBe('/appointments?year=2026&month=11&page=2');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 401 to 450 of 450 appointments')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    expect(monthCalls(fetchMock).map((query) => query.offset)).toEqual(['0', '200', '400']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Month' }), { target: { value: '12' } });
    await waitFor(() => expect(location.href).toBe('/appointments?year=2026&month=12'));
  });

  it('moves a page past the end of the month (an old link) to its last page', async () => {
    fakeApi({
      'GET /api/appointments': ({ url }) =>
        Number(url.searchParams.get('offset')) >= 250 ? monthPage([], 250) : monthPage([appointment('a1')], 250),
      'GET /api/conflict-cache-simple': conflictMapOf(),
    });
    const { location } = openList('/appointments?year=2026&month=11&page=5');
    expect(await screen.findByText('Showing 201 to 201 of 250 appointments')).toBeTruthy();
    expect(location.href).toBe('/appointments?year=2026&month=11&page=2');
  });
});
