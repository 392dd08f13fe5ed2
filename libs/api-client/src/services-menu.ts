import { mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  companySettingsResponseSchema,
  serviceResponseSchema,
  servicesResponseSchema,
  type ServiceFields,
  type Service,
  type UpdateCompanySettings,
} from '@groombook/contracts';
import { messageResponseSchema } from '@groombook/contracts/light';
import { apiRequest, unwrap } from './client';

/** The company's menu; `['services', 'active']` is what the appointment form offers. */
export const servicesQueryKey = ['services'] as const;
export const companySettingsQueryKey = ['company-settings'] as const;

export type ServiceInput = ServiceFields & { id?: string };

/** GET /api/services[?active=true]: the menu in its order. */
export function servicesQueryOptions(options: { activeOnly?: boolean } = {}) {
  const path = options.activeOnly ? '/api/services?active=true' : '/api/services';
  return queryOptions({
    queryKey: [...servicesQueryKey, options.activeOnly ? 'active' : 'all'],
    queryFn: async ({ signal }): Promise<Service[]> => (await unwrap(apiRequest(path, { schema: servicesResponseSchema, signal }))).services,
  });
}

/** POST /api/services without an id, PUT /api/services with one; the menu is read again after. */
export function saveServiceMutationOptions() {
  return mutationOptions({
    mutationKey: ['services', 'save'],
    mutationFn: async (input: ServiceInput): Promise<Service> =>
      (await unwrap(apiRequest('/api/services', { method: input.id ? 'PUT' : 'POST', body: input, schema: serviceResponseSchema }))).service,
    onSuccess: (_service, _input, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: servicesQueryKey }),
  });
}

/** DELETE /api/services: appointments booked with the entry keep their copy of it. */
export function deleteServiceMutationOptions() {
  return mutationOptions({
    mutationKey: ['services', 'delete'],
    mutationFn: async (id: string): Promise<string> =>
      (await unwrap(apiRequest('/api/services', { method: 'DELETE', body: { id }, schema: messageResponseSchema }))).message,
    onSuccess: (_message, _id, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: servicesQueryKey }),
  });
}

/** GET /api/company-settings: the company's tax rate and online booking settings. */
export function companySettingsQueryOptions() {
  return queryOptions({
    queryKey: companySettingsQueryKey,
    queryFn: async ({ signal }) => (await unwrap(apiRequest('/api/company-settings', { schema: companySettingsResponseSchema, signal }))).settings,
  });
}

/** PUT /api/company-settings (admins): the settings given change, the rest stay. */
export function updateCompanySettingsMutationOptions() {
  return mutationOptions({
    mutationKey: ['company-settings', 'update'],
    mutationFn: async (input: UpdateCompanySettings) =>
      (await unwrap(apiRequest('/api/company-settings', { method: 'PUT', body: input, schema: companySettingsResponseSchema }))).settings,
    onSuccess: (settings, _input, _onMutateResult, { client }) => client.setQueryData(companySettingsQueryKey, settings),
  });
}

/**
 * The menu in a new order: each entry whose place changed is saved with its new position
 * (1, 2, 3...), one PUT after another, then the menu is read again.
 */
export function reorderServicesMutationOptions() {
  return mutationOptions({
    mutationKey: ['services', 'reorder'],
    mutationFn: async (ordered: Service[]): Promise<void> => {
      for (const [index, { id, ...fields }] of ordered.entries()) {
        if (fields.position === index + 1) continue;
        await unwrap(apiRequest('/api/services', { method: 'PUT', body: { ...fields, id, position: index + 1 }, schema: serviceResponseSchema }));
      }
    },
    onSettled: (_result, _error, _ordered, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: servicesQueryKey }),
  });
}
