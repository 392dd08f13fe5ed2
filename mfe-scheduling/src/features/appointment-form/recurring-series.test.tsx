// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer, cleanUpAfterEach } from '../../testing/fake-api';
import { renderWithToast } from '../../shared/appointment-form/testing/render-with-toast';
import { AddAppointmentPage } from './add-appointment-page';
import { ann, bella } from '../../shared/appointment-form/testing/fixtures';
import { callsTo, formApi, sentBody } from '../../shared/appointment-form/testing/form-api';
import { chooseCustomer, chooseGroomer, field, pickTime, submitButton, type } from '../../shared/appointment-form/testing/form-screen';

function openRecurring(handlers: Parameters<typeof formApi>[0] = {}) {
  const fetchMock = formApi(handlers);
  renderWithToast(<AddAppointmentPage />, { route: '/add-appointment' });
  type('Date', '2026-03-02');
  fireEvent.click(screen.getByRole('switch', { name: 'Make this a recurring appointment' }));
  return fetchMock;
}

const preview = () => within(screen.getByRole('group', { name: 'Series preview' }));

// Filling the whole form (groomer, customer, dog) takes a few seconds of rendering on a loaded machine.
describe('recurring series', { timeout: 15_000 }, () => {
  cleanUpAfterEach();

  it('previews the dates and names the submit after their count', () => {
    openRecurring();
    expect(preview().getByText('Preview: 4 appointments')).toBeTruthy();
    expect(preview().getByText('Mon, Mar 2, 2026')).toBeTruthy();
    expect(preview().getByText('Mon, Mar 23, 2026')).toBeTruthy();
    expect(submitButton().textContent).toBe('Create 4 Appointments');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Wed' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mon' }));
    expect(preview().getByText('Wed, Mar 4, 2026')).toBeTruthy();
    expect(submitButton().textContent).toBe('Create 4 Appointments');
  });

  it("shows 20 dates and a '+N more' badge", () => {
    openRecurring();
    fireEvent.click(screen.getByRole('radio', { name: 'Daily' }));
    type('Number of appointments', '45');
    expect(preview().getAllByText(/2026$/)).toHaveLength(20);
    expect(preview().getByText('+25 more')).toBeTruthy();
    expect(submitButton().textContent).toBe('Create 45 Appointments');
  });

  it('says what is wrong as it is typed, in the words the API uses for the same rule, and blocks the submit', () => {
    openRecurring();
    type('Interval', '13');
    expect(screen.getByText('Interval must be an integer between 1 and 12')).toBeTruthy();
    type('Interval', '2');
    type('Number of appointments', '101');
    expect(screen.getByText('End count must be an integer between 2 and 100')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'On a date' }));
    expect(screen.getByText('Valid end date is required when end type is date')).toBeTruthy();
    type('End date', '2026-03-01');
    expect(screen.getByText('End date must be after start date')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
    type('End date', '2026-03-30');
    expect(screen.queryByText('End date must be after start date')).toBeNull();
    expect(submitButton().textContent).toBe('Create 3 Appointments');
  });

  it('creates a single appointment when only one date results', () => {
    openRecurring();
    fireEvent.click(screen.getByRole('radio', { name: 'On a date' }));
    type('End date', '2026-03-05');
    expect(submitButton().textContent).toBe('Add Appointment');
  });

  it("warns 'N of M appointments have groomer conflicts' naming each by date and time, then creates the series and says so in words", { timeout: 15_000 }, async () => {
    const fetchMock = openRecurring({
      'GET /api/groomer-conflicts': ({ url }) => {
        const busy = url.searchParams.get('date') === '2026-03-09';
        return answer(200, { success: true, hasConflicts: busy, conflicts: busy ? [{ id: 'a', time: '10:00', customerName: 'Ann', dogName: 'Rex', customer_name: 'Ann' }] : [] });
      },
      'POST /api/recurring-appointments': () =>
        answer(201, { success: true, message: 'ok', data: { total_appointments: 4, recurring_group_id: 'series-42' } }),
    });
    pickTime('10:00 AM');
    await chooseGroomer(bella.name);
    await chooseCustomer('Ann Smith');
    type('Dog name', 'Rex');
    const warning = await screen.findByRole('alert', { name: 'Conflict warning' });
    await waitFor(() => expect(within(warning).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `${bella.name} is already booked on Mon, Mar 9, 2026 at 10:00 AM (Rex)`,
    ]));
    expect(warning.textContent).toBe(
      '1 of 4 appointments have groomer conflicts' + `${bella.name} is already booked on Mon, Mar 9, 2026 at 10:00 AM (Rex)` + 'You can proceed and resolve the conflicts later.',
    );
    expect(callsTo(fetchMock, '/api/groomer-conflicts')).toHaveLength(4);

    fireEvent.click(submitButton());
    // Never the series id.
    expect((await screen.findByRole('status')).textContent).toBe(`Booked 4 appointments for Rex with ${bella.name}, every week from Mon, Mar 2, 2026 at 10:00 AM.`);
    expect(sentBody(fetchMock, 'POST', '/api/recurring-appointments')).toEqual({
      date: '2026-03-02',
      time: '10:00',
      customer_id: ann.id,
      groomer_id: bella.id,
      dog_name: 'Rex',
      charged_amount: null,
      amount_given: null,
      notes: null,
      duration_minutes: 90,
      recurring_config: { frequency: 'weekly', interval: 1, endType: 'count', endCount: 4 },
    });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Make this a recurring appointment' })).toHaveProperty('checked', false));
    expect(field('Time').value).toBe('');
    // The warning stays in view above the cleared form.
    expect(screen.getByRole('alert', { name: 'Conflict warning' }).textContent).toContain('Mon, Mar 9, 2026 at 10:00 AM (Rex)');
  });

  it("shows 'Failed to create recurring appointments: ...' with the server's message", { timeout: 15_000 }, async () => {
    openRecurring({
      'POST /api/recurring-appointments': () =>
        answer(400, { success: false, message: 'recurring_config: End count must be an integer between 2 and 100', code: 'VALIDATION_FAILED' }),
    });
    await chooseGroomer(bella.name);
    await chooseCustomer('Ann Smith');
    type('Dog name', 'Rex');
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to create recurring appointments: recurring_config: End count must be an integer between 2 and 100',
    );
  });
});
