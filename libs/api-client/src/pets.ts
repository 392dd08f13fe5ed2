import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { petResponseSchema, petsListResponseSchema, type CreatePetRequest, type Pet, type UpdatePetRequest } from '@groombook/contracts';
import { deletedResponseSchema } from '@groombook/contracts/light';
import { apiRequest, unwrap } from './client';

/** Every customer's pets start with this key; a write refreshes them all (a pet may move between customers). */
export const petsQueryKey = ['pets'] as const;
export const customerPetsQueryKey = (customerId: string) => ['pets', customerId] as const;

/** GET /api/pets?customer_id=: a customer's pets by name, each with its usual duration. */
export function getPets(customerId: string, signal?: AbortSignal) {
  return apiRequest('/api/pets', { query: { customer_id: customerId }, schema: petsListResponseSchema, signal });
}

/** POST /api/pets */
export function createPet(input: CreatePetRequest) {
  return apiRequest('/api/pets', { method: 'POST', body: input, schema: petResponseSchema });
}

/** PUT /api/pets: fields left out keep their value. */
export function updatePet(input: UpdatePetRequest) {
  return apiRequest('/api/pets', { method: 'PUT', body: input, schema: petResponseSchema });
}

/** DELETE /api/pets */
export function deletePet(id: string) {
  return apiRequest('/api/pets', { method: 'DELETE', body: { id }, schema: deletedResponseSchema });
}

export function customerPetsQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: customerPetsQueryKey(customerId),
    queryFn: async ({ signal }): Promise<Pet[]> => (await unwrap(getPets(customerId, signal))).data.pets,
  });
}

const refreshPets = (client: QueryClient) => client.invalidateQueries({ queryKey: petsQueryKey });

export function createPetMutationOptions() {
  return mutationOptions({
    mutationKey: ['pets', 'create'],
    mutationFn: async (input: CreatePetRequest): Promise<Pet> => (await unwrap(createPet(input))).data.pet,
    onSuccess: (_pet, _input, _onMutateResult, { client }) => refreshPets(client),
  });
}

export function updatePetMutationOptions() {
  return mutationOptions({
    mutationKey: ['pets', 'update'],
    mutationFn: async (input: UpdatePetRequest): Promise<Pet> => (await unwrap(updatePet(input))).data.pet,
    onSuccess: (_pet, _input, _onMutateResult, { client }) => refreshPets(client),
  });
}

export function deletePetMutationOptions() {
  return mutationOptions({
    mutationKey: ['pets', 'delete'],
    mutationFn: async (id: string): Promise<string> => (await unwrap(deletePet(id))).message,
    onSuccess: (_message, _id, _onMutateResult, { client }) => refreshPets(client),
  });
}
