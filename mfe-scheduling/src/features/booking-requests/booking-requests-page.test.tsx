// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '@groombook/auth';
import { dismissFeedback, FeedbackToast } from '@groombook/ui';
import { buildAppointment, buildBookingRequest } from '@groombook/ui-testing';
import SchedulingApp from '../../app';
import { answer, cleanUpAfterEach, requestsTo, type Handler } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ann, bella } from '../../shared/appointment-form/testing/fixtures';
import { formApi } from '../../shared/appointment-form/testing/form-api';

const known = buildBookingRequest({ name: 'Ann Smith', phone: '555-0100', dog_name: 'Rex', preferred_date: '2026-03-12', preferred_time: '14:30', notes: 'Short nails', customer_id: ann.id });
const stranger = buildBookingRequest({ name: 'Nora Walker', dog_name: 'Maple', preferred_date: '2026-03-13', preferred_time: '09:00' });
const listOf = (requests: unknown[]): Handler => () => answer(200, { success: true, data: { booking_requests: requests } });
const decided = (status: 'accepted' | 'declined', confirmationSent = false, appointmentId: string | null = null): Handler => (request) => {
  const body = request.body as { id: string };
  const message = status === 'accepted' ? 'Booking request accepted' : 'Booking request declined';
  return answer(200, {
    success: true,
    message,
    booking_request: { ...known, id: body.id, status, appointment_id: appointmentId },
    confirmation_sent: confirmationSent,
  });
};

function openPage(handlers: Record<string, Handler>) {
  const fetchMock = formApi({ 'GET /api/booking-requests': listOf([known, stranger]), ...handlers });
  // With the toast the shell shows each outcome in.
  renderWithProviders(
    <>
      <SchedulingApp />
      <FeedbackToast />
    </>,
    { route: '/booking-requests' },
  );
  return fetchMock;
}

afterEach(() => act(() => dismissFeedback()));

/** A field of the dialog by its label; a required field's ' *' is ignored. */
const fieldIn = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText((content) => content.replace(/\s*\*\s*$/, '').trim() === label) as HTMLInputElement;

async function chooseGroomer(dialog: HTMLElement) {
  fireEvent.click(within(dialog).getByRole('combobox', { name: 'Groomer' }));
  fireEvent.click(await screen.findByRole('option', { name: bella.name }));
}

