// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { answer, cleanUpAfterEach } from '../../testing/fake-api';
import { renderWithToast } from '../../shared/appointment-form/testing/render-with-toast';
import { AddAppointmentPage } from './add-appointment-page';
import { ann, bella } from '../../shared/appointment-form/testing/fixtures';
import { callsTo, formApi, saved, sentBody } from '../../shared/appointment-form/testing/form-api';
import { chooseCustomer, chooseGroomer, field, submitButton, type } from '../../shared/appointment-form/testing/form-screen';

function openAddPage(route = '/add-appointment') {
  return renderWithToast(
    <Routes>
      <Route path="/add-appointment" element={<AddAppointmentPage />} />
    </Routes>,
    { route },
  );
}

const added = saved(201, 'Appointment successfully added!');

describe('add appointment page', { timeout: 15_000 }, () => {
  cleanUpAfterEach();

  it('shows the fields with their labels, 90 minutes, no time, and Add Appointment, with the keyboard in Date', async () => {
    formApi();
    openAddPage();
    expect(screen.getByRole('heading', { name: 'Add Appointment' })).toBeTruthy();
    expect(document.activeElement).toBe(field('Date'));
    expect(field('Date').value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(field('Time').value).toBe('');
    expect(field('Duration (minutes)').value).toBe('90');
    for (const label of ['Customer', 'Dog name', 'Notes', 'Service price', 'Total with Tax (6.63%)', 'Payment received', 'Calculated tip']) {
      expect(field(label)).toBeTruthy();
    }
    expect(screen.getByText('leave blank if not paid yet')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Make this a recurring appointment' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Fast Appointment Entry' }) as HTMLButtonElement).disabled).toBe(false);
    expect(submitButton().textContent).toBe('Add Appointment');
  });

  it('computes the total with tax, the tip and the tip guide as the amounts are typed', () => {
    formApi();
    openAddPage();
    expect(field('Total with Tax (6.63%)').value).toBe('$0.00');
    type('Service price', '80');
    expect(field('Total with Tax (6.63%)').value).toBe('$85.30');
    expect(field('Calculated tip').value).toBe('$0.00');
    const guide = within(screen.getByRole('group', { name: 'Tip guide' }));
    for (const line of ['15%: $12.00', '20%: $16.00', '25%: $20.00', '30%: $24.00']) expect(guide.getByText(line)).toBeTruthy();
    type('Payment received', '100');
    expect(field('Calculated tip').value).toBe('$14.70');
    type('Payment received', '50');
    expect(field('Calculated tip').value).toBe('$0.00');
  });

  it('picks a half-hour slot or a custom time in the time picker, and clears it', () => {
    formApi();
    openAddPage();
    fireEvent.click(field('Time'));
    const dialog = screen.getByRole('dialog', { name: 'Select Time' });
    const slots = within(within(dialog).getByRole('group', { name: 'Time slots' })).getAllByRole('button');
    expect(slots.map((slot) => slot.textContent)).toHaveLength(21);
    expect([slots[0]?.textContent, slots[20]?.textContent]).toEqual(['9:00 AM', '7:00 PM']);
    fireEvent.click(within(dialog).getByRole('button', { name: '2:30 PM' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field('Time').value).toBe('2:30 PM');
    // The keyboard carries on from the field the picker was opened from.
    expect(document.activeElement).toBe(field('Time'));

    fireEvent.click(field('Time'));
    type('Custom time', '08:15');
    fireEvent.click(screen.getByRole('button', { name: 'Use custom time' }));
    expect(field('Time').value).toBe('8:15 AM');

    fireEvent.click(field('Time'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear time' }));
    expect(field('Time').value).toBe('');
  });

  it('moves along the slots with the arrow keys from one Tab stop, and Enter picks', () => {
    formApi();
    openAddPage();
    field('Time').focus();
    fireEvent.keyDown(field('Time'), { key: 'Enter' });
    const dialog = screen.getByRole('dialog', { name: 'Select Time' });
    const slots = within(within(dialog).getByRole('group', { name: 'Time slots' })).getAllByRole('button');
    // One Tab stop: the first slot while no time is chosen.
    expect(slots.map((slot) => slot.tabIndex).filter((index) => index === 0)).toHaveLength(1);
    expect(slots[0]?.tabIndex).toBe(0);
    slots[0]?.focus();
    const press = (key: string) => fireEvent.keyDown(document.activeElement as Element, { key });
    const label = (index: number) => slots[index]?.textContent;
    // The grid has 4 columns from 36em, 3 below (the rows ArrowDown and ArrowUp move by).
    const columns = window.matchMedia('(min-width: 36em)').matches ? 4 : 3;
    press('ArrowRight');
    press('ArrowRight');
    expect(document.activeElement?.textContent).toBe('10:00 AM');
    press('ArrowDown');
    expect(document.activeElement?.textContent).toBe(label(2 + columns));
    press('ArrowLeft');
    press('ArrowUp');
    expect(document.activeElement?.textContent).toBe('9:30 AM');
    press('End');
    expect(document.activeElement?.textContent).toBe('7:00 PM');
    // At the edge the focus stays.
    press('ArrowRight');
    press('ArrowDown');
    expect(document.activeElement?.textContent).toBe('7:00 PM');
    press('Home');
    press('ArrowUp');
    press('ArrowLeft');
    expect(document.activeElement?.textContent).toBe('9:00 AM');
    // 3:00 PM, the 13th slot, is a few keys away.
    for (let row = 0; row < 12 / columns; row++) press('ArrowDown');
    expect(document.activeElement?.textContent).toBe('3:00 PM');
    // The Tab stop follows the focus.
    expect(within(dialog).getByRole('button', { name: '3:00 PM' }).tabIndex).toBe(0);
    expect(slots[0]?.tabIndex).toBe(-1);
    fireEvent.click(document.activeElement as Element);
    expect(field('Time').value).toBe('3:00 PM');

    // Opened again, the Tab stop is the chosen slot.
    fireEvent.keyDown(field('Time'), { key: 'Enter' });
    expect(within(screen.getByRole('dialog', { name: 'Select Time' })).getByRole('button', { name: '3:00 PM' }).tabIndex).toBe(0);
  });

  it('opens the time picker with Enter or Space on the field, and Cancel gives the focus back to it', () => {
    formApi();
    openAddPage();
    for (const key of ['Enter', ' ']) {
      field('Time').focus();
      fireEvent.keyDown(field('Time'), { key });
      const dialog = screen.getByRole('dialog', { name: 'Select Time' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(field('Time'));
    }
  });

  it("says 'Date is required', 'Customer is required', 'Dog name is required' and 'Groomer is required' and sends nothing", async () => {
    const fetchMock = formApi();
    openAddPage();
    type('Date', '');
    type('Dog name', '   ');
    fireEvent.click(submitButton());
    expect(await screen.findByText('Date is required')).toBeTruthy();
    expect(screen.getByText('Customer is required')).toBeTruthy();
    expect(screen.getByText('Dog name is required')).toBeTruthy();
    expect(screen.getByText('Groomer is required')).toBeTruthy();
    expect(sentBody(fetchMock, 'POST', '/api/appointments')).toBeUndefined();
  });

  it('adds the appointment, says at the top what was booked, clears the form and the ?customerId it came with, and puts the focus on the heading', async () => {
    const fetchMock = formApi({ 'POST /api/appointments': added });
    const { location } = openAddPage(`/add-appointment?customerId=${ann.id}`);
    await waitFor(() => expect(field('Customer').value).toBe('Ann Smith'));
    type('Date', '2026-03-02');
    await chooseGroomer(bella.name);
    type('Dog name', 'Rex');
    type('Service price', '80');
    fireEvent.click(submitButton());

    expect((await screen.findByRole('status')).textContent).toBe(`Appointment successfully added! Booked Rex with ${bella.name} on Mon, Mar 2, 2026.`);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Add Appointment' })));
    expect(sentBody(fetchMock, 'POST', '/api/appointments')).toEqual({
      date: '2026-03-02',
      customer_id: ann.id,
      groomer_id: bella.id,
      dog_name: 'Rex',
      charged_amount: 80,
      amount_given: null,
      tip: 0,
      total_with_tax: 85.3,
      notes: null,
      duration_minutes: 90,
    });
    // No time, so no conflict check.
    expect(callsTo(fetchMock, '/api/groomer-conflicts')).toHaveLength(0);
    expect(field('Customer').value).toBe('');
    expect(field('Dog name').value).toBe('');
    expect(field('Service price').value).toBe('');
    expect((screen.getByRole('combobox', { name: 'Groomer' }) as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(location.href).toBe('/add-appointment'));
  });

  it("shows 'Failed to add appointment: ...' with the server's message and keeps the entries", async () => {
    formApi({
      'POST /api/appointments': () => answer(404, { success: false, message: 'Customer not found', code: 'NOT_FOUND' }),
    });
    openAddPage();
    await chooseGroomer(bella.name);
    await chooseCustomer('Ann Smith');
    type('Dog name', 'Rex');
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to add appointment: Customer not found');
    expect(field('Dog name').value).toBe('Rex');
  });
});
