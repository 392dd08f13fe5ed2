import { describe, expect, it } from 'vitest';
import { MutationObserver } from '@tanstack/react-query';
import { buildGroomer } from '@groombook/contracts/testing';
import {
  createGroomerMutationOptions,
  deleteGroomerMutationOptions,
  groomersQueryKey,
  groomersQueryOptions,
  updateGroomerMutationOptions,
} from './groomers';
import { answer, stubFetchAndQueries } from './testing/stub-fetch';

const bella = buildGroomer({ name: 'Bella' });
const max = buildGroomer({ name: 'Max' });

describe('groomers calls', () => {
  const { fetchMock, client, lastCall } = stubFetchAndQueries();

  it('reads the list from GET /api/assignees with the bearer token', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, data: { assignees: [bella, max] } }));
    await expect(client.fetchQuery(groomersQueryOptions())).resolves.toEqual([bella, max]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/assignees');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
  });

  it('adds and renames with POST and PUT, then reads the list again', async () => {
    client.setQueryData(groomersQueryKey, [bella]);
    fetchMock.mockResolvedValue(answer(201, { success: true, data: { assignee: max } }));
    await expect(new MutationObserver(client, createGroomerMutationOptions()).mutate({ name: 'Max' })).resolves.toEqual(max);
    expect(lastCall()).toEqual({ url: '/api/assignees', method: 'POST', body: { name: 'Max' } });
    expect(client.getQueryState(groomersQueryKey)?.isInvalidated).toBe(true);

    client.setQueryData(groomersQueryKey, [bella, max]);
    fetchMock.mockResolvedValue(answer(200, { success: true, data: { assignee: { ...max, name: 'Maxine' } } }));
    await new MutationObserver(client, updateGroomerMutationOptions()).mutate({ id: max.id, name: 'Maxine' });
    expect(lastCall()).toEqual({ url: '/api/assignees', method: 'PUT', body: { id: max.id, name: 'Maxine' } });
    expect(client.getQueryState(groomersQueryKey)?.isInvalidated).toBe(true);
  });

  it('deletes with the id in the body and drops the groomer from the list', async () => {
    client.setQueryData(groomersQueryKey, [bella, max]);
    fetchMock.mockResolvedValue(answer(200, { success: true, message: 'Groomer deleted' }));
    await new MutationObserver(client, deleteGroomerMutationOptions()).mutate(bella.id);
    expect(lastCall()).toEqual({ url: '/api/assignees', method: 'DELETE', body: { id: bella.id } });
    expect(client.getQueryData(groomersQueryKey)).toEqual([max]);
  });

  it("keeps a groomer who has appointments and passes on the server's reason", async () => {
    client.setQueryData(groomersQueryKey, [bella]);
    const reason = 'This groomer has appointments. Reassign or delete them first.';
    fetchMock.mockResolvedValue(answer(409, { success: false, message: reason, code: 'CONFLICT' }));
    await expect(new MutationObserver(client, deleteGroomerMutationOptions()).mutate(bella.id)).rejects.toMatchObject({
      message: reason,
      status: 409,
      code: 'CONFLICT',
    });
    expect(client.getQueryData(groomersQueryKey)).toEqual([bella]);
  });
});
