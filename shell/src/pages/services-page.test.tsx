// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '@groombook/auth';
import type { Service } from '@groombook/contracts';
import type { Role } from '@groombook/domain';
import { ServicesPage } from './services-page';
import { renderInShell } from '../testing/render-in-shell';
import { answer, stubApiForEachTest } from '../testing/stub-api';

const fetchMock = stubApiForEachTest();
afterEach(() => sessionStore.getState().signOut());

const sizes = <T,>(small: T, medium: T, large: T, extraLarge: T) => ({ small, medium, large, extra_large: extraLarge });
const bath: Service = { id: '00000000-0000-4000-8000-000000000001', name: 'Small dog bath', kind: 'service', prices: sizes(80, 80, 80, 80), durations: sizes(90, 90, 90, 90), active: true, position: 1 };
const groom: Service = { id: '00000000-0000-4000-8000-000000000002', name: 'Full groom', kind: 'service', prices: sizes(60, 75, 95, 120), durations: sizes(60, 90, 120, 150), active: true, position: 2 };
const nails: Service = { id: '00000000-0000-4000-8000-000000000003', name: 'Nails', kind: 'add_on', prices: sizes(15, 15, 20, 20), durations: sizes(15, 15, 15, 15), active: false, position: 3 };

const signInAs = (role: Role) =>
  sessionStore.getState().signIn(
    { accessToken: 'a', expiresAt: Date.now() + 3_600_000, user: { id: 'u1', email: 'pat@example.test', createdAt: '2026-03-05T10:00:00Z' } },
    { role, companyId: 'c1' },
  );

/** The API: the menu, and every write answered with the entry it names. */
function serve(menu: Service[]) {
  fetchMock.mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET') return answer(200, { success: true, services: menu });
    if (method === 'DELETE') return answer(200, { success: true, message: 'Service deleted' });
    const body = JSON.parse(String(init?.body)) as Service;
    if (body.name === 'Nails' && method === 'POST') return answer(409, { success: false, message: 'A service named Nails already exists', code: 'CONFLICT' });
    return answer(method === 'POST' ? 201 : 200, { success: true, message: 'Saved', service: { ...body, id: body.id ?? 'new-id' } });
  });
}

const writes = () =>
  fetchMock.mock.calls
    .flatMap(([url, init]) =>
      init?.method && init.method !== 'GET' ? [{ url: String(url), method: init.method, body: JSON.parse(String(init.body)) as Record<string, unknown> }] : [],
    );

/** The table row an element sits in. */
function rowOf(element: HTMLElement): HTMLElement {
  const row = element.closest('tr');
  if (!row) throw new Error('Not in a table row');
  return row;
}

const renderServices = () => renderInShell([{ path: '/services', element: <ServicesPage /> }], '/services');

describe('the service prices page', () => {
  it('shows the menu with a price and a length per size, add-ons and entries no longer offered marked', async () => {
    serve([bath, groom, nails]);
    signInAs('staff');
    renderServices();
    const row = rowOf(await screen.findByText('Full groom'));
    expect(within(row).getByText('$95.00')).toBeTruthy();
    expect(within(row).getByText('150 min')).toBeTruthy();
    const nailsRow = rowOf(screen.getByText('Nails'));
    expect(within(nailsRow).getByText('Add-on')).toBeTruthy();
    expect(within(nailsRow).getByText('Not offered')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Extra large' })).toBeTruthy();
    // Staff read only.
    expect(screen.queryByRole('button', { name: 'Add Service' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Full groom' })).toBeNull();
  });

  it('lets an admin add an entry with its prices and lengths, and says why the server refused one', async () => {
    serve([bath]);
    signInAs('admin');
    renderServices();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Service' }));
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Nails' } });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'add_on' } });
    fireEvent.change(screen.getByLabelText('Large price'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('Small minutes'), { target: { value: '15' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add Service' }));
    expect(await screen.findByText('A service named Nails already exists')).toBeTruthy();
    expect(screen.getByText('Failed to add service')).toBeTruthy();
    expect(writes()[0]).toMatchObject({ method: 'POST', body: { name: 'Nails', kind: 'add_on', prices: { large: 20, small: 0 }, durations: { small: 15, medium: 60 } } });
  });

  it('refuses a length off the quarter hour before sending anything', async () => {
    serve([bath]);
    signInAs('admin');
    renderServices();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Service' }));
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Teeth' } });
    fireEvent.change(screen.getByLabelText('Medium minutes'), { target: { value: '7' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add Service' }));
    expect((await screen.findByRole('alert', {}, { timeout: 4000 })).textContent).toContain('Duration must be in steps of 15 minutes');
    expect(writes()).toEqual([]);
  });

  it('edits an entry, keeping its place', async () => {
    serve([bath, groom]);
    signInAs('admin');
    renderServices();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Full groom' }));
    fireEvent.change(screen.getByLabelText('Extra large price'), { target: { value: '130' } });
    fireEvent.click(screen.getByRole('switch', { name: /Offered/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: 'PUT', body: { id: groom.id, position: 2, active: false, prices: { extra_large: 130, large: 95 } } });
  });

  it('moves an entry up, saving the new places', async () => {
    serve([bath, groom, nails]);
    signInAs('admin');
    renderServices();
    expect(((await screen.findByRole('button', { name: 'Move Small dog bath up' })) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Full groom up' }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes().map((write) => [write.body.name, write.body.position])).toEqual([
      ['Full groom', 1],
      ['Small dog bath', 2],
    ]);
  });

  it('deletes an entry after a yes', async () => {
    serve([bath, groom]);
    signInAs('admin');
    renderServices();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Full groom' }));
    expect(writes()).toEqual([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes()).toEqual([{ url: '/api/services', method: 'DELETE', body: { id: groom.id } }]));
  });
});
