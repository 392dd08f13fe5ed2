// @vitest-environment happy-dom
import { stubNarrowScreen } from '../testing/narrow-screen';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionStore, TAB_CHANNEL_NAME, type Session } from '@groombook/auth';
import { SIGN_IN_STORAGE_KEYS } from '@groombook/contracts/light';
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
          {
            path: 'customers',
            element: (
              <>
                <h1>Customers</h1>
                {page('Customers page')}
              </>
            ),
          },
          { path: 'settings', element: page('Settings page') },
        ],
      },
    ],
    path,
  );
}

const header = () => within(screen.getByRole('banner'));
const nav = () => within(screen.getByRole('navigation', { name: 'Main navigation' }));
/** The header's row: its links, and the menus of its larger groups (by their buttons' names). */
const navLabels = () => ({
  links: nav()
    .getAllByRole('link')
    .map((link) => link.textContent),
  menus: nav()
    .queryAllByRole('button')
    .map((button) => button.textContent?.replace('▾', '')),
});

/** Opens a menu of the header by its button; returns its panel. */
function openMenu(name: string | RegExp) {
  const button = header().getByRole('button', { name });
  fireEvent.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('true');
  return within(document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement);
}
const linksOf = (panel: ReturnType<typeof openMenu>) => panel.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

const openAccountMenu = () => openMenu(/^Account: /);

/** Conversations with unread messages, as GET /api/sms-unread answers. */
let unreadConversations = 0;

