// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Pet } from '@groombook/contracts';
import { buildPet } from '@groombook/ui-testing';
import CustomersApp from '../../../app';
import { answer, cleanUpAfterEach, fakeApi, requestsTo } from '../../../testing/fake-api';
import { appointmentsAnswer, bella, customersAnswer } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';

const petsAnswer = (pets: Pet[]) => answer(200, { success: true, message: `${pets.length} pets`, data: { pets } });
const biscuit = buildPet({ name: 'Biscuit', customer_id: bella.id, breed: 'Cockapoo', weight_kg: 8.5, vaccinations: [{ name: 'Rabies', expires_on: '2020-01-31' }] });

async function openPets(pets: Pet[], handlers: Parameters<typeof fakeApi>[0] = {}) {
  let current = pets;
  const fetchMock = fakeApi({
    'GET /api/customers': customersAnswer([bella]),
    'GET /api/appointments': () => appointmentsAnswer([]),
    'GET /api/pets': () => petsAnswer(current),
    ...handlers,
  });
  renderWithProviders(<CustomersApp />, { route: `/customers/${bella.id}` });
  const region = await screen.findByRole('region', { name: 'Pets' });
  return { fetchMock, region, setPets: (next: Pet[]) => (current = next) };
}

/** By its label; the required name field by its accessible name (its label also shows an asterisk). */
const field = (label: string) => (label === 'Pet name' ? screen.getByRole('textbox', { name: label }) : screen.getByLabelText(label));
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('customer dialog: pets', () => {
  cleanUpAfterEach();

  it("lists the customer's pets with their details and marks an expired vaccination", async () => {
    const { fetchMock, region } = await openPets([biscuit]);
    const card = await within(region).findByRole('group', { name: 'Biscuit' });
    expect(within(card).getByText('Cockapoo · 8.5 kg')).toBeTruthy();
    expect(within(card).getByText(/Rabies: expired/)).toBeTruthy();
    expect(requestsTo(fetchMock, 'GET /api/pets')[0]?.url.searchParams.get('customer_id')).toBe(bella.id);
  });

  it('adds a pet with a vaccination, refusing a bad weight first, then lists it', async () => {
    const { fetchMock, region, setPets } = await openPets([], {
      'POST /api/pets': () => {
        setPets([biscuit]);
        return answer(201, { success: true, message: 'Pet added', data: { pet: biscuit } });
      },
    });
    expect(await within(region).findByText('No pets yet')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Add Pet' }));
    type('Pet name', 'Biscuit');
    type('Weight (kg)', '-2');
    fireEvent.click(within(region).getByRole('button', { name: 'Add vaccination' }));
    type('Vaccination 1', 'Rabies');
    type('Vaccination 1 expires', '2020-01-31');
    fireEvent.click(within(region).getByRole('button', { name: 'Save Pet' }));
    expect((await within(region).findByRole('alert')).textContent).toBe('Weight must be more than 0');
    expect(requestsTo(fetchMock, 'POST /api/pets')).toHaveLength(0);

    type('Weight (kg)', '8.5');
    type('Size', 'medium');
    fireEvent.click(within(region).getByRole('button', { name: 'Save Pet' }));
    expect(await within(region).findByRole('group', { name: 'Biscuit' })).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST /api/pets')[0]?.body).toMatchObject({
      customer_id: bella.id,
      name: 'Biscuit',
      weight_kg: 8.5,
      size: 'medium',
      vaccinations: [{ name: 'Rabies', expires_on: '2020-01-31' }],
    });
  });

  it('edits and deletes a pet after a confirmation', async () => {
    const { fetchMock, region, setPets } = await openPets([biscuit], {
      'PUT /api/pets': () => answer(200, { success: true, message: 'Pet updated', data: { pet: { ...biscuit, coat: 'Curly' } } }),
      'DELETE /api/pets': () => {
        setPets([]);
        return answer(200, { success: true, message: 'Pet deleted' });
      },
    });
    fireEvent.click(await within(region).findByRole('button', { name: 'Edit Biscuit' }));
    expect((field('Pet name') as HTMLInputElement).value).toBe('Biscuit');
    type('Coat', 'Curly');
    fireEvent.click(within(region).getByRole('button', { name: 'Save Pet' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'PUT /api/pets')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'PUT /api/pets')[0]?.body).toMatchObject({ id: biscuit.id, coat: 'Curly' });

    fireEvent.click(await within(region).findByRole('button', { name: 'Delete Biscuit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Pet' }));
    expect(await within(region).findByText('No pets yet')).toBeTruthy();
    expect(requestsTo(fetchMock, 'DELETE /api/pets')[0]?.body).toEqual({ id: biscuit.id });
  });
});