describe('booking requests page', () => {
  cleanUpAfterEach();

  it('lists the pending requests with what each customer asked for', async () => {
    const fetchMock = openPage({});
    const row = await screen.findByRole('row', { name: 'Request from Ann Smith' });
    expect(row.textContent).toContain('Thu, Mar 12, 2026, 2:30 PM');
    expect(row.textContent).toContain('Short nails');
    expect(within(row).getByRole('button', { name: 'Accept request from Ann Smith' })).toBeTruthy();
    expect((await screen.findByRole('row', { name: 'Request from Nora Walker' })).textContent).toContain('(201) 555-0160');
    expect(requestsTo(fetchMock, 'GET /api/booking-requests')[0]?.url.search).toBe('?status=pending');
  });

  it('accepts in one call: the form opens filled from the request, and saving sends the appointment with the decision', async () => {
    const booked = buildAppointment({ date: '2026-03-12', time: '14:30' }, { customer: ann, groomer: bella });
    const fetchMock = openPage({ 'PUT /api/booking-requests': decided('accepted', true, booked.id) });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept request from Ann Smith' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Rex for Ann Smith' });
    expect((within(dialog).getByLabelText(/^Date/) as HTMLInputElement).value).toBe('2026-03-12');
    expect(fieldIn(dialog, 'Dog name').value).toBe('Rex');
    expect((within(dialog).getByLabelText('Notes') as HTMLTextAreaElement).value).toBe('Short nails');
    await waitFor(() => expect(fieldIn(dialog, 'Customer').value).toBe(ann.name));
    expect(within(dialog).queryByRole('switch', { name: 'Make this a recurring appointment' })).toBeNull();
    await chooseGroomer(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Appointment' }));

    expect((await screen.findByRole('status')).textContent).toContain('Booking request accepted. A confirmation text was sent.');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Book Rex for Ann Smith' })).toBeNull());
    const [sent, ...more] = requestsTo(fetchMock, 'PUT /api/booking-requests');
    expect(more).toEqual([]);
    expect(sent?.body).toEqual({
      id: known.id,
      status: 'accepted',
      appointment: expect.objectContaining({ date: '2026-03-12', time: '14:30', customer_id: ann.id, groomer_id: bella.id, dog_name: 'Rex', notes: 'Short nails' }),
    });
    expect(requestsTo(fetchMock, 'POST /api/appointments')).toHaveLength(0);
    expect(requestsTo(fetchMock, 'POST /api/customers')).toHaveLength(0);
  });

  it('books a request no customer matched for a new customer of its name and number, added by the same call', async () => {
    const fetchMock = openPage({ 'PUT /api/booking-requests': decided('accepted') });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept request from Nora Walker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Maple for Nora Walker' });
    const customer = fieldIn(dialog, 'Customer');
    expect(customer.value).toBe('');
    expect(customer.placeholder).toBe('New customer: Nora Walker ((201) 555-0160)');
    expect(within(dialog).getByText('Nora Walker ((201) 555-0160) is added as a new customer, unless you choose one.')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST /api/customers')).toHaveLength(0);
    await chooseGroomer(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Appointment' }));

    expect(await screen.findByText('Booking request accepted')).toBeTruthy();
    expect(requestsTo(fetchMock, 'PUT /api/booking-requests')[0]?.body).toEqual({
      id: stranger.id,
      status: 'accepted',
      appointment: expect.objectContaining({ date: '2026-03-13', time: '09:00', customer_id: null, dog_name: 'Maple' }),
      customer: { name: 'Nora Walker', phone_number: stranger.phone },
    });
    expect(requestsTo(fetchMock, 'POST /api/customers')).toHaveLength(0);
  });

  it('shows one error when the accept is refused, and keeps the form open to try again', async () => {
    const fetchMock = openPage({
      'PUT /api/booking-requests': () => answer(409, { success: false, code: 'CONFLICT', message: 'This request was already accepted' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept request from Nora Walker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Maple for Nora Walker' });
    await chooseGroomer(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Appointment' }));

    expect(await within(dialog).findByText('Failed to accept the request: This request was already accepted')).toBeTruthy();
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText(/could not be marked accepted/)).toBeNull();
    expect(screen.queryByText('Booking request accepted')).toBeNull();
    expect(requestsTo(fetchMock, 'PUT /api/booking-requests')).toHaveLength(1);
    expect(requestsTo(fetchMock, 'POST /api/appointments')).toHaveLength(0);
  });

  it('declines after asking', async () => {
    const fetchMock = openPage({ 'PUT /api/booking-requests': decided('declined') });
    fireEvent.click(await screen.findByRole('button', { name: 'Decline request from Nora Walker' }));
    const confirm = await screen.findByRole('dialog', { name: 'Decline this request?' });
    expect(requestsTo(fetchMock, 'PUT /api/booking-requests')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Decline request' }));
    expect((await screen.findByRole('status')).textContent).toContain('Booking request declined');
    expect(requestsTo(fetchMock, 'PUT /api/booking-requests')[0]?.body).toEqual({ id: stranger.id, status: 'declined' });
  });

  it("links an empty list to the company's own booking page, opened in a new tab", async () => {
    formApi({ 'GET /api/booking-requests': listOf([]) });
    act(() => sessionStore.getState().setIdentity('staff', 'company-7'));
    renderWithProviders(<SchedulingApp />, { route: '/booking-requests' });
    expect(await screen.findByRole('heading', { name: 'No booking requests waiting.' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'open your booking page (new tab)' });
    expect(link.getAttribute('href')).toBe('/book?company_id=company-7');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByText(/\(\/book\)/)).toBeNull();
  });
});
