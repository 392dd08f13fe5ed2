// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { AppointmentListItem } from '@groombook/contracts/light';
import { ROUTES } from '@groombook/routes';
import { appointmentRequestOf, buildAppointment } from '@groombook/ui-testing';
import { answer, cleanUpAfterEach, fakeRecords, type Handler } from '../../testing/fake-api';
import { renderWithToast } from '../../shared/appointment-form/testing/render-with-toast';
import { AppointmentsPage } from '../appointments-list/appointments-page';
import { conflictMapOf } from '../appointments-list/list-fixtures';
import { APPOINTMENT_DELETED_MESSAGE } from '../../shared/appointment-form/delete-appointment-button';
import { EditAppointmentPage } from './edit-appointment-page';
import { ann, appointmentId, bella, bob, seriesAppointment, storedAppointment } from '../../shared/appointment-form/testing/fixtures';
import { callsTo, formApi, saved, sentBody } from '../../shared/appointment-form/testing/form-api';
import { field, submitButton } from '../../shared/appointment-form/testing/form-screen';

/** The edit page, and the real appointments list it goes to after a delete. */
function renderEditPage() {
  return renderWithToast(
    <Routes>
      <Route path={ROUTES.editAppointment.path} element={<EditAppointmentPage />} />
      <Route path={ROUTES.appointments.path} element={<AppointmentsPage />} />
    </Routes>,
    { route: `/edit-appointment/${appointmentId}` },
  );
}

function openEditPage(appointment: AppointmentListItem | Handler, handlers: Record<string, Handler> = {}) {
  const load: Handler = typeof appointment === 'function' ? appointment : () => answer(200, { success: true, message: 'ok', appointment });
  const fetchMock = formApi({ 'GET /api/appointments': load, ...handlers });
  renderEditPage();
  return fetchMock;
}

// The appointments list and the Fast Appointment Entry dialog load on first use, which takes seconds on a loaded machine.
const LOADING = { timeout: 10_000 };

