import { queryOptions } from '@tanstack/react-query';
import { healthResponseSchema } from '@groombook/contracts/platform';
import { apiRequest, unwrap } from './client';

export function getHealth(signal?: AbortSignal) {
  return apiRequest('/api/health', { schema: healthResponseSchema, auth: false, signal });
}

export function healthQueryOptions() {
  return queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => unwrap(getHealth(signal)),
    staleTime: 30_000,
  });
}
