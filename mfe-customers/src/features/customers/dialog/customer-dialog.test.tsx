// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Customer } from '@groombook/contracts';
import { uniqueId } from '@groombook/ui-testing';
import CustomersApp from '../../../app';
import { answer, cleanUpAfterEach, fakeApi, fakeRecords, requestsTo, type Handler } from '../../../testing/fake-api';
import { appointmentsAnswer, bella, customersAnswer, max } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';

const savedAnswer = (customer: Customer) => answer(200, { success: true, message: 'Saved', data: { customer } });
const noAppointments = () => appointmentsAnswer([]);

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

/** Bella's dialog, open over the list with her in it and no appointments; `handlers` answer the rest (or instead). */
async function openBella(handlers: Record<string, Handler> = {}) {
  const fetchMock = fakeApi({ 'GET /api/customers': customersAnswer([bella]), 'GET /api/appointments': noAppointments, ...handlers });
  const { location } = renderWithProviders(<CustomersApp />, { route: `/customers/${bella.id}` });
  const dialog = await screen.findByRole('dialog', { name: 'Edit Customer' });
  return { fetchMock, location, dialog };
}

describe('customer dialog: adding', () => {
  cleanUpAfterEach();

  it("is titled 'Add Customer' and saves only once a field is filled, then closes over the refreshed list", async () => {
    let customers = [bella];
    const fetchMock = fakeApi({
      'GET /api/customers': () => customersAnswer(customers)(),
      'POST /api/customers': () => {
        customers = [bella, max];
        return savedAnswer(max);
      },
    });
    const { location } = renderWithProviders(<CustomersApp />, { route: '/customers/new' });
    const dialog = await screen.findByRole('dialog', { name: 'Add Customer' });
    expect(await screen.findByRole('link', { name: 'Bella Owner' })).toBeTruthy();
    const save = within(dialog).getByRole('button', { name: 'Save Customer' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(within(dialog).queryByText('Delete Customer')).toBeNull();
    expect(within(dialog).queryByText("Customer's Appointments")).toBeNull();

    type('Phone', '  ');
    expect(save.disabled).toBe(true);
    type('Name', 'Max Walker');
    type('Phone', '555-0303');
    fireEvent.click(save);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.href).toBe('/customers');
    expect(requestsTo(fetchMock, 'POST /api/customers')[0]?.body).toEqual({
      name: 'Max Walker',
      phone_number: '555-0303',
      notes: null,
    });
    expect(await screen.findByRole('link', { name: 'Max Walker' })).toBeTruthy();
  });

  it("is titled 'Add: {name}' with the name from ?name= filled in", async () => {
    fakeApi({ 'GET /api/customers': customersAnswer([]) });
    renderWithProviders(<CustomersApp />, { route: '/customers/new?name=Daisy%20Duke' });
    expect(await screen.findByRole('dialog', { name: 'Add: Daisy Duke' })).toBeTruthy();
    expect(valueOf('Name')).toBe('Daisy Duke');
  });

  it("says 'Failed to add customer' with the server's message and stays open when the server refuses", async () => {
    fakeApi({
      'GET /api/customers': customersAnswer([]),
      'POST /api/customers': () => answer(400, { success: false, message: 'Name is too long', code: 'VALIDATION_FAILED' }),
    });
    renderWithProviders(<CustomersApp />, { route: '/customers/new' });
    await screen.findByRole('dialog', { name: 'Add Customer' });
    type('Notes', 'Walk-in');
    fireEvent.click(screen.getByRole('button', { name: 'Save Customer' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to add customer')).toBeTruthy();
    expect(within(alert).getByText('Name is too long')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add Customer' })).toBeTruthy();
  });

  it("closes with 'Close' without saving", async () => {
    const fetchMock = fakeApi({ 'GET /api/customers': customersAnswer([bella]) });
    const { location } = renderWithProviders(<CustomersApp />, { route: '/customers/new' });
    await screen.findByRole('dialog', { name: 'Add Customer' });
    type('Name', 'Never saved');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location.href).toBe('/customers');
    expect(requestsTo(fetchMock, 'POST /api/customers')).toHaveLength(0);
  });
});

describe('customer dialog: editing', () => {
  cleanUpAfterEach();

  it("is titled 'Edit Customer' with the customer's values, and keeps a value whose field was emptied", async () => {
    const { fetchMock, location } = await openBella({
      'GET /api/customers': customersAnswer([bella, max]),
      'PUT /api/customers': () => savedAnswer({ ...bella, name: 'Bella O.' }),
    });
    expect([valueOf('Name'), valueOf('Phone'), valueOf('Notes')]).toEqual(['Bella Owner', '(555) 010-2000', 'Nervous poodle']);
    expect(screen.getByLabelText('Notes').getAttribute('style')).toContain('height: 200px');

    type('Name', 'Bella O.');
    type('Phone', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save Customer' }));
    await waitFor(() => expect(location.href).toBe('/customers'));
    expect(requestsTo(fetchMock, 'PUT /api/customers')[0]?.body).toEqual({
      id: bella.id,
      name: 'Bella O.',
      phone_number: '(555) 010-2000',
      notes: 'Nervous poodle',
    });
  });

  it("says 'Failed to update customer' with the server's message when the update fails", async () => {
    await openBella({ 'PUT /api/customers': () => answer(404, { success: false, message: 'Customer not found', code: 'NOT_FOUND' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Save Customer' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to update customer')).toBeTruthy();
    expect(within(alert).getByText('Customer not found')).toBeTruthy();
  });

  it('says so when the customer does not exist', async () => {
    fakeApi({ 'GET /api/customers': customersAnswer([bella]) });
    renderWithProviders(<CustomersApp />, { route: `/customers/${uniqueId()}` });
    const dialog = await screen.findByRole('dialog', { name: 'Customer not found' });
    expect(within(dialog).getByText('This customer does not exist or has been deleted.')).toBeTruthy();
  });
});

describe('customer dialog: deleting', () => {
  cleanUpAfterEach();

  it('asks twice, then deletes the customer and their appointments and closes', async () => {
    const customers = fakeRecords([bella, max], { success: true, message: 'Customer deleted' });
    const { fetchMock, location, dialog } = await openBella({
      'GET /api/customers': () => customersAnswer(customers.items)(),
      'DELETE /api/customers': customers.remove,
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Customer' }));
    const panel = within(dialog).getByRole('group', { name: 'Confirm customer deletion' });
    expect(within(panel).getByText('Are you REALLY SURE you want to delete this customer?')).toBeTruthy();
    expect(within(panel).getByText('It will remove ALL of their appointments.')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).queryByText('Are you REALLY SURE you want to delete this customer?')).toBeNull();
    expect(requestsTo(fetchMock, 'DELETE /api/customers')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Customer' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    await waitFor(() => expect(location.href).toBe('/customers'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestsTo(fetchMock, 'DELETE /api/customers')[0]?.body).toEqual({ id: bella.id });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Bella Owner' })).toBeNull());
  });

  it("shows 'Failed to delete customer' with the server's message in the panel, and the confirmation starts over when the dialog reopens", async () => {
    await openBella({ 'DELETE /api/customers': () => answer(409, { success: false, message: 'Customer is in use', code: 'CONFLICT' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Customer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to delete customer')).toBeTruthy();
    expect(within(alert).getByText('Customer is in use')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Bella Owner' }));
    await screen.findByRole('dialog', { name: 'Edit Customer' });
    expect(screen.getByRole('button', { name: 'Delete Customer' })).toBeTruthy();
    expect(screen.queryByText('Are you REALLY SURE you want to delete this customer?')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
