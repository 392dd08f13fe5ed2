// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Customer } from '@groombook/contracts';
import CustomersApp from '../../../app';
import { answer, cleanUpAfterEach, fakeApi, fakeRecords, requestsTo } from '../../../testing/fake-api';
import { bella, blank, customersAnswer, max, nameless, rex } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';

const rowNames = () =>
  within(screen.getByRole('list', { name: 'Customers' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

const search = (text: string) => fireEvent.change(screen.getByPlaceholderText('Search customers'), { target: { value: text } });

describe('customers list', () => {
  cleanUpAfterEach();

  it('lists the customers with a name, each linking to its dialog, and hides blank names', async () => {
    fakeApi({ 'GET /api/customers': customersAnswer([bella, blank, max, nameless, rex]) });
    renderWithProviders(<CustomersApp />);
    expect(screen.getByRole('heading', { name: 'Customers' })).toBeTruthy();
    expect(screen.getByLabelText('Loading customers')).toBeTruthy();

    await screen.findByRole('list', { name: 'Customers' });
    expect(rowNames()).toEqual(['Bella Owner', 'Max Walker', 'Rex Barker']);
    expect(screen.queryByText('Name missing')).toBeNull();
    expect(screen.getByRole('link', { name: 'Max Walker' }).getAttribute('href')).toBe(`/customers/${max.id}`);
    expect(screen.getByText('555-0303')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add Customer' }).getAttribute('href')).toBe('/customers/new');
  });

  it('searches the names fuzzily and says when nothing matches', async () => {
    fakeApi({ 'GET /api/customers': customersAnswer([bella, max, rex]) });
    renderWithProviders(<CustomersApp />);
    await screen.findByRole('list', { name: 'Customers' });

    search('bela ownr');
    await waitFor(() => expect(rowNames()).toEqual(['Bella Owner']));
    search('barker');
    await waitFor(() => expect(rowNames()).toEqual(['Rex Barker']));
    search('zzzz');
    expect(await screen.findByText('No customers match your search')).toBeTruthy();
    search('');
    await waitFor(() => expect(rowNames()).toHaveLength(3));
  });

  it('shows an empty state without customers, and after a failed load (which is only logged)', async () => {
    fakeApi({ 'GET /api/customers': customersAnswer([nameless]) });
    renderWithProviders(<CustomersApp />);
    expect(await screen.findByText('No customers yet')).toBeTruthy();
    cleanup();

    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ 'GET /api/customers': () => answer(500, { success: false, message: 'Database down', code: 'INTERNAL_ERROR' }) });
    renderWithProviders(<CustomersApp />);
    expect(await screen.findByText('No customers yet')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Failed to load customers: Database down');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders only the rows in view of ten thousand customers, and finds any of them', async () => {
    const many: Customer[] = Array.from({ length: 10_000 }, (_, index) => ({
      ...rex,
      id: `c-${index}`,
      name: `Customer ${String(index).padStart(5, '0')}`,
    }));
    many[7_777] = { ...rex, id: 'c-7777', name: 'Zelda Quimby' };
    fakeApi({ 'GET /api/customers': customersAnswer(many) });
    renderWithProviders(<CustomersApp />);
    const list = await screen.findByRole('list', { name: 'Customers' });

    const rendered = within(list).getAllByRole('listitem');
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(100);
    expect(rendered[0]?.getAttribute('aria-setsize')).toBe('10000');

    search('zelda');
    await waitFor(() => expect(rowNames()).toEqual(['Zelda Quimby']));
  });

  it('deletes the selected customers after confirmation, one call each, and clears the selection', async () => {
    const customers = fakeRecords([bella, max, rex], { success: true, message: 'Customer deleted' });
    const fetchMock = fakeApi({ 'GET /api/customers': () => customersAnswer(customers.items)(), 'DELETE /api/customers': customers.remove });
    renderWithProviders(<CustomersApp />);
    await screen.findByRole('list', { name: 'Customers' });
    const deleteSelected = screen.getByRole('button', { name: 'Delete Selected' }) as HTMLButtonElement;
    expect(deleteSelected.disabled).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Bella Owner' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Rex Barker' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(deleteSelected);

    const confirm = screen.getByRole('dialog', { name: 'Delete Selected Customers' });
    expect(within(confirm).getByText('Delete 2 customers? It will remove ALL of their appointments.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, Delete' }));

    await waitFor(() => expect(rowNames()).toEqual(['Max Walker']));
    expect(requestsTo(fetchMock, 'DELETE /api/customers').map((request) => request.body)).toEqual([{ id: bella.id }, { id: rex.id }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('2 customers deleted')).toBeTruthy();
    expect(screen.queryByText(/selected$/)).toBeNull();
    expect(deleteSelected.disabled).toBe(true);
  });

  it('names the one customer deleted', async () => {
    const customers = fakeRecords([bella, max], { success: true, message: 'Customer deleted' });
    fakeApi({ 'GET /api/customers': () => customersAnswer(customers.items)(), 'DELETE /api/customers': customers.remove });
    renderWithProviders(<CustomersApp />);
    await screen.findByRole('list', { name: 'Customers' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Max Walker' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Selected' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    await waitFor(() => expect(rowNames()).toEqual(['Bella Owner']));
    expect(screen.getByText('Customer Max Walker deleted')).toBeTruthy();
  });

  it('gives each selection box a 44px label around it, a finger-sized target apart from the name link', async () => {
    fakeApi({ 'GET /api/customers': customersAnswer([bella]) });
    renderWithProviders(<CustomersApp />);
    const box = await screen.findByRole('checkbox', { name: 'Select Bella Owner' });
    const target = box.closest('label');
    expect(target).toBeTruthy();
    expect(target?.contains(screen.getByRole('link', { name: 'Bella Owner' }))).toBe(false);
    expect(target?.getAttribute('style')).toMatch(/width: calc\(2\.75rem/);
    fireEvent.click(target as HTMLElement);
    expect((box as HTMLInputElement).checked).toBe(true);
  });

  it("shows 'Failed to delete customer' with the server's message when a delete fails, or alone without one", async () => {
    fakeApi({
      'GET /api/customers': customersAnswer([bella, max]),
      'DELETE /api/customers': ({ body }) =>
        (body as { id: string }).id === max.id
          ? answer(404, { success: false, message: 'Customer not found', code: 'NOT_FOUND' })
          : new Response('Bad gateway', { status: 502 }),
    });
    renderWithProviders(<CustomersApp />);
    await screen.findByRole('list', { name: 'Customers' });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Max Walker' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Selected' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to delete customer')).toBeTruthy();
    expect(within(alert).getByText('Customer not found')).toBeTruthy();
    expect(screen.getByText('1 selected')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Max Walker' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Bella Owner' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Selected' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to delete customer'));
  });
});
