// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

function signedInAs(role: Role, companyId: string | null = 'c1') {
  sessionStore.getState().signIn(session, { role, companyId });
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
          { path: 'settings', element: page('Settings page') },
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

/** Opens the account menu; returns its panel. */
function openAccountMenu() {
  const button = header().getByRole('button', { name: /^Account: / });
  fireEvent.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('true');
  return within(document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement);
}

beforeEach(() => {
  // The super admin's switcher lists the companies; nothing else here calls the API unless a test says so.
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => answer(200, { success: true, data: { companies: [] } })),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.getState().signOut();
});

describe('the header', () => {
  it('offers Login, and no account menu, when signed out', async () => {
    sessionStore.getState().signOut();
    renderShellAt('/login');
    await screen.findByText('Login page');
    expect(header().getByRole('link', { name: 'Login' })).toBeTruthy();
    expect(header().queryByRole('button', { name: /^Account: / })).toBeNull();
    expect(header().queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(navLabels()).toEqual(['Home', 'Service Prices', 'Customers', 'Add Appointment', 'Appointments', 'Calendar']);
  });

  it("shows an admin's email with the 'Admin:' prefix, the admin links, and Settings, Users and Logout in the account menu", async () => {
    signedInAs('admin');
    renderShellAt('/');
    await screen.findByText('Dashboard page');
    expect(header().getByTestId('signed-in-user').textContent).toBe('Admin: pat@example.test');
    expect(navLabels()).toEqual([
      'Home', 'Service Prices', 'Customers', 'Add Appointment', 'Appointments', 'Calendar', 'Groomers', 'Marketing', 'Reports',
    ]);
    expect(header().queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(header().queryByRole('button', { name: /^Acting in|^Choose a company/ })).toBeNull();

    const menu = openAccountMenu();
    expect(menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Settings', '/settings'],
      ['Users', '/users'],
    ]);
    expect(menu.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(header().queryByRole('link', { name: 'Login' })).toBeNull();

    fireEvent.click(menu.getByRole('link', { name: 'Settings' }));
    await screen.findByText('Settings page');
    expect(header().getByRole('button', { name: /^Account: / }).getAttribute('aria-expanded')).toBe('false');
  });

  it('shows a super admin the Super Admin link, the company switcher, and the audit log in the account menu', async () => {
    signedInAs('superadmin');
    renderShellAt('/');
    await screen.findByText('Dashboard page');
    expect(header().getByTestId('signed-in-user').textContent).toBe('pat@example.test');
    expect(navLabels()).toContain('Super Admin');
    expect(await header().findByRole('button', { name: 'Choose a company' })).toBeTruthy();
    expect(openAccountMenu().getAllByRole('link').map((link) => link.textContent)).toEqual(['Settings', 'Users', 'Audit Log', 'Queues']);
  });

  it('shows staff the base links, and Settings alone in the account menu', async () => {
    signedInAs('staff');
    renderShellAt('/');
    await screen.findByText('Dashboard page');
    expect(header().getByTestId('signed-in-user').textContent).toBe('pat@example.test');
    expect(navLabels()).toEqual(['Home', 'Service Prices', 'Customers', 'Add Appointment', 'Appointments', 'Calendar']);
    expect(openAccountMenu().getAllByRole('link').map((link) => link.textContent)).toEqual(['Settings']);
  });

  it('closes the account menu on Escape, giving the focus back to its button', async () => {
    signedInAs('staff');
    renderShellAt('/');
    await screen.findByText('Dashboard page');
    openAccountMenu();
    fireEvent.keyDown(document, { key: 'Escape' });
    const button = header().getByRole('button', { name: /^Account: / });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(header().queryByRole('button', { name: 'Logout' })).toBeNull();
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

    fireEvent.click(openAccountMenu().getByRole('button', { name: 'Logout' }));

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
