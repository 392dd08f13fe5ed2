import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { userResponseSchema, usersListResponseSchema, type CompanyUser, type CreateUserRequest } from '@groombook/contracts';
import { messageResponseSchema } from '@groombook/contracts/light';
import { apiRequest, unwrap } from './client';
import { companiesQueryKey } from './companies';

/** A role the user manager can give. */
export type AssignableRole = CreateUserRequest['role'];

export interface UpdateUserRoleInput {
  id: string;
  role: AssignableRole;
}

export interface SetUserDisabledInput {
  id: string;
  /** true: the user's sessions end at once and they cannot sign in; false: they may again. */
  disabled: boolean;
}

export interface ResetUserPasswordInput {
  id: string;
  email: string;
}

export function usersQueryKey(companyId: string) {
  return ['users', companyId] as const;
}

/** GET /api/users?company_id=: the server filters by company, so no client ever receives another company's users. */
export function getUsers(companyId: string, signal?: AbortSignal) {
  return apiRequest('/api/users', { query: { company_id: companyId }, schema: usersListResponseSchema, signal });
}

/** POST /api/users: the new user receives an email to set their password. */
export function createUser(input: CreateUserRequest) {
  return apiRequest('/api/users', { method: 'POST', body: input, schema: userResponseSchema });
}

/** PUT /api/users */
export function updateUserRole(input: UpdateUserRoleInput) {
  return apiRequest('/api/users', { method: 'PUT', body: input, schema: userResponseSchema });
}

/** PUT /api/users with `disabled`: applies on the user's next request. */
export function setUserDisabled(input: SetUserDisabledInput) {
  return apiRequest('/api/users', { method: 'PUT', body: input, schema: userResponseSchema });
}

/** POST /api/users/{id}/reset-password */
export function resetUserPassword({ id, email }: ResetUserPasswordInput) {
  return apiRequest(`/api/users/${encodeURIComponent(id)}/reset-password`, {
    method: 'POST',
    body: { email },
    schema: messageResponseSchema,
  });
}

export function usersQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: usersQueryKey(companyId),
    queryFn: async ({ signal }): Promise<CompanyUser[]> => (await unwrap(getUsers(companyId, signal))).data.users,
  });
}

export function createUserMutationOptions() {
  return mutationOptions({
    mutationKey: ['users', 'create'],
    mutationFn: async (input: CreateUserRequest): Promise<CompanyUser> => (await unwrap(createUser(input))).user,
    onSuccess: async (user, _input, _onMutateResult, { client }) => {
      // The company cards show user counts, so they change too.
      await Promise.all([
        user.company_id ? client.invalidateQueries({ queryKey: usersQueryKey(user.company_id) }) : undefined,
        client.invalidateQueries({ queryKey: companiesQueryKey }),
      ]);
    },
  });
}

function withUser(users: CompanyUser[] | undefined, id: string, change: (user: CompanyUser) => CompanyUser) {
  return users?.map((user) => (user.id === id ? change(user) : user));
}

/**
 * Role change in the user manager: the list shows the new role at once; on failure the
 * previous list comes back and the list is reloaded from the server.
 */
export function updateUserRoleMutationOptions(companyId: string) {
  const queryKey = usersQueryKey(companyId);
  return mutationOptions({
    mutationKey: ['users', companyId, 'update-role'],
    mutationFn: async (input: UpdateUserRoleInput): Promise<CompanyUser> => (await unwrap(updateUserRole(input))).user,
    onMutate: async ({ id, role }, { client }) => {
      await client.cancelQueries({ queryKey });
      const previous = client.getQueryData<CompanyUser[]>(queryKey);
      client.setQueryData<CompanyUser[]>(queryKey, (users) => withUser(users, id, (user) => ({ ...user, role })));
      return { previous };
    },
    onSuccess: (saved, _input, _onMutateResult, { client }) => {
      client.setQueryData<CompanyUser[]>(queryKey, (users) => withUser(users, saved.id, () => saved));
    },
    onError: async (_error, _input, onMutateResult, { client }) => {
      if (onMutateResult?.previous) client.setQueryData(queryKey, onMutateResult.previous);
      await client.invalidateQueries({ queryKey });
    },
  });
}

/**
 * Disabling or enabling a user, asked for with a confirmation first: the list shows the
 * server's answer, not a guess, since the change ends the user's sessions.
 */
export function setUserDisabledMutationOptions(companyId: string) {
  const queryKey = usersQueryKey(companyId);
  return mutationOptions({
    mutationKey: ['users', companyId, 'set-disabled'],
    mutationFn: async (input: SetUserDisabledInput): Promise<CompanyUser> => (await unwrap(setUserDisabled(input))).user,
    onSuccess: (saved, _input, _onMutateResult, { client }) => {
      client.setQueryData<CompanyUser[]>(queryKey, (users) => withUser(users, saved.id, () => saved));
    },
  });
}

export function resetUserPasswordMutationOptions() {
  return mutationOptions({
    mutationKey: ['users', 'reset-password'],
    mutationFn: async (input: ResetUserPasswordInput) => (await unwrap(resetUserPassword(input))).message,
  });
}
