import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { audienceFilterResponseSchema, audienceFiltersListResponseSchema, type AudienceFilter, type SaveAudienceFilterRequest } from '@groombook/contracts';
import { apiRequest, unwrap } from './client';

export const audienceFilterKeys = { all: ['audience-filters'] as const };

/** GET /api/audience-filters: the company's saved audience filters, by name. */
export function audienceFiltersQueryOptions() {
  return queryOptions({
    queryKey: audienceFilterKeys.all,
    queryFn: async ({ signal }): Promise<AudienceFilter[]> =>
      (await unwrap(apiRequest('/api/audience-filters', { schema: audienceFiltersListResponseSchema, signal }))).data,
  });
}

/** POST /api/audience-filters, or PUT with `id`: a named filter saved. */
export function saveAudienceFilterMutationOptions() {
  return mutationOptions({
    mutationKey: ['audience-filters', 'save'],
    mutationFn: async ({ id, input }: { id?: string; input: SaveAudienceFilterRequest }): Promise<AudienceFilter> =>
      (
        await unwrap(
          apiRequest('/api/audience-filters', { method: id ? 'PUT' : 'POST', query: id ? { id } : undefined, body: input, schema: audienceFilterResponseSchema }),
        )
      ).data.filter,
    onSuccess: (_filter, _input, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: audienceFilterKeys.all }),
  });
}
