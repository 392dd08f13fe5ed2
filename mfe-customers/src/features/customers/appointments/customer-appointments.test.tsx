// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { todayIsoDate } from '@groombook/domain';
import CustomersApp from '../../../app';
import { answer, cleanUpAfterEach, deferred, fakeApi, type FakeRequest, requestsTo } from '../../../testing/fake-api';
import { appointmentsAnswer, bella, bellasAppointment, customersAnswer } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';

const future = [
  bellasAppointment({ date: '2026-05-01', time: '14:30', notes: 'Full groom' }),
  bellasAppointment({ date: '2026-06-12', time: null, notes: null }),
];
const past = [
  bellasAppointment({ date: '2025-01-03', time: '09:00', notes: 'Bath only', status: 'completed' }),
  bellasAppointment({ date: '2024-12-20', time: '09:00', notes: null, status: 'cancelled', cancel_reason: 'Owner away', cancelled_late: true }),
];

const isPast = (request: FakeRequest) => request.url.searchParams.has('end_date');
const control = (name: RegExp) => screen.getByRole('button', { name });

async function openBella() {
  const fetchMock = fakeApi({
    'GET /api/customers': customersAnswer([bella]),
    'GET /api/appointments': (request) => appointmentsAnswer(isPast(request) ? past : future),
  });
  const view = renderWithProviders(<CustomersApp />, { route: `/customers/${bella.id}` });
  const dialog = await screen.findByRole('dialog', { name: 'Bella Owner' });
  return { fetchMock, dialog, ...view };
}

const appointmentCalls = (fetchMock: ReturnType<typeof fakeApi>) => requestsTo(fetchMock, 'GET /api/appointments');

describe("customer dialog: the customer's appointments", () => {
  cleanUpAfterEach();

  it('loads the future appointments with the dialog and shows them as cards linking to the appointment form', async () => {
    const { fetchMock, dialog } = await openBella();
    expect(within(dialog).getByText("Customer's Appointments")).toBeTruthy();
    expect(await within(dialog).findByRole('button', { name: 'Future Appointments (2)' })).toBeTruthy();

    const [request] = appointmentCalls(fetchMock);
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({ customer_id: bella.id, start_date: todayIsoDate() });

    const first = within(dialog).getByRole('link', { name: /Fri, May 1, 2026/ });
    expect(first.getAttribute('href')).toBe(`/edit-appointment/${future[0]?.id}`);
    expect(within(first).getByText('2:30 PM')).toBeTruthy();
    expect(within(first).getByText('Full groom')).toBeTruthy();
    expect(within(first).getByText('Booked')).toBeTruthy();
    const second = within(dialog).getByRole('link', { name: /Jun 12, 2026/ });
    expect(within(second).getByText('Appointment time missing')).toBeTruthy();

    expect(within(dialog).getByRole('link', { name: 'Create New Appointment for Customer' }).getAttribute('href')).toBe(
      `/add-appointment?customerId=${bella.id}`,
    );
  });

  it('loads the past appointments only when their panel is first opened, then shows the count', async () => {
    const { fetchMock, dialog } = await openBella();
    await within(dialog).findByRole('button', { name: 'Future Appointments (2)' });
    expect(control(/^Past Appointments$/)).toBeTruthy();
    expect(appointmentCalls(fetchMock).filter(isPast)).toHaveLength(0);

    fireEvent.click(control(/^Past Appointments$/));
    expect(await within(dialog).findByRole('button', { name: 'Past Appointments (2)' })).toBeTruthy();
    const [request] = appointmentCalls(fetchMock).filter(isPast);
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({ customer_id: bella.id, end_date: todayIsoDate() });
    expect(within(dialog).getByText('Bath only')).toBeTruthy();
    const completed = within(dialog).getByRole('link', { name: /Jan 3, 2025/ });
    expect(within(completed).getByText('Completed')).toBeTruthy();
    const cancelled = within(dialog).getByRole('link', { name: /Dec 20, 2024/ });
    expect(within(cancelled).getByText('Cancelled')).toBeTruthy();
    expect(within(cancelled).getByText('Cancelled: Owner away (late)')).toBeTruthy();

    // Closing and opening the panel again does not read the list again.
    fireEvent.click(control(/^Past Appointments \(2\)$/));
    fireEvent.click(control(/^Past Appointments \(2\)$/));
    expect(appointmentCalls(fetchMock).filter(isPast)).toHaveLength(1);
  });

  it("shows the loading texts, then 'No upcoming appointments' and 'No past appointments'", async () => {
    const futureAnswer = deferred<Response>();
    const pastAnswer = deferred<Response>();
    fakeApi({
      'GET /api/customers': customersAnswer([bella]),
      'GET /api/appointments': (request) => (isPast(request) ? pastAnswer.promise : futureAnswer.promise),
    });
    renderWithProviders(<CustomersApp />, { route: `/customers/${bella.id}` });
    const dialog = await screen.findByRole('dialog', { name: 'Bella Owner' });

    expect(await within(dialog).findByText('Loading future appointments...')).toBeTruthy();
    futureAnswer.resolve(appointmentsAnswer([]));
    expect(await within(dialog).findByText('No upcoming appointments')).toBeTruthy();
    expect(control(/^Future Appointments \(0\)$/)).toBeTruthy();

    fireEvent.click(control(/^Past Appointments$/));
    expect(await within(dialog).findByText('Loading...')).toBeTruthy();
    pastAnswer.resolve(appointmentsAnswer([]));
    expect(await within(dialog).findByText('No past appointments')).toBeTruthy();
    expect(control(/^Past Appointments \(0\)$/)).toBeTruthy();
  });

  it('logs a failed fetch and shows it as an empty list', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({
      'GET /api/customers': customersAnswer([bella]),
      'GET /api/appointments': (request) =>
        isPast(request)
          ? answer(403, { success: false, message: 'Not your customer', code: 'FORBIDDEN' })
          : new Response('Bad gateway', { status: 502 }),
    });
    renderWithProviders(<CustomersApp />, { route: `/customers/${bella.id}` });
    expect(await screen.findByText('No upcoming appointments')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Failed to fetch appointments: 502');

    fireEvent.click(control(/^Past Appointments$/));
    expect(await screen.findByText('No past appointments')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Not your customer');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('starts the past panel over each time the dialog opens', async () => {
    const { fetchMock, dialog } = await openBella();
    fireEvent.click(within(dialog).getByRole('button', { name: /^Past Appointments/ }));
    await within(dialog).findByRole('button', { name: 'Past Appointments (2)' });

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(await screen.findByRole('link', { name: 'Bella Owner' }));
    const reopened = await screen.findByRole('dialog', { name: 'Bella Owner' });

    expect(within(reopened).getByRole('button', { name: /^Past Appointments$/ })).toBeTruthy();
    expect(within(reopened).queryByText('Bath only')).toBeNull();
    expect(appointmentCalls(fetchMock).filter(isPast)).toHaveLength(1);

    fireEvent.click(within(reopened).getByRole('button', { name: /^Past Appointments$/ }));
    expect(await within(reopened).findByRole('button', { name: 'Past Appointments (2)' })).toBeTruthy();
    expect(appointmentCalls(fetchMock).filter(isPast)).toHaveLength(2);
  });
});
