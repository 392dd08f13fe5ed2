// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { configureApiClient } from '@groombook/api-client';
import { sessionStore, type Session } from '@groombook/auth';
import type { Role } from '@groombook/domain';
import { ShellLayout } from '../layout/shell-layout';
import { renderInShell } from '../testing/render-in-shell';
import { answer } from '../testing/stub-api';

const session: Session = {
  accessToken: 'access-1',
  expiresAt: Date.now() + 3_600_000,
  user: { id: 'new-1', email: 'newcomer@example.test', createdAt: '2026-01-01T00:00:00Z' },
};

const me = (companyId: string | null, role: Role = 'user') =>
  answer(200, {
    success: true,
    role,
    company_id: companyId,
    company_name: companyId ? 'Happy Paws Grooming' : null,
    acting: false,
    user: { id: 'new-1', email: 'newcomer@example.test', name: null, created_at: '2026-01-01T00:00:00Z' },
  });

function renderShellAt(path: string, role: Role | null = 'user') {
  configureApiClient({ baseUrl: '' });
  sessionStore.getState().signIn(session, role ? { role, companyId: null } : undefined);
  return renderInShell(
    [
      {
        path: '/',
        element: <ShellLayout />,
        children: [
          { index: true, element: <p>Dashboard page</p> },
          { path: 'customers', element: <p>Customers page</p> },
          { path: 'settings', element: <p>Settings page</p> },
          { path: 'login', element: <p>Login page</p> },
        ],
      },
    ],
    path,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.getState().signOut();
});

describe('a signed-in user who belongs to no salon', () => {
  it.each(['/', '/customers'])('is told on %s to ask their salon\'s administrator, instead of empty pages', async (path) => {
    renderShellAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'You are not part of a salon yet' })).toBeTruthy();
    expect(screen.getByText(/You are signed in as/).textContent).toContain('newcomer@example.test');
    expect(screen.getByText("Ask your salon's administrator to add you. Then check again here, or sign in again later.")).toBeTruthy();
    expect(screen.queryByText('Dashboard page')).toBeNull();
    expect(screen.queryByText('Customers page')).toBeNull();
  });

  it('says the same to staff whose company is gone', async () => {
    renderShellAt('/customers', 'staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'You are not part of a salon yet' })).toBeTruthy();
  });

  it('still opens the pages that need no salon', async () => {
    renderShellAt('/settings');
    expect(await screen.findByText('Settings page')).toBeTruthy();
  });

  it('signs out from there', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => answer(200, { success: true, message: 'Signed out' }));
    vi.stubGlobal('fetch', fetchMock);
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    renderShellAt('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));

    // The sign-in page is a document of its own, loaded once the API has ended the session.
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/login'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/auth/sign-out');
  });

  it('carries on once an administrator has added them, and says so when nobody has yet', async () => {
    const answers = [me(null), me('c1', 'staff')];
    // GET /api/me twice; then, staff in a company, the shell's live updates ask for their stream and the unread count.
    const fetchMock = vi.fn<typeof fetch>(async (url) => (String(url) === '/api/me' ? (answers.shift() ?? me('c1', 'staff')) : answer(404, { success: false, message: 'Not found' })));
    vi.stubGlobal('fetch', fetchMock);
    renderShellAt('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Check again' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your account is still not part of a salon.');

    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(sessionStore.getState()).toMatchObject({ role: 'staff', companyId: 'c1' });
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url === '/api/me')).toEqual(['/api/me', '/api/me']);
  });
});
