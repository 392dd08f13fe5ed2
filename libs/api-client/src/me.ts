import { queryOptions } from '@tanstack/react-query';
import { meAnswerSchema } from '@groombook/contracts/light';
import { apiRequest, unwrap } from './client';

export interface MeOptions {
  /** A token not stored in the session yet (Google sign-in); otherwise the session's. */
  accessToken?: string;
  signal?: AbortSignal;
}

/** GET /api/me: the signed-in user, their role and company. */
export function getMe(options: MeOptions = {}) {
  return apiRequest('/api/me', { schema: meAnswerSchema, accessToken: options.accessToken, signal: options.signal });
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: ['me'],
    queryFn: ({ signal }) => unwrap(getMe({ signal })),
    staleTime: 60_000,
  });
}
