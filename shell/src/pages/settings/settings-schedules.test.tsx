// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dismissFeedback, FeedbackToast } from '@groombook/ui';
import { sessionStore } from '@groombook/auth';
import { SettingsPage } from '../settings-page';
import { renderInShell } from '../../testing/render-in-shell';
import { answer, stubApiForEachTest } from '../../testing/stub-api';

const fetchMock = stubApiForEachTest();
afterEach(() => sessionStore.getState().signOut());
afterEach(() => act(() => dismissFeedback()));

const COMPANY_ID = '0b7d2f4e-6a51-4c1e-9d7a-3f2b8c9e1a40';
const me = {
  success: true,
  role: 'admin',
  company_id: COMPANY_ID,
  company_name: 'Happy Paws Grooming',
  acting: false,
  user: { id: 'user-42', email: 'pat@example.test', name: null, created_at: '2026-03-05T10:00:00Z' },
};
const WEEKDAYS_9_TO_7 = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '19:00' }));

type Handler = (body: unknown) => Response | Promise<Response>;

/** The API as these sections see it: the salon's hours and closed days kept between calls. */
function serve(overrides: Record<string, Handler> = {}) {
  const state = {
    hours: WEEKDAYS_9_TO_7 as { weekday: number; start: string; end: string }[],
    closedDays: [{ id: 'cd-1', date: '2026-12-25', reason: 'Christmas' }] as { id: string; date: string; reason: string | null }[],
    settings: { tax_rate_percent: 6.625, booking_mode: 'request', booking_buffer_minutes: 0, cancel_cutoff_hours: 24 },
  };
  const salon = () => answer(200, { success: true, hours: state.hours, closed_days: state.closedDays });
  const handlers: Record<string, Handler> = {
    'GET /api/me': () => answer(200, me),
    'GET /api/salon-hours': salon,
    'PUT /api/salon-hours': (body) => {
      state.hours = (body as { hours: typeof state.hours }).hours;
      return salon();
    },
    'POST /api/closed-days': (body) => {
      const day = { id: `cd-${state.closedDays.length + 1}`, reason: null, ...(body as { date: string; reason?: string | null }) };
      state.closedDays = [...state.closedDays, day].sort((a, b) => a.date.localeCompare(b.date));
      return answer(201, { success: true, message: 'Closed day added', closed_day: day });
    },
    'DELETE /api/closed-days': (body) => {
      state.closedDays = state.closedDays.filter((day) => day.id !== (body as { id: string }).id);
      return answer(200, { success: true, message: 'Closed day deleted' });
    },
    'GET /api/reminder-settings': () => answer(200, { success: true, reminders: [] }),
    'GET /api/company-settings': () => answer(200, { success: true, settings: state.settings }),
    'PUT /api/company-settings': (body) => {
      state.settings = { ...state.settings, ...(body as object) };
      return answer(200, { success: true, settings: state.settings });
    },
    ...overrides,
  };
  fetchMock.mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    const handler = handlers[`${method} ${new URL(String(url), 'http://groombook.test').pathname}`];
    if (!handler) return answer(404, { success: false, message: 'Not found', code: 'NOT_FOUND' });
    return handler(init?.body ? JSON.parse(String(init.body)) : undefined);
  });
  return state;
}

const requests = (key: string) =>
  fetchMock.mock.calls.flatMap(([url, init]) =>
    `${init?.method ?? 'GET'} ${new URL(String(url), 'http://groombook.test').pathname}` === key ? [init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined] : [],
  );

const signInAs = (role: 'admin' | 'staff') =>
  sessionStore.getState().signIn(
    { accessToken: 'a', expiresAt: Date.now() + 3_600_000, user: { id: 'user-42', email: 'pat@example.test', createdAt: '2026-03-05T10:00:00Z' } },
    { role, companyId: COMPANY_ID },
  );

const renderSettings = () =>
  renderInShell(
    [
      {
        path: '/settings',
        element: (
          <>
            <SettingsPage />
            <FeedbackToast />
          </>
        ),
      },
    ],
    '/settings',
  );