describe('edit appointment page', { timeout: 20_000 }, () => {
  cleanUpAfterEach();
  afterEach(() => vi.useRealTimers());

  it('loads the appointment into the form, without the recurring panel', async () => {
    const fetchMock = openEditPage(storedAppointment);
    expect(screen.getByText('Loading appointment...')).toBeTruthy();
    await waitFor(() => expect(field('Dog name').value).toBe('Rex'));
    expect(callsTo(fetchMock, '/api/appointments')[0]?.search).toBe(`?id=${appointmentId}`);
    expect(field('Date').value).toBe('2026-03-02');
    expect(field('Time').value).toBe('10:30 AM');
    expect(field('Notes').value).toBe('Nervous with clippers');
    expect(field('Calculated tip').value).toBe('$14.70');
    await waitFor(() => expect(field('Customer').value).toBe(ann.name));
    expect((screen.getByRole('combobox', { name: 'Groomer' }) as HTMLInputElement).value).toBe(bella.name);
    expect(screen.queryByRole('switch', { name: 'Make this a recurring appointment' })).toBeNull();
    expect(submitButton().textContent).toBe('Save changes');
    expect(screen.queryByRole('region', { name: 'Part of Recurring Series' })).toBeNull();
  });

  it("says 'Failed to load appointment' with the server's message when it cannot be read", async () => {
    openEditPage(() => answer(404, { success: false, message: 'Appointment not found', code: 'NOT_FOUND' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load appointment')).toBeTruthy();
    expect(within(alert).getByText('Appointment not found')).toBeTruthy();
  });

  it('saves the whole appointment with PUT, the time null once cleared, checking conflicts without itself', async () => {
    const fetchMock = openEditPage(storedAppointment, { 'PUT /api/appointments': saved(200, 'Appointment successfully updated!') });
    await waitFor(() => expect(field('Dog name').value).toBe('Rex'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove time' }));
    fireEvent.click(submitButton());

    expect((await screen.findByRole('status')).textContent).toBe('Appointment successfully updated!');
    expect(sentBody(fetchMock, 'PUT', '/api/appointments')).toEqual({ ...appointmentRequestOf(storedAppointment), id: appointmentId, time: null });
    // Without a time there is nothing to check.
    expect(callsTo(fetchMock, '/api/groomer-conflicts')).toHaveLength(0);
    expect(field('Dog name').value).toBe('Rex');
  });

  it('leaves the appointment itself out of the conflict check', async () => {
    const fetchMock = openEditPage(storedAppointment, { 'PUT /api/appointments': saved(200, 'Appointment successfully updated!') });
    await waitFor(() => expect(field('Dog name').value).toBe('Rex'));
    fireEvent.click(submitButton());
    await screen.findByRole('status');
    expect(callsTo(fetchMock, '/api/groomer-conflicts')[0]?.searchParams.get('excludeId')).toBe(appointmentId);
  });

  it("shows 'Failed to update appointment: ...' with the server's message", async () => {
    openEditPage(storedAppointment, {
      'PUT /api/appointments': () => answer(400, { success: false, message: 'date: Dates are written YYYY-MM-DD', code: 'VALIDATION_FAILED' }),
    });
    await waitFor(() => expect(field('Dog name').value).toBe('Rex'));
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update appointment: date: Dates are written YYYY-MM-DD');
  });

  it("deletes after the confirmation, then the appointments list says 'Appointment successfully deleted!' without the row", async () => {
    // March 2026, the month of the stored appointment: the list opens on it.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 2, 1, 9, 0) });
    const other = buildAppointment({ date: '2026-03-05', time: '09:00' }, { customer: bob, groomer: bella });
    const records = fakeRecords([storedAppointment, other], { success: true, message: APPOINTMENT_DELETED_MESSAGE });
    const fetchMock = formApi({
      // ?id= reads one appointment; ?year&month the month's list, as the API answers them.
      'GET /api/appointments': ({ url }) => {
        const id = url.searchParams.get('id');
        if (id === null) return answer(200, { success: true, appointments: records.items, total: records.items.length });
        const found = records.items.find((item) => item.id === id);
        return found
          ? answer(200, { success: true, message: 'ok', appointment: found })
          : answer(404, { success: false, message: 'Appointment not found', code: 'NOT_FOUND' });
      },
      'DELETE /api/appointments': records.remove,
      'GET /api/conflict-cache-simple': conflictMapOf(),
    });
    const { location } = renderEditPage();
    await waitFor(() => expect(field('Dog name').value).toBe('Rex'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this appointment?' });
    expect(sentBody(fetchMock, 'DELETE', '/api/appointments')).toBeUndefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete appointment' }));

    expect(await screen.findByRole('heading', { name: 'Appointments' }, LOADING)).toBeTruthy();
    expect(location.href).toBe('/appointments');
    const status = (await screen.findByText(APPOINTMENT_DELETED_MESSAGE, {}, LOADING)).closest('[role="status"]');
    expect(status).not.toBeNull();
    expect(await screen.findByRole('row', { name: /Bob Jones/ })).toBeTruthy();
    expect(screen.queryByRole('row', { name: /Ann Smith/ })).toBeNull();
    expect(sentBody(fetchMock, 'DELETE', '/api/appointments')).toEqual({ id: appointmentId });

    // The message stays while the list changes its own address, and can be dismissed.
    fireEvent.change(screen.getByRole('combobox', { name: 'Month' }), { target: { value: '4' } });
    await waitFor(() => expect(location.href).toBe('/appointments?year=2026&month=4'));
    expect(screen.getByText(APPOINTMENT_DELETED_MESSAGE)).toBeTruthy();
    fireEvent.click(within(status as HTMLElement).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(APPOINTMENT_DELETED_MESSAGE)).toBeNull();
  });

  it("stays and says 'Failed to delete appointment: ...' when the delete fails", async () => {
    openEditPage(storedAppointment, {
      'DELETE /api/appointments': () => answer(404, { success: false, message: 'Appointment not found', code: 'NOT_FOUND' }),
    });
    await waitFor(() => expect(field('Dog name').value).toBe('Rex'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete appointment' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to delete appointment: Appointment not found');
    expect(field('Dog name').value).toBe('Rex');
  });

  it('shows the series banner on an appointment of a recurring series', async () => {
    openEditPage(seriesAppointment);
    const banner = within(await screen.findByRole('region', { name: 'Part of Recurring Series' }));
    expect(banner.getByText('Part of Recurring Series')).toBeTruthy();
    expect(banner.getByText('Appointment 3 of 8')).toBeTruthy();
    expect(banner.getByText('Every 1 week on Mon, Wed')).toBeTruthy();
    expect(banner.getByText('Series ID: series-42')).toBeTruthy();
    expect(banner.getByText("Editing here changes only this appointment, unless you choose 'This and following'.")).toBeTruthy();
  });

  it("offers 'This appointment' or 'This and following' in a series only, this appointment first", async () => {
    openEditPage(storedAppointment);
    await waitFor(() => expect(field('Dog name').value).toBe('Rex'));
    expect(screen.queryByRole('radio', { name: 'This and following' })).toBeNull();
    cleanup();
    openEditPage(seriesAppointment);
    expect(((await screen.findByRole('radio', { name: 'This appointment' })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'This and following' }) as HTMLInputElement).checked).toBe(false);
  });

  it("saves this and following with scope 'following' and shows how many changed", async () => {
    const fetchMock = openEditPage(seriesAppointment, {
      'PUT /api/appointments': () => answer(200, { success: true, message: '6 appointments successfully updated!', appointment: seriesAppointment, changed: 6 }),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'This and following' }));
    fireEvent.click(submitButton());
    expect((await screen.findByRole('status')).textContent).toBe('6 appointments successfully updated!');
    expect(sentBody(fetchMock, 'PUT', '/api/appointments')).toMatchObject({ id: seriesAppointment.id, scope: 'following' });
  });

  it("deletes this and following after asking, with scope 'following'", async () => {
    const fetchMock = openEditPage(seriesAppointment, {
      'DELETE /api/appointments': () => answer(200, { success: true, message: '6 appointments successfully deleted!', deleted: 6 }),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'This and following' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete this and following appointments?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete appointment' }));
    expect(await screen.findByText('6 appointments successfully deleted!', {}, LOADING)).toBeTruthy();
    expect(sentBody(fetchMock, 'DELETE', '/api/appointments')).toEqual({ id: seriesAppointment.id, scope: 'following' });
  });

  it('moves an appointment with Fast Appointment Entry, changing only what the sentence gives', async () => {
    const fetchMock = openEditPage(storedAppointment, {
      'PUT /api/appointments': saved(200, 'Appointment successfully updated!'),
      'POST /api/fast-entry': () =>
        answer(200, { success: true, reader: 'built-in', response: { content: [{ type: 'text', text: '{"date": "03/09/2026", "time": "15:30"}' }] } }),
    });
    await waitFor(() => expect(field('Dog name').value).toBe('Rex'));
    fireEvent.click(screen.getByRole('button', { name: 'Fast Appointment Entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fast Appointment Entry' }, LOADING);
    fireEvent.change(within(dialog).getByLabelText(/^Appointment details/), { target: { value: 'move to next monday 3:30pm' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fill Form' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Apply to Form' }));
    await screen.findByText('Form updated successfully!');
    fireEvent.click(submitButton());
    await screen.findByText('Appointment successfully updated!');
    expect(sentBody(fetchMock, 'PUT', '/api/appointments')).toMatchObject({
      id: appointmentId,
      date: '2026-03-09',
      time: '15:30',
      customer_id: ann.id,
      groomer_id: bella.id,
      dog_name: 'Rex',
      notes: 'Nervous with clippers',
    });
  });
});
