// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionStore, TAB_CHANNEL_NAME, type Session } from '@groombook/auth';
import type { Role } from '@groombook/domain';
import { ShellLayout } from './shell-layout';
import { renderInShell } from '../testing/render-in-shell';
import { answer } from '../testing/stub-api';

const session: Session = {
  accessToken: 'access-1',
  expiresAt: Date.now() + 3_600_000,
  user: { id: 'u1', email: 'pat@example.test', createdAt: '2026-01-01T00:00:00Z' },
};

function signedInAs(role: Role) {
  sessionStore.getState().signIn(session, { role, companyId: 'c1' });
}

function renderShellAt(path: string) {
  const page = (text: string) => <p>{text}</p>;
  return renderInShell(
    [
      {
        path: '/',
        element: <ShellLayout />,
        children: [
          { index: true, element: page('Dashboard page') },
          { path: 'login', element: page('Login page') },
          { path: 'groomers', element: page('Groomers page') },
          { path: 'customers', element: page('Customers page') },
        ],
      },
    ],
    path,
  );
}

const header = () => within(screen.getByRole('banner'));
const navLabels = () =>
  within(screen.getByRole('navigation', { name: 'Main navigation' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.getState().signOut();
});

describe('the header', () => {
  it('offers Login, and no account links, when signed out', async () => {
    sessionStore.getState().signOut();
    renderShellAt('/login');
    await screen.findByText('Login page');
    expect(header().getByRole('link', { name: 'Login' })).toBeTruthy();
    expect(header().queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(header().queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(navLabels()).toEqual(['Home', 'Service Prices', 'Customers', 'Add Appointment', 'Appointments']);
  });

  it("shows an admin's email with the 'Admin:' prefix and the admin links", async () => {
    signedInAs('admin');
    renderShellAt('/');
    await screen.findByText('Dashboard page');
    expect(header().getByTestId('signed-in-user').textContent).toBe('Admin: pat@example.test');
    expect(navLabels()).toEqual([
      'Home', 'Service Prices', 'Customers', 'Add Appointment', 'Appointments', 'Groomers', 'Marketing', 'Reports',
    ]);
    expect(header().getByRole('link', { name: 'Settings' })).toBeTruthy();
    expect(header().getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(header().queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('shows a super admin the Super Admin link and the email without a prefix', async () => {
    signedInAs('superadmin');
    renderShellAt('/');
    await screen.findByText('Dashboard page');
    expect(header().getByTestId('signed-in-user').textContent).toBe('pat@example.test');
    expect(navLabels()).toContain('Super Admin');
  });

  it('shows staff the base links only', async () => {
    signedInAs('staff');
    renderShellAt('/');
    await screen.findByText('Dashboard page');
    expect(header().getByTestId('signed-in-user').textContent).toBe('pat@example.test');
    expect(navLabels()).toEqual(['Home', 'Service Prices', 'Customers', 'Add Appointment', 'Appointments']);
  });

  it('logs out through the API with the cookie, forgets the session, tells the other tabs and goes to /login', async () => {
    const otherTab = new BroadcastChannel(TAB_CHANNEL_NAME);
    const heard: unknown[] = [];
    otherTab.onmessage = (event: MessageEvent) => heard.push(event.data);
    const fetchMock = vi.fn<typeof fetch>(async () => answer(200, { success: true, message: 'Signed out' }));
    vi.stubGlobal('fetch', fetchMock);
    signedInAs('staff');
    renderShellAt('/customers');
    await screen.findByText('Customers page');

    fireEvent.click(header().getByRole('button', { name: 'Logout' }));

    await screen.findByText('Login page');
    await waitFor(() => expect(sessionStore.getState().status).toBe('signedOut'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/auth/sign-out');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: undefined });
    expect(header().getByRole('link', { name: 'Login' })).toBeTruthy();
    await waitFor(() => expect(heard).toContainEqual({ type: 'signedOut' }));
    otherTab.close();
  });

  it('signs out at once when another tab logs out', async () => {
    signedInAs('admin');
    renderShellAt('/');
    await screen.findByText('Dashboard page');
    const otherTab = new BroadcastChannel(TAB_CHANNEL_NAME);
    otherTab.postMessage({ type: 'signedOut' });
    otherTab.close();

    await screen.findByText('Login page');
    expect(header().getByRole('link', { name: 'Login' })).toBeTruthy();
    expect(header().queryByTestId('signed-in-user')).toBeNull();
  });
});

describe('the route guard in the layout', () => {
  it("shows 'Verifying authentication...' while the session is restored", async () => {
    sessionStore.getState().beginRestore();
    renderShellAt('/customers');
    await screen.findByText('Verifying authentication...');
    expect(screen.queryByText('Customers page')).toBeNull();
    expect(header().queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('sends a signed-out visitor to /login, remembering where they were going', async () => {
    sessionStore.getState().signOut();
    const { router } = renderShellAt('/customers?search=rex');
    await screen.findByText('Login page');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/customers?search=rex')}`);
  });

  it('sends a user without the role home', async () => {
    signedInAs('staff');
    const { router } = renderShellAt('/groomers');
    await screen.findByText('Dashboard page');
    expect(router.state.location.pathname).toBe('/');
  });
});
