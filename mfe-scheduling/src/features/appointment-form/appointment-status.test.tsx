// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { AppointmentListItem } from '@groombook/contracts/light';
import type { Role } from '@groombook/domain';
import { ROUTES } from '@groombook/routes';
import { sessionStore } from '@groombook/auth';
import { answer, cleanUpAfterEach, type Handler } from '../../testing/fake-api';
import { renderWithToast } from '../../shared/appointment-form/testing/render-with-toast';
import { EditAppointmentPage } from './edit-appointment-page';
import { appointmentId, bella, max, storedAppointment } from '../../shared/appointment-form/testing/fixtures';
import { formApi, sentBody } from '../../shared/appointment-form/testing/form-api';

/** The appointment the fake API holds: a status write changes it, and the page's reload reads it. */
let current: AppointmentListItem = storedAppointment;
const moved = (change: Partial<AppointmentListItem>): Handler => () => {
  current = { ...current, ...change };
  return answer(200, { success: true, message: 'ok', appointment: current });
};

function openPage(options: { role?: Role; appointment?: AppointmentListItem; handlers?: Record<string, Handler>; query?: string } = {}) {
  current = options.appointment ?? storedAppointment;
  const fetchMock = formApi({
    'GET /api/appointments': () => answer(200, { success: true, message: 'ok', appointment: current }),
    'GET /api/company-settings': () => answer(200, { success: true, settings: { tax_rate_percent: 8, booking_mode: 'request', booking_buffer_minutes: 0, cancel_cutoff_hours: 24 } }),
    ...options.handlers,
  });
  if (options.role) sessionStore.getState().setIdentity(options.role, null);
  renderWithToast(
    <Routes>
      <Route path={ROUTES.editAppointment.path} element={<EditAppointmentPage />} />
    </Routes>,
    { route: `/edit-appointment/${appointmentId}${options.query ?? ''}` },
  );
  return fetchMock;
}

const statusSection = () => screen.findByRole('region', { name: 'Appointment status' });
const buttonsIn = (section: HTMLElement) => within(section).getAllByRole('button').map((button) => button.textContent);

