import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  customerResponseSchema,
  customersListResponseSchema,
  type CreateCustomerRequest,
  type Customer,
  type UpdateCustomerRequest,
} from '@groombook/contracts';
import { customersCountResponseSchema, deletedResponseSchema } from '@groombook/contracts/light';
import { apiRequest, unwrap, type ApiError } from './client';
import { customersQueryKey } from './query-keys';

export { customersQueryKey } from './query-keys';

export const customersCountQueryKey = ['customers', 'count'] as const;
// Not exported: other resource files may own these names. Every appointment list (scheduling's and
// the customer dialog's) starts with 'appointments'; the shell's dashboard cards with 'dashboard'.
const appointmentsQueryKey = ['appointments'] as const;
const dashboardQueryKey = ['dashboard'] as const;

/** GET /api/customers: the company's customers, ordered by name; `search` filters on the server. */
export function getCustomers(search?: string, signal?: AbortSignal) {
  return apiRequest('/api/customers', { query: { search: search || undefined }, schema: customersListResponseSchema, signal });
}

/** GET /api/customers?count_only=true */
export function getCustomersCount(signal?: AbortSignal) {
  return apiRequest('/api/customers', { query: { count_only: true }, schema: customersCountResponseSchema, signal });
}

/** POST /api/customers */
export function createCustomer(input: CreateCustomerRequest) {
  return apiRequest('/api/customers', { method: 'POST', body: input, schema: customerResponseSchema });
}

/** PUT /api/customers */
export function updateCustomer(input: UpdateCustomerRequest) {
  return apiRequest('/api/customers', { method: 'PUT', body: input, schema: customerResponseSchema });
}

/** DELETE /api/customers: the customer and all of their appointments, in one transaction, so none is left half-deleted. */
export function deleteCustomer(id: string) {
  return apiRequest('/api/customers', { method: 'DELETE', body: { id }, schema: deletedResponseSchema });
}

export interface CustomersDeletion {
  deletedIds: string[];
  failures: { id: string; error: ApiError }[];
}

/** Calls in flight at once when several customers are deleted: one call per customer, not a flood. */
const DELETE_CONCURRENCY = 4;

/** One DELETE per customer; every customer is tried even when one fails. */
export async function deleteCustomers(ids: readonly string[]): Promise<CustomersDeletion> {
  const outcome: CustomersDeletion = { deletedIds: [], failures: [] };
  let next = 0;
  async function worker() {
    while (next < ids.length) {
      const id = ids[next++] as string;
      const result = await deleteCustomer(id);
      if (result.ok) outcome.deletedIds.push(id);
      else outcome.failures.push({ id, error: result.error });
    }
  }
  await Promise.all(Array.from({ length: Math.min(DELETE_CONCURRENCY, ids.length) }, worker));
  return outcome;
}

export function customersQueryOptions() {
  return queryOptions({
    queryKey: customersQueryKey,
    queryFn: async ({ signal }): Promise<Customer[]> => (await unwrap(getCustomers(undefined, signal))).data.customers,
    // The list can be long; every write through this client invalidates it, so a dialog opening over it need not reload it.
    staleTime: 30_000,
  });
}

export function customersCountQueryOptions() {
  return queryOptions({
    queryKey: customersCountQueryKey,
    queryFn: async ({ signal }): Promise<number> => (await unwrap(getCustomersCount(signal))).data.totalCustomers,
  });
}

/**
 * Not awaited: the mutation settles (and its dialog closes) without waiting for the reload, so a
 * dialog never shows the list as it is after its own customer was deleted.
 */
function refreshAfterCustomerChange(client: QueryClient, { appointments }: { appointments: boolean }): void {
  void client.invalidateQueries({ queryKey: customersQueryKey });
  void client.invalidateQueries({ queryKey: dashboardQueryKey });
  // Appointment rows carry the customer's name, and a deleted customer takes their appointments along.
  if (appointments) void client.invalidateQueries({ queryKey: appointmentsQueryKey });
}

export function createCustomerMutationOptions() {
  return mutationOptions({
    mutationKey: ['customers', 'create'],
    mutationFn: async (input: CreateCustomerRequest): Promise<Customer> => (await unwrap(createCustomer(input))).data.customer,
    onSuccess: (_customer, _input, _onMutateResult, { client }) => refreshAfterCustomerChange(client, { appointments: false }),
  });
}

export function updateCustomerMutationOptions() {
  return mutationOptions({
    mutationKey: ['customers', 'update'],
    mutationFn: async (input: UpdateCustomerRequest): Promise<Customer> => (await unwrap(updateCustomer(input))).data.customer,
    onSuccess: (_customer, _input, _onMutateResult, { client }) => refreshAfterCustomerChange(client, { appointments: true }),
  });
}

/**
 * Deletes one or several customers (one call each). Fails with the first failure's error once
 * every call has answered; the lists are refreshed either way, since some may be gone.
 */
export function deleteCustomersMutationOptions() {
  return mutationOptions({
    mutationKey: ['customers', 'delete'],
    mutationFn: async (ids: readonly string[]): Promise<string[]> => {
      const { deletedIds, failures } = await deleteCustomers(ids);
      if (failures[0]) throw failures[0].error;
      return deletedIds;
    },
    onSettled: (_deleted, _error, _ids, _onMutateResult, { client }) =>
      refreshAfterCustomerChange(client, { appointments: true }),
  });
}
