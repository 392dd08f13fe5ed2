// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
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

const renderSettings = () => renderInShell([{ path: '/settings', element: <SettingsPage /> }], '/settings');

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
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/me');
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
});
