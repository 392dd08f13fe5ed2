import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { groomerResponseSchema, groomersListResponseSchema, type Groomer } from '@groombook/contracts';
import { deletedResponseSchema } from '@groombook/contracts/light';
import { apiRequest, unwrap } from './client';

export interface CreateGroomerInput {
  name: string;
}

export interface UpdateGroomerInput {
  id: string;
  name: string;
}

/** The company's groomers (the API calls them assignees). */
export const groomersQueryKey = ['groomers'] as const;

/** GET /api/assignees: the company's groomers, ordered by name. */
export function getGroomers(signal?: AbortSignal) {
  return apiRequest('/api/assignees', { schema: groomersListResponseSchema, signal });
}

/** POST /api/assignees: the server trims the name. */
export function createGroomer(input: CreateGroomerInput) {
  return apiRequest('/api/assignees', { method: 'POST', body: input, schema: groomerResponseSchema });
}

/** PUT /api/assignees: renames a groomer. */
export function updateGroomer(input: UpdateGroomerInput) {
  return apiRequest('/api/assignees', { method: 'PUT', body: input, schema: groomerResponseSchema });
}

/** DELETE /api/assignees: a groomer who has appointments is kept (409, code CONFLICT). */
export function deleteGroomer(id: string) {
  return apiRequest('/api/assignees', { method: 'DELETE', body: { id }, schema: deletedResponseSchema });
}

export function groomersQueryOptions() {
  return queryOptions({
    queryKey: groomersQueryKey,
    queryFn: async ({ signal }): Promise<Groomer[]> => (await unwrap(getGroomers(signal))).data.assignees,
  });
}

/** After a change the list is read again: the server keeps it ordered by name. */
export function createGroomerMutationOptions() {
  return mutationOptions({
    mutationKey: ['groomers', 'create'],
    mutationFn: async (input: CreateGroomerInput): Promise<Groomer> => (await unwrap(createGroomer(input))).data.assignee,
    onSuccess: (_groomer, _input, _onMutateResult, { client }) =>
      client.invalidateQueries({ queryKey: groomersQueryKey }),
  });
}

export function updateGroomerMutationOptions() {
  return mutationOptions({
    mutationKey: ['groomers', 'update'],
    mutationFn: async (input: UpdateGroomerInput): Promise<Groomer> => (await unwrap(updateGroomer(input))).data.assignee,
    onSuccess: (_groomer, _input, _onMutateResult, { client }) =>
      client.invalidateQueries({ queryKey: groomersQueryKey }),
  });
}

export function deleteGroomerMutationOptions() {
  return mutationOptions({
    mutationKey: ['groomers', 'delete'],
    mutationFn: async (id: string): Promise<string> => (await unwrap(deleteGroomer(id))).message,
    onSuccess: (_message, id, _onMutateResult, { client }) => {
      client.setQueryData<Groomer[]>(groomersQueryKey, (groomers) => groomers?.filter((groomer) => groomer.id !== id));
      return client.invalidateQueries({ queryKey: groomersQueryKey });
    },
  });
}
