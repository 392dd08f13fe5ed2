// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { dismissFeedback, FeedbackToast } from '@groombook/ui';
import { sessionStore } from '@groombook/auth';
import { SettingsPage } from './settings-page';
import { renderInShell } from '../testing/render-in-shell';
import { answer, stubApiForEachTest } from '../testing/stub-api';

const fetchMock = stubApiForEachTest();
afterEach(() => sessionStore.getState().signOut());

const me = {
  success: true,
  role: 'admin',
  company_id: 'c1',
  company_name: 'Happy Paws Grooming',
  acting: false,
  user: { id: 'user-42', email: 'pat@example.test', name: null, created_at: '2026-03-05T10:00:00Z' },
};

// With the toast the shell's layout shows saves in.
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

afterEach(() => act(() => dismissFeedback()));

describe('the settings page', () => {
  it('shows the email, user id, company, account type and creation date', async () => {
    fetchMock.mockImplementation(async () => answer(200, me));
    sessionStore.getState().signIn(
      { accessToken: 'a', expiresAt: Date.now() + 3_600_000, user: { id: 'user-42', email: 'pat@example.test', createdAt: '2026-03-05T10:00:00Z' } },
      { role: 'admin', companyId: 'c1' },
    );
    renderSettings();
    expect(screen.getByText('pat@example.test')).toBeTruthy();
    expect(screen.getByText('user-42')).toBeTruthy();
    expect(screen.getByText('Administrator')).toBeTruthy();
    expect(screen.getByText(new Date('2026-03-05T10:00:00Z').toLocaleDateString(undefined, { dateStyle: 'long' }))).toBeTruthy();
    expect(await screen.findByText('Happy Paws Grooming')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/me');
  });

  it('names the company a super admin acts in as such', async () => {
    fetchMock.mockImplementation(async () => answer(200, { ...me, role: 'superadmin', acting: true }));
    sessionStore.getState().signIn(
      { accessToken: 'a', expiresAt: Date.now() + 3_600_000, user: { id: 'user-1', email: 'root@example.test', createdAt: '2026-03-05T10:00:00Z' } },
      { role: 'superadmin', companyId: null },
    );
    renderSettings();
    expect(await screen.findByText('Happy Paws Grooming (acting as super admin)')).toBeTruthy();
    expect(screen.getByText('Superadmin')).toBeTruthy();
  });

  it('asks a signed-out visitor to log in, without calling the API', () => {
    sessionStore.getState().signOut();
    renderSettings();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('Please log in to view your settings.')).toBeTruthy();
  });

  describe("the company's tax rate", () => {
    const signInAs = (role: 'admin' | 'staff') =>
      sessionStore.getState().signIn(
        { accessToken: 'a', expiresAt: Date.now() + 3_600_000, user: { id: 'user-42', email: 'pat@example.test', createdAt: '2026-03-05T10:00:00Z' } },
        { role, companyId: 'c1' },
      );
    const serve = () =>
      fetchMock.mockImplementation(async (url, init) => {
        if (String(url).includes('/api/salon-hours')) return answer(200, { success: true, hours: [], closed_days: [] });
        if (String(url).includes('/api/reminder-settings')) return answer(200, { success: true, reminders: [] });
        if (!String(url).includes('/api/company-settings')) return answer(200, me);
        const stored = { tax_rate_percent: 6.625, booking_mode: 'request', booking_buffer_minutes: 0, cancel_cutoff_hours: 24 };
        const body = init?.body ? (JSON.parse(String(init.body)) as Partial<typeof stored>) : {};
        return answer(200, { success: true, settings: { ...stored, ...body } });
      });
    const puts = () => fetchMock.mock.calls.flatMap(([, init]) => (init?.method === 'PUT' ? [JSON.parse(String(init.body)) as unknown] : []));

    it('shows an admin the rate and saves a new one', async () => {
      serve();
      signInAs('admin');
      renderSettings();
      const field = (await screen.findByLabelText('Tax rate (%)')) as HTMLInputElement;
      expect(field.value).toBe('6.625');
      fireEvent.change(field, { target: { value: '8.25' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save tax rate' }));
      await waitFor(() => expect(puts()).toEqual([{ tax_rate_percent: 8.25 }]));
      expect((await screen.findByRole('status')).textContent).toContain('Tax rate saved: 8.25%');
    });

    it('refuses a rate over 100 without sending it', async () => {
      serve();
      signInAs('admin');
      renderSettings();
      fireEvent.change(await screen.findByLabelText('Tax rate (%)'), { target: { value: '150' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save tax rate' }));
      expect((await screen.findByRole('alert')).textContent).toContain('Tax rate must be at most 100');
      expect(puts()).toEqual([]);
    });

    it('is not shown to staff', async () => {
      serve();
      signInAs('staff');
      renderSettings();
      expect(await screen.findByText('Happy Paws Grooming')).toBeTruthy();
      expect(screen.queryByLabelText('Tax rate (%)')).toBeNull();
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('company-settings'))).toBe(false);
    });
  });
});
