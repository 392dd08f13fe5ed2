// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '@groombook/auth';
import type { Role } from '@groombook/domain';
import { DashboardPage } from './dashboard-page';
import { currentMonthRange } from './dashboard/dashboard-data';
import { renderInShell } from '../testing/render-in-shell';
import { answer, stubApiForEachTest } from '../testing/stub-api';

const notFound = () => answer(404, { success: false, message: 'Not found', code: 'NOT_FOUND' });
const fetchMock = stubApiForEachTest();

function renderDashboardAs(role: Role) {
  sessionStore.getState().signIn(
    { accessToken: 'a', expiresAt: Date.now() + 3_600_000, user: { id: 'u1', email: 'p@x.test', createdAt: '' } },
    { role, companyId: 'c1' },
  );
  renderInShell([{ path: '/', element: <DashboardPage /> }], '/');
}

const card = (title: string) => within(screen.getByLabelText(title));

/** The month's revenue report: the card shows the revenue, not the payments (which hold tax and tips). */
const monthReport = {
  dailyTotals: [],
  employeeRevenue: [],
  monthlyTotal: '4321.5',
  monthlyTax: 286.3,
  monthlyTips: 512,
  monthlyPaid: 5119.8,
  unpaid: { count: 3, amount_due: 255.9 },
};

afterEach(() => {
  sessionStore.getState().signOut();
});

describe('the dashboard', () => {
  it('shows the figures, with links to appointments, services, reports and marketing for admins', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/appointments')) return answer(200, { success: true, count: 12 });
      if (url.startsWith('/api/customers')) return answer(200, { success: true, message: 'Customer count', data: { totalCustomers: 340 } });
      if (url.startsWith('/api/revenue-reports')) return answer(200, { success: true, data: monthReport });
      if (url === '/api/sms-summary') return answer(200, { success: true, data: { messages_this_month: 57, unread_conversations: 4 } });
      return notFound();
    });
    renderDashboardAs('admin');

    expect(await card('Upcoming Appointments').findByText('12')).toBeTruthy();
    expect(await card('Total Customers').findByText('340')).toBeTruthy();
    expect(await card('Monthly Revenue').findByText('$4,321.50')).toBeTruthy();
    expect(await card('Marketing').findByText('57')).toBeTruthy();
    expect(card('Marketing').getByText('Messages this month')).toBeTruthy();
    expect(card('Marketing').getByText('4')).toBeTruthy();
    expect(card('Marketing').getByText('Unread conversations')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upcoming Appointments' }).getAttribute('href')).toBe('/appointments');
    expect(screen.getByRole('link', { name: 'Services' }).getAttribute('href')).toBe('/services');
    expect(screen.getByRole('link', { name: 'Monthly Revenue' }).getAttribute('href')).toBe('/reports');
    expect(screen.getByRole('link', { name: 'Marketing' }).getAttribute('href')).toBe('/marketing');
    expect(screen.getByRole('link', { name: 'Add New Appointment' }).getAttribute('href')).toBe('/add-appointment');

    const { start, end } = currentMonthRange();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toContain(`/api/revenue-reports?start_date=${start}&end_date=${end}`);
    expect(urls).toContain('/api/customers?count_only=true');
    expect(urls).toContainEqual(expect.stringMatching(/^\/api\/appointments\?start_date=\d{4}-\d{2}-\d{2}&limit=1000$/));
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/appointments?date=today'), { timeout: 5000 });
  });

  it("shows 0 and $0.00 when the figures' endpoints are missing, and a dash for the SMS figures", async () => {
    fetchMock.mockImplementation(async () => notFound());
    renderDashboardAs('superadmin');
    expect(await card('Upcoming Appointments').findByText('0')).toBeTruthy();
    expect(await card('Total Customers').findByText('0')).toBeTruthy();
    expect(await card('Monthly Revenue').findByText('$0.00')).toBeTruthy();
    expect(await card('Marketing').findAllByText('—')).toHaveLength(2);
  });

  it("shows 'Loading...' while a figure is on its way", () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    renderDashboardAs('staff');
    expect(card('Total Customers').getByText('Loading...')).toBeTruthy();
  });

  it('keeps revenue and marketing from staff, and does not ask for the revenue', async () => {
    fetchMock.mockImplementation(async () => answer(200, { success: true, message: 'Customer count', count: 1, data: { totalCustomers: 2 } }));
    renderDashboardAs('staff');
    await card('Total Customers').findByText('2');
    expect(screen.queryByLabelText('Monthly Revenue')).toBeNull();
    expect(screen.queryByLabelText('Marketing')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/revenue-reports'))).toBe(false);
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/sms-summary'))).toBe(false);
  });
});

describe("the dashboard's day", () => {
  it('puts today first, and keeps the admin\'s month cards below it', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/api/appointments?date=today') return answer(200, { success: true, date: '2026-03-02', time_zone: 'America/New_York', appointments: [] });
      if (url.startsWith('/api/revenue-reports')) return answer(200, { success: true, data: monthReport });
      return answer(200, { success: true, message: 'Customer count', count: 1, data: { totalCustomers: 2 } });
    });
    renderDashboardAs('admin');
    // The day's columns wait for their own answer and render after the figures: give them longer than a figure.
    const today = await screen.findByRole('region', { name: 'Today, Mon, Mar 2, 2026' }, { timeout: 5000 });
    expect(await card('Monthly Revenue').findByText('$4,321.50')).toBeTruthy();
    const revenue = screen.getByLabelText('Monthly Revenue');
    const marketing = screen.getByLabelText('Marketing');
    expect(today.compareDocumentPosition(revenue) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(today.compareDocumentPosition(marketing) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('the current month', () => {
  it('runs from the first to the last day', () => {
    expect(currentMonthRange(new Date(2024, 1, 14))).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(currentMonthRange(new Date(2025, 11, 31))).toEqual({ start: '2025-12-01', end: '2025-12-31' });
  });
});
