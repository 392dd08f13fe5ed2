import { describe, expect, it } from 'vitest';
import { MutationObserver } from '@tanstack/react-query';
import { buildPet } from '@groombook/contracts/testing';
import {
  createPetMutationOptions,
  customerPetsQueryKey,
  customerPetsQueryOptions,
  deletePetMutationOptions,
  updatePetMutationOptions,
} from './pets';
import { answer, stubFetchAndQueries } from './testing/stub-fetch';

const owner = '00000000-0000-4000-8000-0000000000aa';
const biscuit = buildPet({ name: 'Biscuit', customer_id: owner, vaccinations: [{ name: 'Rabies', expires_on: '2026-01-31' }] });

describe('pets calls', () => {
  const { fetchMock, client, lastCall } = stubFetchAndQueries();

  it("reads a customer's pets from GET /api/pets?customer_id=", async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, message: '1 pets', data: { pets: [biscuit] } }));
    await expect(client.fetchQuery(customerPetsQueryOptions(owner))).resolves.toEqual([biscuit]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/pets?customer_id=${owner}`);
  });

  it('adds, edits and deletes with POST, PUT and DELETE, then reads the pets again', async () => {
    const petAnswer = answer(200, { success: true, message: 'ok', data: { pet: biscuit } });
    client.setQueryData(customerPetsQueryKey(owner), [biscuit]);
    fetchMock.mockResolvedValue(petAnswer);
    await new MutationObserver(client, createPetMutationOptions()).mutate({ customer_id: owner, name: 'Biscuit' });
    expect(lastCall()).toEqual({ url: '/api/pets', method: 'POST', body: { customer_id: owner, name: 'Biscuit' } });
    expect(client.getQueryState(customerPetsQueryKey(owner))?.isInvalidated).toBe(true);

    client.setQueryData(customerPetsQueryKey(owner), [biscuit]);
    fetchMock.mockResolvedValue(answer(200, { success: true, message: 'ok', data: { pet: biscuit } }));
    await new MutationObserver(client, updatePetMutationOptions()).mutate({ id: biscuit.id, weight_kg: 9 });
    expect(lastCall()).toEqual({ url: '/api/pets', method: 'PUT', body: { id: biscuit.id, weight_kg: 9 } });
    expect(client.getQueryState(customerPetsQueryKey(owner))?.isInvalidated).toBe(true);

    client.setQueryData(customerPetsQueryKey(owner), [biscuit]);
    fetchMock.mockResolvedValue(answer(200, { success: true, message: 'Pet deleted' }));
    await expect(new MutationObserver(client, deletePetMutationOptions()).mutate(biscuit.id)).resolves.toBe('Pet deleted');
    expect(lastCall()).toEqual({ url: '/api/pets', method: 'DELETE', body: { id: biscuit.id } });
    expect(client.getQueryState(customerPetsQueryKey(owner))?.isInvalidated).toBe(true);
  });
});