const day = (name: string) => screen.getByRole('group', { name });
const field = (weekday: string, label: string) => within(day(weekday)).getByLabelText(label) as HTMLInputElement & HTMLSelectElement;
const toast = async () => (await screen.findByRole('status')).textContent;

describe('opening hours', { timeout: 15_000 }, () => {
  it('shows the week from Monday with the saved hours, Sunday closed', async () => {
    serve();
    signInAs('admin');
    renderSettings();
    await screen.findByRole('group', { name: 'Sunday' });
    const legends = [...document.querySelectorAll('legend')].map((legend) => legend.textContent);
    expect(legends).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(field('Monday', 'Open').checked).toBe(true);
    expect(field('Monday', 'Opens').value).toBe('09:00');
    expect(field('Monday', 'Closes').value).toBe('19:00');
    // The times read as the product writes them.
    expect(within(day('Monday')).getByRole('option', { name: '7:00 PM', selected: true })).toBeTruthy();
    expect(field('Sunday', 'Open').checked).toBe(false);
    expect(field('Sunday', 'Opens').disabled).toBe(true);
  });

  it('saves the whole week as edited, Sunday first, and says so', async () => {
    serve();
    signInAs('admin');
    renderSettings();
    await screen.findByRole('group', { name: 'Sunday' });
    fireEvent.click(field('Sunday', 'Open'));
    fireEvent.change(field('Sunday', 'Opens'), { target: { value: '10:00' } });
    fireEvent.change(field('Sunday', 'Closes'), { target: { value: '16:30' } });
    fireEvent.click(field('Wednesday', 'Open'));
    fireEvent.change(field('Saturday', 'Closes'), { target: { value: '17:15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save opening hours' }));

    await waitFor(() =>
      expect(requests('PUT /api/salon-hours')).toEqual([
        {
          hours: [
            { weekday: 0, start: '10:00', end: '16:30' },
            { weekday: 1, start: '09:00', end: '19:00' },
            { weekday: 2, start: '09:00', end: '19:00' },
            { weekday: 4, start: '09:00', end: '19:00' },
            { weekday: 5, start: '09:00', end: '19:00' },
            { weekday: 6, start: '09:00', end: '17:15' },
          ],
        },
      ]),
    );
    expect(await toast()).toContain('Opening hours saved');
    // What was saved is what shows after the reload.
    await waitFor(() => expect(field('Wednesday', 'Open').checked).toBe(false));
    expect(field('Sunday', 'Open').checked).toBe(true);
  });

  it('refuses a day that closes before it opens, under that field, without a request', async () => {
    serve();
    signInAs('admin');
    renderSettings();
    await screen.findByRole('group', { name: 'Tuesday' });
    fireEvent.change(field('Tuesday', 'Opens'), { target: { value: '18:00' } });
    fireEvent.change(field('Tuesday', 'Closes'), { target: { value: '08:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save opening hours' }));

    const closes = field('Tuesday', 'Closes');
    await waitFor(() => expect(closes.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = closes.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain('Closes must be after Opens');
    expect(field('Monday', 'Closes').getAttribute('aria-invalid')).not.toBe('true');
    expect(requests('PUT /api/salon-hours')).toEqual([]);
  });

  it("shows the server's reason when a save fails", async () => {
    serve({ 'PUT /api/salon-hours': () => answer(400, { success: false, code: 'VALIDATION_ERROR', message: 'Give each weekday at most once' }) });
    signInAs('admin');
    renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Save opening hours' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to save the opening hours');
    expect(alert.textContent).toContain('Give each weekday at most once');
  });
});

describe('closed days', { timeout: 15_000 }, () => {
  it('lists the coming closed days and adds one with its reason', async () => {
    serve();
    signInAs('admin');
    renderSettings();
    const table = await screen.findByRole('table', { name: 'Closed days' });
    expect(within(table).getByRole('row', { name: /Fri, Dec 25, 2026 Christmas/ })).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Add closed day' });
    fireEvent.change(within(form).getByLabelText(/^Date/), { target: { value: '2026-12-31' } });
    fireEvent.change(within(form).getByLabelText('Reason (optional)'), { target: { value: "  New Year's Eve " } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add closed day' }));

    await waitFor(() => expect(requests('POST /api/closed-days')).toEqual([{ date: '2026-12-31', reason: "New Year's Eve" }]));
    expect(await toast()).toContain('Closed day added: Thu, Dec 31, 2026');
    expect(await within(table).findByRole('row', { name: /Thu, Dec 31, 2026 New Year's Eve/ })).toBeTruthy();
    expect((within(form).getByLabelText(/^Date/) as HTMLInputElement).value).toBe('');
  });

  it('asks for a date before sending anything', async () => {
    serve();
    signInAs('admin');
    renderSettings();
    const form = await screen.findByRole('form', { name: 'Add closed day' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add closed day' }));
    const date = within(form).getByLabelText(/^Date/);
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(requests('POST /api/closed-days')).toEqual([]);
  });

  it("shows the server's message when the day is already closed", async () => {
    serve({ 'POST /api/closed-days': () => answer(409, { success: false, code: 'CONFLICT', message: 'The salon is already closed on that day' }) });
    signInAs('admin');
    renderSettings();
    const form = await screen.findByRole('form', { name: 'Add closed day' });
    fireEvent.change(within(form).getByLabelText(/^Date/), { target: { value: '2026-12-25' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add closed day' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('Failed to add the closed day');
    expect(alert.textContent).toContain('The salon is already closed on that day');
  });

  it('deletes a closed day from its button, named with its date', async () => {
    serve();
    signInAs('admin');
    renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete closed day Fri, Dec 25, 2026' }));
    await waitFor(() => expect(requests('DELETE /api/closed-days')).toEqual([{ id: 'cd-1' }]));
    expect(await screen.findByText('No closed days coming up.')).toBeTruthy();
    expect(await toast()).toContain('Closed day deleted: Fri, Dec 25, 2026');
  });
});

describe('online booking', { timeout: 15_000 }, () => {
  it('shows the settings and the public booking link, and saves the three fields only', async () => {
    serve();
    signInAs('admin');
    renderSettings();
    const request = (await screen.findByRole('radio', { name: 'Request an appointment (staff accept)' })) as HTMLInputElement;
    expect(request.checked).toBe(true);
    expect((screen.getByLabelText('Public booking link') as HTMLInputElement).value).toBe(`${window.location.origin}/book?company_id=${COMPANY_ID}`);
    const cutoff = screen.getByLabelText('Cancellation cut-off (hours)') as HTMLInputElement;
    expect(cutoff.value).toBe('24');
    expect(screen.getByText('Customers can cancel or move their appointment from their link until this many hours before it.')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Book a free time instantly' }));
    fireEvent.change(screen.getByLabelText('Buffer between appointments (minutes)'), { target: { value: '15' } });
    fireEvent.change(cutoff, { target: { value: '48' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save online booking' }));

    await waitFor(() => expect(requests('PUT /api/company-settings')).toEqual([{ booking_mode: 'instant', booking_buffer_minutes: 15, cancel_cutoff_hours: 48 }]));
    expect(await toast()).toContain('Online booking saved');
    expect(((await screen.findByRole('radio', { name: 'Book a free time instantly' })) as HTMLInputElement).checked).toBe(true);
  });

  it('refuses a buffer off its 5-minute steps and a cut-off over a week, without a request', async () => {
    serve();
    signInAs('admin');
    renderSettings();
    const buffer = await screen.findByLabelText('Buffer between appointments (minutes)');
    fireEvent.change(buffer, { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Cancellation cut-off (hours)'), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save online booking' }));
    expect(await screen.findByText('Buffer must be in steps of 5 minutes')).toBeTruthy();
    expect(screen.getByText('Cut-off must be at most 168 hours')).toBeTruthy();
    expect(requests('PUT /api/company-settings')).toEqual([]);
  });
});

describe('for staff', { timeout: 15_000 }, () => {
  it('shows no hours, closed days or booking settings, and reads none', async () => {
    serve();
    signInAs('staff');
    renderSettings();
    expect(await screen.findByText('Happy Paws Grooming')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Opening hours' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save opening hours' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add closed day' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save online booking' })).toBeNull();
    expect(requests('GET /api/salon-hours')).toEqual([]);
  });
});
