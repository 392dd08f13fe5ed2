import { describe, expect, it } from 'vitest';
import { MutationObserver } from '@tanstack/react-query';
import { buildCustomer, buildCustomerGroup } from '@groombook/contracts/testing';
import {
  createCustomerGroupMutationOptions,
  customerGroupQueryKey,
  customerGroupQueryOptions,
  customerGroupsQueryKey,
  customerGroupsQueryOptions,
  deleteCustomerGroupMutationOptions,
  updateCustomerGroupMutationOptions,
} from './groups';
import { answer, stubFetchAndQueries } from './testing/stub-fetch';

const regulars = buildCustomerGroup({ name: 'Regulars', member_count: 1 });
const vip = buildCustomerGroup({ name: 'VIP', member_count: 0 });
const ann = buildCustomer({ name: 'Ann Smith', phone_number: '201-555-0101' });

describe('customer groups calls', () => {
  const { fetchMock, client, lastCall } = stubFetchAndQueries();

  it('reads the list from GET /api/customer-groups with the bearer token', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, data: { groups: [regulars, vip] } }));
    await expect(client.fetchQuery(customerGroupsQueryOptions())).resolves.toEqual([regulars, vip]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/customer-groups');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
  });

  it('reads one group and its members with ?id=', async () => {
    const members = [{ id: ann.id, name: ann.name, phone_number: ann.phone_number }];
    fetchMock.mockResolvedValue(answer(200, { success: true, data: { group: regulars, members } }));
    await expect(client.fetchQuery(customerGroupQueryOptions(regulars.id))).resolves.toEqual({ group: regulars, members });
    expect(lastCall().url).toBe(`/api/customer-groups?id=${regulars.id}`);
  });

  it("passes on the server's reason when a group is gone", async () => {
    fetchMock.mockResolvedValue(answer(404, { success: false, message: 'Customer group not found', code: 'NOT_FOUND' }));
    await expect(client.fetchQuery(customerGroupQueryOptions(vip.id))).rejects.toMatchObject({
      message: 'Customer group not found',
      status: 404,
    });
  });

  it('creates and updates with POST and PUT (name and member_ids), then reads the groups again', async () => {
    client.setQueryData(customerGroupsQueryKey, [vip]);
    client.setQueryData(customerGroupQueryKey(regulars.id), { group: regulars, members: [] });
    fetchMock.mockResolvedValue(answer(201, { success: true, data: { group: regulars } }));
    const created = new MutationObserver(client, createCustomerGroupMutationOptions()).mutate({ name: 'Regulars', member_ids: [ann.id] });
    await expect(created).resolves.toEqual(regulars);
    expect(lastCall()).toEqual({ url: '/api/customer-groups', method: 'POST', body: { name: 'Regulars', member_ids: [ann.id] } });
    expect(client.getQueryState(customerGroupsQueryKey)?.isInvalidated).toBe(true);

    client.setQueryData(customerGroupsQueryKey, [regulars, vip]);
    client.setQueryData(customerGroupQueryKey(regulars.id), { group: regulars, members: [] });
    fetchMock.mockResolvedValue(answer(200, { success: true, data: { group: { ...regulars, name: 'Weekly' } } }));
    await new MutationObserver(client, updateCustomerGroupMutationOptions()).mutate({ id: regulars.id, name: 'Weekly', member_ids: [] });
    expect(lastCall()).toEqual({ url: '/api/customer-groups', method: 'PUT', body: { id: regulars.id, name: 'Weekly', member_ids: [] } });
    expect(client.getQueryState(customerGroupsQueryKey)?.isInvalidated).toBe(true);
    // The group's own members are read again too.
    expect(client.getQueryState(customerGroupQueryKey(regulars.id))?.isInvalidated).toBe(true);
  });

  it("keeps the list as it was when the server refuses a member, and passes on its reason", async () => {
    client.setQueryData(customerGroupsQueryKey, [vip]);
    const reason = 'member_ids: 00000000-0000-4000-8000-00000000ffff is not a customer of your company';
    fetchMock.mockResolvedValue(answer(400, { success: false, message: reason, code: 'VALIDATION_FAILED' }));
    await expect(
      new MutationObserver(client, createCustomerGroupMutationOptions()).mutate({ name: 'X', member_ids: ['00000000-0000-4000-8000-00000000ffff'] }),
    ).rejects.toMatchObject({ message: reason, status: 400 });
    expect(client.getQueryData(customerGroupsQueryKey)).toEqual([vip]);
    expect(client.getQueryState(customerGroupsQueryKey)?.isInvalidated).toBe(false);
  });

  it('deletes with the id in the body and drops the group from the list', async () => {
    client.setQueryData(customerGroupsQueryKey, [regulars, vip]);
    client.setQueryData(customerGroupQueryKey(regulars.id), { group: regulars, members: [] });
    fetchMock.mockResolvedValue(answer(200, { success: true, message: 'Customer group deleted' }));
    await expect(new MutationObserver(client, deleteCustomerGroupMutationOptions()).mutate(regulars.id)).resolves.toBe('Customer group deleted');
    expect(lastCall()).toEqual({ url: '/api/customer-groups', method: 'DELETE', body: { id: regulars.id } });
    expect(client.getQueryData(customerGroupsQueryKey)).toEqual([vip]);
    expect(client.getQueryData(customerGroupQueryKey(regulars.id))).toBeUndefined();
  });
});