beforeEach(() => {
  unreadConversations = 0;
  // The super admin's switcher lists the companies; the Messages link counts unread conversations;
  // the page a role may not open names the company (/api/me).
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/api/sms-unread')) return answer(200, { success: true, data: { unread_conversations: unreadConversations } });
      if (url.includes('/api/me')) {
        const user = { id: 'u1', email: 'pat@example.test', name: null, created_at: '2026-01-01T00:00:00Z' };
        return answer(200, { success: true, role: 'staff', company_id: 'c1', company_name: 'Happy Paws Grooming', acting: false, user });
      }
      if (url.includes('/api/events')) return new Promise<Response>(() => undefined);
      return answer(200, { success: true, data: { companies: [] } });
    }),
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
    // None of the staff's pages: Login is the only way on.
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(header().getAllByRole('link').map((link) => link.textContent)).toEqual(['Login']);
    expect(header().queryByRole('button', { name: 'Open navigation' })).toBeNull();
  });

  it("shows an admin's email with the 'Admin:' prefix, the admin links, and Settings and Logout in the account menu", async () => {
    signedInAs('admin');
    renderShellAt('/');
    await screen.findByText('Dashboard page');
    expect(header().getByTestId('signed-in-user').textContent).toBe('Admin: pat@example.test');
    // Under 1200px (happy-dom's window is 1024px wide) the pinned pages are in their group's menu only.
    expect(navLabels()).toEqual({ links: ['Customers', 'Messages', 'Marketing', 'Reports'], menus: ['Schedule', 'Admin'] });
    expect(linksOf(openMenu('Schedule'))).toEqual([
      ['Home', '/'],
      ['Calendar', '/calendar'],
      ['Appointments', '/appointments'],
      ['Add Appointment', '/add-appointment'],
      ['Booking Requests', '/booking-requests'],
    ]);
    expect(linksOf(openMenu('Admin'))).toEqual([
      ['Service Prices', '/services'],
      ['Groomers', '/groomers'],
      ['Users', '/users'],
    ]);
    expect(header().queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(header().queryByRole('button', { name: /^Acting in|^Choose a company/ })).toBeNull();

    const menu = openAccountMenu();
    expect(linksOf(menu)).toEqual([['Settings', '/settings']]);
    expect(menu.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(header().queryByRole('link', { name: 'Login' })).toBeNull();

    fireEvent.click(menu.getByRole('link', { name: 'Settings' }));
    await screen.findByText('Settings page');
    expect(header().getByRole('button', { name: /^Account: / }).getAttribute('aria-expanded')).toBe('false');
  });

  it('shows a super admin the company switcher and the platform pages in the Admin menu', async () => {
    signedInAs('superadmin');
    renderShellAt('/');
    await screen.findByText('Dashboard page');
    expect(header().getByTestId('signed-in-user').textContent).toBe('pat@example.test');
    expect(await header().findByRole('button', { name: 'Choose a company' })).toBeTruthy();
    expect(linksOf(openMenu('Admin')).map(([label]) => label)).toEqual(['Service Prices', 'Groomers', 'Users', 'Super Admin', 'Audit Log', 'Queues']);
    expect(linksOf(openAccountMenu()).map(([label]) => label)).toEqual(['Settings']);
  });

  it('shows staff the base links, and Settings alone in the account menu', async () => {
    signedInAs('staff');
    renderShellAt('/');
    await screen.findByText('Dashboard page');
    expect(header().getByTestId('signed-in-user').textContent).toBe('pat@example.test');
    // Staff have one page of the Admin group: it is a link of its own.
    expect(navLabels()).toEqual({ links: ['Customers', 'Messages', 'Service Prices'], menus: ['Schedule'] });
    expect(linksOf(openMenu('Schedule')).map(([label]) => label)).toEqual(['Home', 'Calendar', 'Appointments', 'Add Appointment', 'Booking Requests']);
    expect(header().queryByRole('button', { name: /^Acting in|^Choose a company/ })).toBeNull();
    expect(linksOf(openAccountMenu()).map(([label]) => label)).toEqual(['Settings']);
  });

  it('lays the groups out flat under their names in the drawer on a narrow screen', async () => {
    stubNarrowScreen();
    signedInAs('admin');
    renderShellAt('/');
    await screen.findByText('Dashboard page');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    fireEvent.click(await header().findByRole('button', { name: 'Open navigation' }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(drawer.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Schedule', 'Admin']);
    const links = within(drawer.getByRole('navigation', { name: 'Main navigation' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Home', 'Calendar', 'Appointments', 'Add Appointment', 'Booking Requests', 'Customers', 'Messages', 'Marketing', 'Reports',
      'Service Prices', 'Groomers', 'Users', 'Settings',
    ]);
    // The drawer's title bar is no second banner.
    expect(screen.getAllByRole('banner')).toHaveLength(1);
  });

  it('starts with a skip link that moves the focus to the page', async () => {
    signedInAs('staff');
    renderShellAt('/');
    await screen.findByText('Dashboard page');
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    const focusable = document.querySelectorAll('a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]');
    expect(focusable[0]).toBe(skip);
    fireEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it("moves the focus to the new page's heading after a page change from the header, and not on the first load", async () => {
    signedInAs('staff');
    renderShellAt('/');
    await screen.findByText('Dashboard page');
    expect(document.activeElement).toBe(document.body);
    const link = nav().getByRole('link', { name: 'Customers' });
    link.focus();
    fireEvent.click(link);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Customers' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
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

  it('logs out through the API with the cookie, tells the other tabs, forgets the hint and loads the sign-in page', async () => {
    const otherTab = new BroadcastChannel(TAB_CHANNEL_NAME);
    const heard: unknown[] = [];
    otherTab.onmessage = (event: MessageEvent) => heard.push(event.data);
    const fetchMock = vi.fn<typeof fetch>(async () => answer(200, { success: true, message: 'Signed out' }));
    vi.stubGlobal('fetch', fetchMock);
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    signedInAs('staff');
    renderShellAt('/customers');
    await screen.findByText('Customers page');
    // As the session hint keeps it while signed in (auth/session-hint.ts).
    window.localStorage.setItem(SIGN_IN_STORAGE_KEYS.signedIn, '1');

    fireEvent.click(openAccountMenu().getByRole('button', { name: 'Logout' }));

    // The sign-in page is a document of its own: the browser loads it once the API has ended the session.
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/login'));
    // The header's live count of unread messages calls the API too: the sign-out is the call made with the cookie.
    const [url, init] = fetchMock.mock.calls.find(([input]) => String(input).includes('/api/auth/')) ?? [];
    expect(String(url)).toBe('/api/auth/sign-out');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: undefined });
    expect(window.localStorage.getItem(SIGN_IN_STORAGE_KEYS.signedIn)).toBeNull();
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

  it("tells a user without the role, in the page's place, whose page it is and whom to ask, with the way Home", async () => {
    signedInAs('staff');
    const { router } = renderShellAt('/groomers');
    expect(await screen.findByRole('heading', { level: 1, name: "You can't open this page" })).toBeTruthy();
    expect(await screen.findByText('Ask an admin of Happy Paws Grooming if you need it.')).toBeTruthy();
    expect(screen.getByText('Groomers is for admins.')).toBeTruthy();
    expect(screen.queryByText('Groomers page')).toBeNull();
    expect(router.state.location.pathname).toBe('/groomers');
    fireEvent.click(screen.getByRole('link', { name: 'Go to Home' }));
    await screen.findByText('Dashboard page');
  });
});

describe("the Messages link's count", () => {
  it('shows staff the conversations with unread messages, named in words, and none at 0', async () => {
    unreadConversations = 3;
    signedInAs('staff');
    renderShellAt('/');
    await screen.findByText('Dashboard page');
    const messages = await nav().findByRole('link', { name: 'Messages, 3 unread' });
    expect(messages.getAttribute('href')).toBe('/messages');
    expect(messages.textContent).toBe('Messages3');
  });

  it('shows no count at 0, and neither the link nor its count to a user without a role', async () => {
    signedInAs('staff');
    renderShellAt('/');
    await screen.findByText('Dashboard page');
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([input]) => String(input).includes('/api/sms-unread'))).toBe(true));
    expect(nav().getByRole('link', { name: 'Messages' }).textContent).toBe('Messages');
    cleanup();
    vi.mocked(fetch).mockClear();

    signedInAs('user');
    renderShellAt('/');
    await screen.findByText('Dashboard page');
    expect(nav().queryByRole('link', { name: /^Messages/ })).toBeNull();
    expect(vi.mocked(fetch).mock.calls.some(([input]) => String(input).includes('/api/sms-unread'))).toBe(false);
  });
});
