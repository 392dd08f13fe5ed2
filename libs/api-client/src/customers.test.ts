import { describe, expect, it, vi } from 'vitest';
import { MutationObserver } from '@tanstack/react-query';
import { buildCustomer, uniqueId } from '@groombook/contracts/testing';
import {
  createCustomerMutationOptions,
  customersCountQueryOptions,
  customersQueryOptions,
  deleteCustomersMutationOptions,
  updateCustomerMutationOptions,
} from './customers';
import { answer, stubFetchAndQueries, testSession } from './testing/stub-fetch';

const bella = buildCustomer({ name: 'Bella Owner', phone_number: '(555) 010-2000', phone_e164: '+15550102000', notes: 'Nervous poodle' });
const maxId = uniqueId();
const rexId = uniqueId();

describe('customers', () => {
  const { fetchMock, client } = stubFetchAndQueries({ session: () => testSession('staff@groombook.test') });

  const call = (index: number) => {
    const [url, init] = fetchMock.mock.calls[index] ?? [];
    return { url: String(url), method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : undefined, init };
  };

  it('reads the list and the count with the bearer token', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, message: 'ok', data: { customers: [bella] } }));
    expect(await client.fetchQuery(customersQueryOptions())).toEqual([bella]);
    expect(call(0).url).toBe('/api/customers');
    expect((call(0).init?.headers as Record<string, string>).Authorization).toBe('Bearer token-1');

    fetchMock.mockResolvedValueOnce(answer(200, { success: true, message: 'ok', data: { totalCustomers: 42 } }));
    expect(await client.fetchQuery(customersCountQueryOptions())).toBe(42);
    expect(call(1).url).toBe('/api/customers?count_only=true');
  });

  it('creates and updates with the fields of the contract, then refreshes the customers and the dashboard', async () => {
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fetchMock.mockImplementation(async () => answer(200, { success: true, message: 'ok', data: { customer: bella } }));

    const create = new MutationObserver(client, createCustomerMutationOptions());
    expect(await create.mutate({ name: 'Bella Owner', phone_number: null, notes: 'Nervous poodle' })).toEqual(bella);
    expect(call(0)).toMatchObject({
      url: '/api/customers',
      method: 'POST',
      body: { name: 'Bella Owner', phone_number: null, notes: 'Nervous poodle' },
    });
    const keys = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys()).toEqual([['customers'], ['dashboard']]);

    invalidate.mockClear();
    const update = new MutationObserver(client, updateCustomerMutationOptions());
    await update.mutate({ id: bella.id, name: 'Bella', phone_number: null, notes: null });
    expect(call(1)).toMatchObject({ method: 'PUT', body: { id: bella.id, name: 'Bella', phone_number: null, notes: null } });
    expect(keys()).toEqual([['customers'], ['dashboard'], ['appointments']]);
  });

  it('deletes each selected customer with its own call and refreshes customers, appointments and the dashboard', async () => {
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fetchMock.mockImplementation(async () => answer(200, { success: true, message: 'Customer deleted' }));

    const remove = new MutationObserver(client, deleteCustomersMutationOptions());
    expect(await remove.mutate([bella.id, maxId, rexId])).toEqual([bella.id, maxId, rexId]);

    expect(fetchMock).toHaveBeenCalledTimes(3);
    const bodies = fetchMock.mock.calls.map((_, index) => call(index));
    expect(bodies.every((request) => request.method === 'DELETE' && request.url === '/api/customers')).toBe(true);
    expect(bodies.map((request) => request.body.id).sort()).toEqual([bella.id, maxId, rexId].sort());
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['customers'], ['dashboard'], ['appointments']]);
  });

  it('tries every customer when one delete fails, fails with that message and still refreshes', async () => {
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fetchMock.mockImplementation(async (_url, init) =>
      JSON.parse(String(init?.body)).id === maxId
        ? answer(404, { success: false, message: 'Customer not found', code: 'NOT_FOUND' })
        : answer(200, { success: true, message: 'Customer deleted' }),
    );

    const remove = new MutationObserver(client, deleteCustomersMutationOptions());
    await expect(remove.mutate([bella.id, maxId, rexId])).rejects.toMatchObject({ message: 'Customer not found', status: 404 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toContainEqual(['customers']);
  });
});
