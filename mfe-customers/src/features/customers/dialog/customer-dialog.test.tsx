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
  const dialog = await screen.findByRole('dialog', { name: 'Bella Owner' });
  return { fetchMock, location, dialog };
}

/** Bella's dialog switched to its form with 'Edit'. */
async function editBella(handlers: Record<string, Handler> = {}) {
  const opened = await openBella(handlers);
  fireEvent.click(within(opened.dialog).getByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Customer' });
  return { ...opened, dialog };
}

/** The row's name link in the list under the dialog. */
const rowLink = (name: string) => within(screen.getByRole('list', { name: 'Customers' })).getByRole('link', { name });

describe('customer dialog: adding', () => {
  cleanUpAfterEach();

  it("is titled 'Add Customer' and saves only once a field is filled, then closes over the refreshed list with the focus on the new row", async () => {
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
    expect(screen.getByRole('status').textContent).toContain('Customer Max Walker saved');
    await waitFor(() => expect(document.activeElement).toBe(rowLink('Max Walker')));
    expect(rowLink('Max Walker').closest('[role="listitem"]')?.getAttribute('style')).toContain('background');
  });

  it('puts the focus in Name of a new customer', async () => {
    fakeApi({ 'GET /api/customers': customersAnswer([]) });
    renderWithProviders(<CustomersApp />, { route: '/customers/new' });
    await screen.findByRole('dialog', { name: 'Add Customer' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
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

describe('customer dialog: viewing', () => {
  cleanUpAfterEach();

  it("opens read-only, titled with the customer's name and focused on it, with the phone formatted and an Edit button", async () => {
    const { dialog } = await openBella();
    expect(within(dialog).queryByLabelText('Name')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Save Customer' })).toBeNull();
    expect(within(dialog).getByText('(555) 010-2000')).toBeTruthy();
    expect(within(dialog).getByText('Nervous poodle')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(dialog).getByRole('region', { name: 'Pets' })).toBeTruthy();
    expect(within(dialog).getByText("Customer's Appointments")).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.closest('h2')?.textContent).toBe('Bella Owner'));
  });

  it("says what is missing: no phone number, no notes", async () => {
    fakeApi({ 'GET /api/customers': customersAnswer([max]), 'GET /api/appointments': noAppointments });
    renderWithProviders(<CustomersApp />, { route: `/customers/${max.id}` });
    const dialog = await screen.findByRole('dialog', { name: 'Max Walker' });
    expect(within(dialog).getByText('No notes')).toBeTruthy();
  });

  it("returns the focus to the customer's row when closed, by 'Close' or by Escape", async () => {
    const { location, dialog } = await openBella();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location.href).toBe('/customers'));
    await waitFor(() => expect(document.activeElement).toBe(rowLink('Bella Owner')));

    fireEvent.click(rowLink('Bella Owner'));
    const reopened = await screen.findByRole('dialog', { name: 'Bella Owner' });
    fireEvent.keyDown(reopened, { key: 'Escape' });
    await waitFor(() => expect(location.href).toBe('/customers'));
    await waitFor(() => expect(document.activeElement).toBe(rowLink('Bella Owner')));
  });
});

describe('customer dialog: editing', () => {
  cleanUpAfterEach();

  it("is titled 'Edit Customer' with the customer's values, and keeps a value whose field was emptied", async () => {
    const { fetchMock, location } = await editBella({
      'GET /api/customers': customersAnswer([bella, max]),
      'PUT /api/customers': () => savedAnswer({ ...bella, name: 'Bella O.' }),
    });
    expect([valueOf('Name'), valueOf('Phone'), valueOf('Notes')]).toEqual(['Bella Owner', '(555) 010-2000', 'Nervous poodle']);
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
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
    expect(screen.getByRole('status').textContent).toContain('Customer Bella O. saved');
    await waitFor(() => expect(document.activeElement).toBe(rowLink('Bella Owner')));
  });

  it("says 'Failed to update customer' with the server's message when the update fails", async () => {
    await editBella({ 'PUT /api/customers': () => answer(404, { success: false, message: 'Customer not found', code: 'NOT_FOUND' }) });
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
    expect(screen.getByRole('status').textContent).toContain('Customer Bella Owner deleted');
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
    await screen.findByRole('dialog', { name: 'Bella Owner' });
    expect(screen.getByRole('button', { name: 'Delete Customer' })).toBeTruthy();
    expect(screen.queryByText('Are you REALLY SURE you want to delete this customer?')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
