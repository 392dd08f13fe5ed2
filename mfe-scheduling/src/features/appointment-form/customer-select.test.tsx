// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildCustomer } from '@groombook/ui-testing';
import { answer, cleanUpAfterEach, deferred } from '../../testing/fake-api';
import { renderWithToast } from '../../shared/appointment-form/testing/render-with-toast';
import { AddAppointmentPage } from './add-appointment-page';
import { ann } from '../../shared/appointment-form/testing/fixtures';
import { formApi, sentBody } from '../../shared/appointment-form/testing/form-api';
import { field } from '../../shared/appointment-form/testing/form-screen';

const rosa = buildCustomer({ name: 'Rosa Diaz' });

async function search(text: string) {
  fireEvent.click(field('Customer'));
  await screen.findByRole('option', { name: 'Ann Smith' });
  fireEvent.change(field('Customer'), { target: { value: text } });
  return within(screen.getByRole('listbox'));
}
const options = () => within(screen.getByRole('listbox')).queryAllByRole('option').map((option) => option.textContent);

describe('customer dropdown', () => {
  cleanUpAfterEach();

  it('lists the customers in a list capped at 200px and narrows it with fuzzy matching', async () => {
    formApi();
    renderWithToast(<AddAppointmentPage />, { route: '/add-appointment' });
    await search('');
    expect(options()).toEqual(['Ann Smith', 'Bob Jones']);
    // The list itself scrolls (the arrow keys reach every option), named for assistive technology.
    const list = screen.getByRole('listbox', { name: 'Customers' });
    expect(list.style.maxHeight).toContain('12.5rem');
    expect(list.style.overflowY).toBe('auto');
    expect(screen.getByRole('combobox', { name: 'Customer' }).getAttribute('aria-expanded')).toBe('true');
    await search('Smit');
    expect(options()).toEqual(['Ann Smith', '+ Create customer "Smit"']);
    await search('Ann Smith');
    expect(options()).toEqual(['Ann Smith']);
  });

  it('selects a customer and shows the name', async () => {
    formApi();
    renderWithToast(<AddAppointmentPage />, { route: '/add-appointment' });
    const list = await search('bob');
    fireEvent.click(list.getByRole('option', { name: 'Bob Jones' }));
    expect(field('Customer').value).toBe('Bob Jones');
  });

  it('offers to create a customer the typed text matches, creates and selects them', async () => {
    const customers = [ann];
    const fetchMock = formApi({
      'GET /api/customers': () => answer(200, { success: true, message: 'ok', data: { customers } }),
      'POST /api/customers': () => {
        customers.push(rosa);
        return answer(201, { success: true, message: 'Customer added', data: { customer: rosa } });
      },
    });
    renderWithToast(<AddAppointmentPage />, { route: '/add-appointment' });
    const list = await search('Rosa Diaz');
    expect(options()).toEqual(['+ Create customer "Rosa Diaz"']);
    fireEvent.click(list.getByRole('option', { name: '+ Create customer "Rosa Diaz"' }));

    await waitFor(() => expect(field('Customer').value).toBe('Rosa Diaz'));
    expect(sentBody(fetchMock, 'POST', '/api/customers')).toEqual({ name: 'Rosa Diaz' });
  });

  it("says 'Failed to add customer' with the server's message when the customer cannot be created", async () => {
    formApi({
      'POST /api/customers': () => answer(400, { success: false, message: 'name: Name is too long', code: 'VALIDATION_FAILED' }),
    });
    renderWithToast(<AddAppointmentPage />, { route: '/add-appointment' });
    const list = await search('Zed');
    fireEvent.click(list.getByRole('option', { name: '+ Create customer "Zed"' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to add customer')).toBeTruthy();
    expect(within(alert).getByText('name: Name is too long')).toBeTruthy();
  });

  it('offers no new customer while the list is still loading, so nobody is added twice', async () => {
    const list = deferred<Response>();
    formApi({ 'GET /api/customers': () => list.promise });
    renderWithToast(<AddAppointmentPage />, { route: '/add-appointment' });
    fireEvent.click(field('Customer'));
    fireEvent.change(field('Customer'), { target: { value: 'Ann' } });
    expect(await screen.findByText('Loading customers...')).toBeTruthy();
    expect(options()).toEqual([]);
    list.resolve(answer(200, { success: true, message: 'ok', data: { customers: [ann] } }));
    await waitFor(() => expect(options()).toEqual(['Ann Smith', '+ Create customer "Ann"']));
  });
});
