import { mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  customerGroupDetailResponseSchema,
  customerGroupResponseSchema,
  customerGroupsListResponseSchema,
  type CreateCustomerGroupRequest,
  type CustomerGroup,
  type CustomerGroupDetail,
  type UpdateCustomerGroupRequest,
} from '@groombook/contracts';
import { deletedResponseSchema } from '@groombook/contracts/light';
import { apiRequest, unwrap } from './client';

/** The company's customer groups; one group's key starts with it, so a write refreshes both. */
export const customerGroupsQueryKey = ['customer-groups'] as const;
export const customerGroupQueryKey = (id: string) => [...customerGroupsQueryKey, id] as const;

/** GET /api/customer-groups: the company's groups with their member counts, by name. */
export function getCustomerGroups(signal?: AbortSignal) {
  return apiRequest('/api/customer-groups', { schema: customerGroupsListResponseSchema, signal });
}

/** GET /api/customer-groups?id=: one group and its members (404 when the company has no such group). */
export function getCustomerGroup(id: string, signal?: AbortSignal) {
  return apiRequest('/api/customer-groups', { query: { id }, schema: customerGroupDetailResponseSchema, signal });
}

/** POST /api/customer-groups: every member must be a customer of the company (400 otherwise, nothing saved). */
export function createCustomerGroup(input: CreateCustomerGroupRequest) {
  return apiRequest('/api/customer-groups', { method: 'POST', body: input, schema: customerGroupResponseSchema });
}

/** PUT /api/customer-groups: renames the group and replaces its members with `member_ids`. */
export function updateCustomerGroup(input: UpdateCustomerGroupRequest) {
  return apiRequest('/api/customer-groups', { method: 'PUT', body: input, schema: customerGroupResponseSchema });
}

/** DELETE /api/customer-groups: the group and its memberships; the customers stay. */
export function deleteCustomerGroup(id: string) {
  return apiRequest('/api/customer-groups', { method: 'DELETE', body: { id }, schema: deletedResponseSchema });
}

export function customerGroupsQueryOptions() {
  return queryOptions({
    queryKey: customerGroupsQueryKey,
    queryFn: async ({ signal }): Promise<CustomerGroup[]> => (await unwrap(getCustomerGroups(signal))).data.groups,
  });
}

export function customerGroupQueryOptions(id: string) {
  return queryOptions({
    queryKey: customerGroupQueryKey(id),
    queryFn: async ({ signal }): Promise<CustomerGroupDetail> => (await unwrap(getCustomerGroup(id, signal))).data,
  });
}

/** After a change the groups are read again: the server keeps them ordered and counted. */
export function createCustomerGroupMutationOptions() {
  return mutationOptions({
    mutationKey: ['customer-groups', 'create'],
    mutationFn: async (input: CreateCustomerGroupRequest): Promise<CustomerGroup> => (await unwrap(createCustomerGroup(input))).data.group,
    onSuccess: (_group, _input, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: customerGroupsQueryKey }),
  });
}

export function updateCustomerGroupMutationOptions() {
  return mutationOptions({
    mutationKey: ['customer-groups', 'update'],
    mutationFn: async (input: UpdateCustomerGroupRequest): Promise<CustomerGroup> => (await unwrap(updateCustomerGroup(input))).data.group,
    onSuccess: (_group, _input, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: customerGroupsQueryKey }),
  });
}

export function deleteCustomerGroupMutationOptions() {
  return mutationOptions({
    mutationKey: ['customer-groups', 'delete'],
    mutationFn: async (id: string): Promise<string> => (await unwrap(deleteCustomerGroup(id))).message,
    onSuccess: (_message, id, _onMutateResult, { client }) => {
      client.setQueryData<CustomerGroup[]>(customerGroupsQueryKey, (groups) => groups?.filter((group) => group.id !== id));
      client.removeQueries({ queryKey: customerGroupQueryKey(id), exact: true });
      return client.invalidateQueries({ queryKey: customerGroupsQueryKey });
    },
  });
}
