// @vitest-environment happy-dom
import { stubNarrowScreen } from '../testing/narrow-screen';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, configureApiClient, unwrap } from '@groombook/api-client';
import { sessionStore, type Session } from '@groombook/auth';
import { buildCompany } from '@groombook/contracts/testing';
import { clearCacheOnSessionChange } from '../auth/cache-follows-session';
import { ShellLayout } from '../layout/shell-layout';
import { renderInShell } from '../testing/render-in-shell';
import { answer } from '../testing/stub-api';

const happyPaws = buildCompany({ name: 'Happy Paws Grooming', status: 'active', user_count: 3 });
const barkAvenue = buildCompany({ name: 'Bark Avenue', status: 'suspended', user_count: 1 });
const CUSTOMERS: Record<string, string[]> = { [happyPaws.id]: ['Maria Garcia'], [barkAvenue.id]: ['Bob Barker'] };

const session: Session = {
  accessToken: 'access-1',
  expiresAt: Date.now() + 3_600_000,
  user: { id: 'super-1', email: 'superadmin@groombook.test', createdAt: '2026-01-01T00:00:00Z' },
};

/** A tenant page that shows the customers of whichever company the API answers for. */
function CustomersProbe() {
  const customers = useQuery({
    queryKey: ['customers-probe'],
    queryFn: async () => (await unwrap(apiRequest('/api/customers', { schema: z.object({ names: z.array(z.string()) }) }))).names,
  });
  return <p>Customers: {customers.data ? customers.data.join(', ') : 'loading'}</p>;
}

/** The API as a super admin sees it: the companies, and each company's customers by X-Company-Id. */
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let releaseCustomers: (() => void) | null = null;
beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  releaseCustomers = null;
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = new URL(String(input), 'http://groombook.test').pathname;
    if (path === '/api/companies') return answer(200, { success: true, data: { companies: [happyPaws, barkAvenue] } });
    if (path === '/api/customers') {
      const company = new Headers(init?.headers).get('X-Company-Id');
      if (!company) return answer(403, { success: false, message: 'Your account does not belong to a company', code: 'NO_COMPANY' });
      return answer(200, { names: CUSTOMERS[company] ?? [] });
    }
    return answer(404, { success: false, message: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.getState().signIn(session, { role: 'superadmin', companyId: null });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.getState().signOut();
  sessionStorage.clear();
});

function renderShellAt(path: string) {
  const view = renderInShell(
    [
      {
        path: '/',
        element: <ShellLayout />,
        children: [
          { index: true, element: <p>Dashboard page</p> },
          { path: 'customers', element: <CustomersProbe /> },
          { path: 'settings', element: <p>Settings page</p> },
        ],
      },
    ],
    path,
  );
  const stop = clearCacheOnSessionChange(view.queryClient);
  return { ...view, stop };
}

const header = () => within(screen.getByRole('banner'));
const customerCalls = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === '/api/customers')
    .map(([, init]) => new Headers(init?.headers).get('X-Company-Id'));

describe('a super admin without a company chosen', () => {
  it("is asked to choose one on a company's page instead of seeing it fail, and works in the one chosen", async () => {
    const { stop } = renderShellAt('/customers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a company' })).toBeTruthy();
    expect(customerCalls()).toEqual([]);
    const card = await screen.findByRole('article', { name: barkAvenue.name });
    expect(within(card).getByText('suspended')).toBeTruthy();
    // The header's switcher is a chunk of its own (super admins only), which may arrive after the page.
    expect(await header().findByRole('button', { name: 'Choose a company' })).toBeTruthy();

    fireEvent.click(within(await screen.findByRole('article', { name: happyPaws.name })).getByRole('button', { name: 'Work in this company' }));

    expect(await screen.findByText('Customers: Maria Garcia')).toBeTruthy();
    expect(customerCalls()).toEqual([happyPaws.id]);
    expect(header().getByRole('button', { name: `Acting in: ${happyPaws.name}` }).textContent).toContain(happyPaws.name);
    expect(sessionStore.getState().actingCompany).toEqual({ id: happyPaws.id, name: happyPaws.name });
    stop();
  });

  it('sees the pages that show no company\'s data as they are', async () => {
    renderShellAt('/settings');
    expect(await screen.findByText('Settings page')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Choose a company' })).toBeNull();
  });
});

