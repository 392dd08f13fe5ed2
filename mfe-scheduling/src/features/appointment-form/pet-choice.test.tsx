// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { buildPet } from '@groombook/ui-testing';
import { answer, cleanUpAfterEach } from '../../testing/fake-api';
import { renderWithToast } from '../../shared/appointment-form/testing/render-with-toast';
import { AddAppointmentPage } from './add-appointment-page';
import { ann } from '../../shared/appointment-form/testing/fixtures';
import { callsTo, formApi } from '../../shared/appointment-form/testing/form-api';
import { field, type } from '../../shared/appointment-form/testing/form-screen';

const biscuit = buildPet({
  name: 'Biscuit',
  customer_id: ann.id,
  breed: 'Cockapoo',
  vaccinations: [
    { name: 'Rabies', expires_on: '2026-03-09' },
    { name: 'Bordetella', expires_on: '2027-01-01' },
  ],
  usual_duration_minutes: 75,
});
const pepper = buildPet({ name: 'Pepper', customer_id: ann.id });

function openForAnn(pets = [biscuit, pepper]) {
  const fetchMock = formApi({ 'GET /api/pets': () => answer(200, { success: true, message: `${pets.length} pets`, data: { pets } }) });
  renderWithToast(
    <Routes>
      <Route path="/add-appointment" element={<AddAppointmentPage />} />
    </Routes>,
    { route: `/add-appointment?customerId=${ann.id}` },
  );
  return fetchMock;
}

async function pickPet(name: RegExp) {
  fireEvent.focus(field('Dog name'));
  fireEvent.click(await within(await screen.findByRole('listbox', { name: 'Pets' })).findByRole('option', { name }));
}

describe('appointment form: the customer’s pets', { timeout: 15_000 }, () => {
  cleanUpAfterEach();

  it("offers the customer's pets for the dog name and still takes any name typed", async () => {
    const fetchMock = openForAnn();
    await pickPet(/^Biscuit/);
    expect(field('Dog name').value).toBe('Biscuit');
    expect(callsTo(fetchMock, '/api/pets')[0]?.searchParams.get('customer_id')).toBe(ann.id);

    type('Dog name', 'Walk-in Rex');
    expect(field('Dog name').value).toBe('Walk-in Rex');
    expect(screen.queryByRole('alert', { name: /^Vaccination warning/ })).toBeNull();
    expect(screen.queryByRole('status', { name: 'Duration suggestion' })).toBeNull();
  });

  it('warns, without blocking, of a vaccination expired on the appointment’s date', async () => {
    openForAnn();
    type('Date', '2026-03-10');
    await pickPet(/^Biscuit/);
    const warning = await screen.findByRole('alert', { name: /^Vaccination warning/ });
    expect(warning.textContent).toContain('Rabies expired on Mon, Mar 9, 2026');
    expect(warning.textContent).not.toContain('Bordetella');

    // Valid through its expiry day: no warning for an appointment on it.
    type('Date', '2026-03-09');
    await waitFor(() => expect(screen.queryByRole('alert', { name: /^Vaccination warning/ })).toBeNull());
  });

  it('suggests the pet’s usual duration, which is taken only on Use', async () => {
    openForAnn();
    await pickPet(/^Biscuit/);
    const suggestion = await screen.findByRole('status', { name: 'Duration suggestion' });
    expect(suggestion.textContent).toContain('Usually 75 min');
    expect(field('Duration (minutes)').value).toBe('90');
    fireEvent.click(within(suggestion).getByRole('button', { name: 'Use 75 min' }));
    await waitFor(() => expect(field('Duration (minutes)').value).toBe('75'));
    expect(screen.queryByRole('status', { name: 'Duration suggestion' })).toBeNull();

    // A pet without past appointments suggests nothing.
    type('Dog name', 'pepper');
    expect(screen.queryByRole('status', { name: 'Duration suggestion' })).toBeNull();
  });

  it('fills in the only pet of a customer who has one, once: a name cleared afterwards stays cleared', async () => {
    openForAnn([pepper]);
    await waitFor(() => expect(field('Dog name').value).toBe('Pepper'));
    type('Dog name', '');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(field('Dog name').value).toBe('');
  });

  it('leaves the dog name empty for a customer with several pets', async () => {
    openForAnn();
    // The pets have arrived once the field offers them.
    await waitFor(() => expect(field('Dog name').placeholder).toBe('Pick a pet or type a name'));
    expect(field('Dog name').value).toBe('');
  });
});
