// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { sessionStore } from '@groombook/auth';
import { SettingsPage } from './settings-page';
import { renderInShell } from '../testing/render-in-shell';

afterEach(() => {
  cleanup();
  sessionStore.getState().signOut();
});

const renderSettings = () => renderInShell([{ path: '/settings', element: <SettingsPage /> }], '/settings');

describe('the settings page', () => {
  it('shows the email, user id, account type and creation date', () => {
    sessionStore.getState().signIn(
      { accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 3_600_000, user: { id: 'user-42', email: 'pat@example.test', createdAt: '2026-03-05T10:00:00Z' } },
      { role: 'admin', companyId: 'c1' },
    );
    renderSettings();
    expect(screen.getByText('pat@example.test')).toBeTruthy();
    expect(screen.getByText('user-42')).toBeTruthy();
    expect(screen.getByText('Administrator')).toBeTruthy();
    expect(screen.getByText(new Date('2026-03-05T10:00:00Z').toLocaleDateString(undefined, { dateStyle: 'long' }))).toBeTruthy();
  });

  it('asks a signed-out visitor to log in', () => {
    renderSettings();
    expect(screen.getByText('Please log in to view your settings.')).toBeTruthy();
  });
});
