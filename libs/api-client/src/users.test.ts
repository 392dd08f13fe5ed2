import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import type { CompanyUser } from '@groombook/contracts';
import { buildCompanyUser, uniqueId } from '@groombook/contracts/testing';
import { setUserDisabledMutationOptions, updateUserRoleMutationOptions, usersQueryKey, usersQueryOptions } from './users';
import { answer, stubFetchAndQueries } from './testing/stub-fetch';

const companyId = uniqueId();
const rex = buildCompanyUser({ email: 'rex@salon.test', name: 'Rex', role: 'staff', company_id: companyId });
const bella = buildCompanyUser({ email: 'bella@salon.test', name: 'Bella', role: 'staff', company_id: companyId });

describe('role change in the user manager', () => {
  const { fetchMock, client } = stubFetchAndQueries();
  let serverUsers: CompanyUser[];
  let answerRoleChange: (response: Response) => void;

  beforeEach(() => {
    serverUsers = [rex, bella];
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === 'PUT') return new Promise<Response>((resolve) => (answerRoleChange = resolve));
      return answer(200, { success: true, data: { users: serverUsers } });
    });
  });

  async function loadedList() {
    const list = new QueryObserver(client, usersQueryOptions(companyId));
    const unsubscribe = list.subscribe(() => undefined);
    await vi.waitFor(() => expect(list.getCurrentResult().data).toEqual([rex, bella]));
    return unsubscribe;
  }

  const cached = () => client.getQueryData<CompanyUser[]>(usersQueryKey(companyId));

  it('shows the new role at once and keeps what the server saved', async () => {
    const unsubscribe = await loadedList();
    const change = new MutationObserver(client, updateUserRoleMutationOptions(companyId));
    const done = change.mutate({ id: rex.id, role: 'admin' });

    await vi.waitFor(() => expect(cached()?.[0]?.role).toBe('admin'));
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    expect(url).toBe('/api/users');
    expect(JSON.parse(String(init?.body))).toEqual({ id: rex.id, role: 'admin' });

    answerRoleChange(answer(200, { success: true, user: { ...rex, role: 'admin', name: 'Rex B.' } }));
    await done;
    expect(cached()).toEqual([{ ...rex, role: 'admin', name: 'Rex B.' }, bella]);
    unsubscribe();
  });

  it('puts the previous role back and reloads the list when the server refuses', async () => {
    const unsubscribe = await loadedList();
    const change = new MutationObserver(client, updateUserRoleMutationOptions(companyId));
    const done = change.mutate({ id: rex.id, role: 'superadmin' });
    await vi.waitFor(() => expect(cached()?.[0]?.role).toBe('superadmin'));

    const listCallsBefore = fetchMock.mock.calls.filter(([, init]) => !init?.method || init.method === 'GET').length;
    answerRoleChange(answer(403, { success: false, message: 'Only a super admin can do that', code: 'FORBIDDEN' }));
    await expect(done).rejects.toMatchObject({ message: 'Only a super admin can do that' });

    expect(cached()?.[0]?.role).toBe('staff');
    await vi.waitFor(() => {
      const listCalls = fetchMock.mock.calls.filter(([, init]) => !init?.method || init.method === 'GET').length;
      expect(listCalls).toBe(listCallsBefore + 1);
    });
    expect(change.getCurrentResult().error?.message).toBe('Only a super admin can do that');
    unsubscribe();
  });
});

describe('disabling a user', () => {
  const { fetchMock, client } = stubFetchAndQueries();

  it("sends { id, disabled } and shows the server's answer in the list, not before", async () => {
    let answerChange!: (response: Response) => void;
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === 'PUT') return new Promise<Response>((resolve) => (answerChange = resolve));
      return answer(200, { success: true, data: { users: [rex, bella] } });
    });
    const list = new QueryObserver(client, usersQueryOptions(companyId));
    const unsubscribe = list.subscribe(() => undefined);
    await vi.waitFor(() => expect(list.getCurrentResult().data).toEqual([rex, bella]));

    const disable = new MutationObserver(client, setUserDisabledMutationOptions(companyId));
    const done = disable.mutate({ id: rex.id, disabled: true });
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    expect(url).toBe('/api/users');
    expect(JSON.parse(String(init?.body))).toEqual({ id: rex.id, disabled: true });
    expect(client.getQueryData<CompanyUser[]>(usersQueryKey(companyId))?.[0]?.disabled).toBe(false);

    answerChange(answer(200, { success: true, user: { ...rex, disabled: true } }));
    await done;
    expect(client.getQueryData<CompanyUser[]>(usersQueryKey(companyId))).toEqual([{ ...rex, disabled: true }, bella]);
    unsubscribe();
  });

  it("keeps the list as it was and gives the server's reason when it refuses", async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PUT'
        ? answer(403, { success: false, message: 'You cannot disable yourself', code: 'FORBIDDEN' })
        : answer(200, { success: true, data: { users: [rex] } }),
    );
    await client.fetchQuery(usersQueryOptions(companyId));
    const disable = new MutationObserver(client, setUserDisabledMutationOptions(companyId));
    await expect(disable.mutate({ id: rex.id, disabled: true })).rejects.toMatchObject({ message: 'You cannot disable yourself' });
    expect(client.getQueryData<CompanyUser[]>(usersQueryKey(companyId))).toEqual([rex]);
  });
});