describe('the company switcher', () => {
  it("switches company from the header, showing nothing of the other company's on the way", async () => {
    sessionStore.getState().actInCompany({ id: happyPaws.id, name: happyPaws.name });
    const { stop } = renderShellAt('/customers');
    expect(await screen.findByText('Customers: Maria Garcia')).toBeTruthy();

    // Hold the next answer back, to look at the page while the new company's data is on its way.
    fetchMock.mockImplementationOnce(
      (input, init) =>
        new Promise((resolve) => {
          releaseCustomers = () => resolve(answer(200, { names: CUSTOMERS[new Headers(init?.headers).get('X-Company-Id') ?? ''] ?? [] }));
          void input;
        }),
    );
    fireEvent.click(header().getByRole('button', { name: `Acting in: ${happyPaws.name}` }));
    const panel = within(screen.getByRole('button', { name: `Acting in: ${happyPaws.name}` }).parentElement as HTMLElement);
    expect(panel.getByRole('button', { name: happyPaws.name }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(await panel.findByRole('button', { name: `${barkAvenue.name} (suspended)` }));

    expect(await header().findByRole('button', { name: `Acting in: ${barkAvenue.name}` })).toBeTruthy();
    expect(await screen.findByText('Customers: loading')).toBeTruthy();
    expect(screen.queryByText(/Maria Garcia/)).toBeNull();
    await waitFor(() => expect(releaseCustomers).not.toBeNull());
    releaseCustomers?.();
    expect(await screen.findByText('Customers: Bob Barker')).toBeTruthy();
    expect(customerCalls()).toEqual([happyPaws.id, barkAvenue.id]);
    stop();
  });

  it('stops acting from the header: the company pages ask for a company again', async () => {
    sessionStore.getState().actInCompany({ id: happyPaws.id, name: happyPaws.name });
    const { stop } = renderShellAt('/customers');
    expect(await screen.findByText('Customers: Maria Garcia')).toBeTruthy();

    fireEvent.click(header().getByRole('button', { name: `Acting in: ${happyPaws.name}` }));
    fireEvent.click(screen.getByRole('button', { name: 'Stop acting' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a company' })).toBeTruthy();
    // The header's switcher is a chunk of its own (super admins only), which may arrive after the page.
    expect(await header().findByRole('button', { name: 'Choose a company' })).toBeTruthy();
    expect(sessionStore.getState().actingCompany).toBeNull();
    expect(sessionStorage.length).toBe(0);
    stop();
  });

  it('follows the list: a renamed company keeps its new name, one no longer listed is dropped', async () => {
    sessionStore.getState().actInCompany({ id: happyPaws.id, name: 'Happy Paws (old name)' });
    const { stop } = renderShellAt('/settings');
    expect(await header().findByRole('button', { name: `Acting in: ${happyPaws.name}` })).toBeTruthy();
    cleanup();
    stop();

    sessionStore.getState().actInCompany({ id: 'gone-company', name: 'Gone Grooming' });
    const again = renderShellAt('/settings');
    expect(await header().findByRole('button', { name: 'Choose a company' })).toBeTruthy();
    expect(sessionStore.getState().actingCompany).toBeNull();
    again.stop();
  });

  it('stays in the header on a narrow screen, outside the drawer', async () => {
    stubNarrowScreen();
    const { stop } = renderShellAt('/customers');
    expect(await header().findByRole('button', { name: 'Open navigation' })).toBeTruthy();
    fireEvent.click(await header().findByRole('button', { name: 'Choose a company' }));
    fireEvent.click(await header().findByRole('button', { name: happyPaws.name }));
    expect(await screen.findByText('Customers: Maria Garcia')).toBeTruthy();
    expect(sessionStore.getState().actingCompany?.id).toBe(happyPaws.id);
    expect(header().getByRole('button', { name: `Acting in: ${happyPaws.name}` })).toBeTruthy();
    stop();
  });
});