describe('the appointment status on the edit page', () => {
  cleanUpAfterEach();

  it('shows the status as a word and offers the next moves; Check in moves it', async () => {
    const fetchMock = openPage({ handlers: { 'POST /api/appointments/status': moved({ status: 'checked_in' }) } });
    const section = await statusSection();
    expect(within(section).getByText('Booked')).toBeTruthy();
    await waitFor(() => expect(buttonsIn(section)).toEqual(['Confirm', 'Check in', 'Ready', 'Ready with report card…', 'Cancel…', 'No-show', 'Checkout']));
    fireEvent.click(within(section).getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(within(section).getByText('Checked in')).toBeTruthy());
    expect(sentBody(fetchMock, 'POST', '/api/appointments/status')).toEqual({ id: appointmentId, status: 'checked_in' });
  });

  it('sends a report card with the move to ready, and refuses one without notes', async () => {
    const fetchMock = openPage({ handlers: { 'POST /api/appointments/status': moved({ status: 'ready' }) } });
    const section = await statusSection();
    fireEvent.click(await within(section).findByRole('button', { name: 'Ready with report card…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report card' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ready and send' }));
    expect(await within(dialog).findByText('Report card notes are required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Groomer's notes/), { target: { value: '  Sweet with the dryer.  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ready and send' }));
    await waitFor(() => expect(within(section).getByText('Ready')).toBeTruthy());
    expect(sentBody(fetchMock, 'POST', '/api/appointments/status')).toEqual({ id: appointmentId, status: 'ready', report_card: { notes: 'Sweet with the dryer.' } });
  });

  it('cancels with a reason and lateness, and refuses no reason', async () => {
    const fetchMock = openPage({ handlers: { 'POST /api/appointments/status': moved({ status: 'cancelled', cancel_reason: 'Sick dog', cancelled_late: true }) } });
    const section = await statusSection();
    fireEvent.click(await within(section).findByRole('button', { name: 'Cancel…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel appointment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    expect(await within(dialog).findByText('A cancellation needs a reason')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Sick dog' } });
    fireEvent.click(within(dialog).getByLabelText('Late cancellation'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    await waitFor(() => expect(within(section).getByText('Sick dog (late cancellation)')).toBeTruthy());
    expect(sentBody(fetchMock, 'POST', '/api/appointments/status')).toEqual({ id: appointmentId, status: 'cancelled', reason: 'Sick dog', late: true });
  });

  it("shows a refusal as a title and the server's reason", async () => {
    openPage({ handlers: { 'POST /api/appointments/status': () => answer(403, { success: false, message: 'Only staff and admins can mark a no-show', code: 'FORBIDDEN' }) } });
    const section = await statusSection();
    fireEvent.click(await within(section).findByRole('button', { name: 'No-show' }));
    const alert = await within(section).findByRole('alert');
    expect(within(alert).getByText('Failed to change status')).toBeTruthy();
    expect(within(alert).getByText('Only staff and admins can mark a no-show')).toBeTruthy();
  });

  it('offers a user no no-show, and a closed appointment no checkout', async () => {
    openPage({ role: 'user', appointment: { ...storedAppointment, status: 'cancelled', cancel_reason: 'Rain', cancelled_late: false } });
    const section = await statusSection();
    expect(within(section).getByText('Cancelled')).toBeTruthy();
    expect(within(section).getByText('Rain')).toBeTruthy();
    expect(within(section).queryAllByRole('button')).toHaveLength(0);
  });
});

describe('checkout', () => {
  cleanUpAfterEach();

  it('opens from ?checkout=1, shows the total at the company rate and the calculated tip, and sends the discount and split tip', async () => {
    const fetchMock = openPage({
      appointment: { ...storedAppointment, charged_amount: 100, amount_given: null },
      query: '?checkout=1',
      handlers: { 'POST /api/appointments/checkout': moved({ status: 'completed' }) },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Checkout' }, { timeout: 5000 });
    const summary = within(dialog).getByRole('group', { name: 'Checkout summary' });
    await waitFor(() => expect(within(summary).getByText('Total with tax (8%)')).toBeTruthy());
    expect(within(summary).getByText('$108.00')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/Amount paid/), { target: { value: '120' } });
    fireEvent.change(within(dialog).getByLabelText('Discount'), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByText('%'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete checkout' }));
    expect(await within(dialog).findByText('A discount needs a reason')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Discount reason/), { target: { value: 'Loyal customer' } });
    await waitFor(() => expect(within(summary).getByText('$97.20')).toBeTruthy()); // (100 - 10) + 8 %
    expect(within(summary).getByText('$22.80')).toBeTruthy();

    fireEvent.click(within(dialog).getByLabelText('Split tip'));
    const shares = within(dialog).getByRole('group', { name: 'Tip shares' });
    fireEvent.change(within(shares).getByLabelText('Tip 1'), { target: { value: '15' } });
    fireEvent.click(within(shares).getByRole('button', { name: 'Add groomer' }));
    fireEvent.click(within(shares).getByRole('combobox', { name: 'Groomer 2' }));
    fireEvent.click(await screen.findByRole('option', { name: max.name }));
    fireEvent.change(within(shares).getByLabelText('Tip 2'), { target: { value: '7.8' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete checkout' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Checkout' })?.textContent ?? null).toBeNull(), { timeout: 5000 });
    expect(sentBody(fetchMock, 'POST', '/api/appointments/checkout')).toEqual({
      id: appointmentId,
      payment_method: 'cash',
      amount_paid: 120,
      discount: { type: 'percent', value: 10, reason: 'Loyal customer' },
      tips: [
        { groomer_id: bella.id, amount: 15 },
        { groomer_id: max.id, amount: 7.8 },
      ],
    });
    expect(within(await statusSection()).getByText('Completed')).toBeTruthy();
  }, 20_000);

  it("keeps the dialog open with 'Failed to check out' and the server's reason", async () => {
    openPage({
      query: '?checkout=1',
      handlers: { 'POST /api/appointments/checkout': () => answer(404, { success: false, message: 'Groomer not found', code: 'NOT_FOUND' }) },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Checkout' }, { timeout: 5000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete checkout' }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Failed to check out')).toBeTruthy();
    expect(within(alert).getByText('Groomer not found')).toBeTruthy();
  });
});
