// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { answer, cleanUpAfterEach, type Handler } from '../../testing/fake-api';
import { renderWithToast } from '../../shared/appointment-form/testing/render-with-toast';
import { AddAppointmentPage } from './add-appointment-page';
import { bella } from '../../shared/appointment-form/testing/fixtures';
import { callsTo, conflictsOf, formApi, saved, sentBody } from '../../shared/appointment-form/testing/form-api';
import { chooseCustomer, chooseGroomer, pickTime, submitButton, type } from '../../shared/appointment-form/testing/form-screen';

const rexAt10 = { id: 'a1', time: '10:00', customerName: 'Ann Smith', dogName: 'Rex', customer_name: 'Ann Smith' };
const unnamed = { id: 'a2', time: '10:30', customerName: null, dogName: null, customer_name: null };

async function addAt1030(conflicts: Handler) {
  const fetchMock = formApi({ 'GET /api/groomer-conflicts': conflicts, 'POST /api/appointments': saved(201, 'Appointment successfully added!') });
  renderWithToast(<AddAppointmentPage />, { route: '/add-appointment' });
  type('Date', '2026-03-02');
  pickTime('10:30 AM');
  type('Duration (minutes)', '60');
  await chooseGroomer(bella.name);
  await chooseCustomer('Ann Smith');
  type('Dog name', 'Rex');
  fireEvent.click(submitButton());
  expect((await screen.findByRole('status')).textContent).toBe(`Appointment successfully added! Booked Rex with ${bella.name} on Mon, Mar 2, 2026 at 10:30 AM.`);
  return fetchMock;
}

const banner = () => screen.getByRole('alert', { name: 'Conflict warning' }).textContent;

describe('conflict check on submit', { timeout: 15_000 }, () => {
  cleanUpAfterEach();

  it('asks about the groomer, date, time and duration, then saves and names the one conflict, its time as h:mm AM/PM', async () => {
    const fetchMock = await addAt1030(conflictsOf([rexAt10]));
    const [check] = callsTo(fetchMock, '/api/groomer-conflicts');
    expect(Object.fromEntries(check?.searchParams ?? [])).toEqual({ groomerId: bella.id, date: '2026-03-02', time: '10:30', duration: '60' });
    expect(sentBody(fetchMock, 'POST', '/api/appointments')).toMatchObject({ time: '10:30', duration_minutes: 60 });
    expect(banner()).toBe('Scheduling conflict: Ann Smith (Rex) is already scheduled at 10:00 AM');
  });

  it("falls back to 'Unknown Customer' and 'Unknown Dog'", async () => {
    await addAt1030(conflictsOf([unnamed]));
    expect(banner()).toBe('Scheduling conflict: Unknown Customer (Unknown Dog) is already scheduled at 10:30 AM');
  });

  it('counts several conflicts and names each', async () => {
    await addAt1030(conflictsOf([rexAt10, unnamed]));
    expect(banner()).toBe(
      'Multiple scheduling conflicts detected (2 conflicts): Ann Smith (Rex) at 10:00 AM; Unknown Customer (Unknown Dog) at 10:30 AM. Please check the appointment times.',
    );
  });

  it('saves anyway when the check fails, and says it could not run', async () => {
    const fetchMock = await addAt1030(() => answer(500, { success: false, message: 'Database unavailable', code: 'INTERNAL_ERROR' }));
    expect(sentBody(fetchMock, 'POST', '/api/appointments')).toBeDefined();
    expect(banner()).toBe('The conflict check could not run; this appointment was saved without it.');
  });

  it('shows no banner when there is no conflict', async () => {
    await addAt1030(conflictsOf([]));
    expect(screen.queryByRole('alert', { name: 'Conflict warning' })).toBeNull();
  });
});
