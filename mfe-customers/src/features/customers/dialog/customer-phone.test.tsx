// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import CustomersApp from '../../../app';
import { answer, cleanUpAfterEach, fakeApi, requestsTo } from '../../../testing/fake-api';
import { bella, customersAnswer, max } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const DUPLICATE = { success: false, message: '(201) 555-0105 already belongs to Jane Doe', code: 'DUPLICATE_PHONE' };

describe('customer dialog: phone numbers', () => {
  cleanUpAfterEach();

  it('warns of a number another customer has, naming them, and saves only when Save anyway is pressed, once', async () => {
    const fetchMock = fakeApi({
      'GET /api/customers': customersAnswer([bella]),
      'POST /api/customers': (request) =>
        (request.body as { confirm_duplicate_phone?: boolean }).confirm_duplicate_phone
          ? answer(201, { success: true, message: 'Customer added', data: { customer: max } })
          : answer(409, DUPLICATE),
    });
    const { location } = renderWithProviders(<CustomersApp />, { route: '/customers/new' });
    const dialog = await screen.findByRole('dialog', { name: 'Add Customer' });
    type('Name', 'John Doe');
    type('Phone', '201-555-0105');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Customer' }));

    expect(await within(dialog).findByText('(201) 555-0105 already belongs to Jane Doe')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST /api/customers')).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = requestsTo(fetchMock, 'POST /api/customers');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toEqual({ name: 'John Doe', phone_number: '201-555-0105', notes: null, confirm_duplicate_phone: true });
    expect(location.href).toBe('/customers');
  });

  it("shows the API's refusal of a number that is no phone number on the Phone field, and stays open", async () => {
    fakeApi({
      'GET /api/customers': customersAnswer([bella]),
      'POST /api/customers': () => answer(400, { success: false, message: 'Phone number is not a valid phone number', code: 'VALIDATION_FAILED' }),
    });
    renderWithProviders(<CustomersApp />, { route: '/customers/new' });
    const dialog = await screen.findByRole('dialog', { name: 'Add Customer' });
    type('Phone', '12');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Customer' }));
    await waitFor(() => expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Phone number is not a valid phone number')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Save anyway' })).toBeNull();
  });

  it('shows a stored number the one way, (201) 555-0105, in the details and in the form', async () => {
    fakeApi({ 'GET /api/customers': customersAnswer([{ ...bella, phone_number: '+12015550105', phone_e164: '+12015550105' }]) });
    renderWithProviders(<CustomersApp />, { route: `/customers/${bella.id}` });
    const dialog = await screen.findByRole('dialog', { name: 'Bella Owner' });
    expect(within(dialog).getByText('(201) 555-0105')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await screen.findByRole('dialog', { name: 'Edit Customer' });
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('(201) 555-0105');
  });
});
