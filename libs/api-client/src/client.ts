import type { ZodType } from 'zod';
import { apiErrorBodySchema } from '@groombook/contracts';
import { getAccessToken } from '@groombook/auth';

/** A failed call, as a value: HTTP failures, network failures and unreadable answers alike. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 when no answer arrived. */
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export interface ApiClientConfig {
  /** Origin of the API ('' = same origin as the page). */
  baseUrl: string;
}

const config: ApiClientConfig = { baseUrl: '' };

/** Called once by the shell with the runtime config; every remote shares this module. */
export function configureApiClient(next: ApiClientConfig): void {
  config.baseUrl = next.baseUrl.replace(/\/$/, '');
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Schema of a successful answer; the answer is checked against it. */
  schema: ZodType<T>;
  /** Send the session's bearer token (default). Public endpoints pass false. */
  auth?: boolean;
  signal?: AbortSignal;
}

function buildUrl(path: string, query: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return `${config.baseUrl}${path}${qs ? `?${qs}` : ''}`;
}

/** Calls the API and never throws: the outcome is an ApiResult. */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.auth !== false) {
    const token = getAccessToken();
    if (!token) return { ok: false, error: new ApiError('No active session', 0, 'NO_SESSION') };
    headers.Authorization = `Bearer ${token}`;
  }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : 'Network request failed';
    return { ok: false, error: new ApiError(message, 0, 'NETWORK_ERROR') };
  }

  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }

  if (!response.ok) {
    const body = apiErrorBodySchema.safeParse(payload);
    return body.success
      ? { ok: false, error: new ApiError(body.data.message, response.status, body.data.code) }
      : { ok: false, error: new ApiError(`Request failed: ${response.status}`, response.status, 'HTTP_ERROR') };
  }

  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) {
    return { ok: false, error: new ApiError('The server answered in an unexpected shape', response.status, 'INVALID_RESPONSE') };
  }
  return { ok: true, data: parsed.data };
}

/** For react-query: turns an ApiResult into a value or a thrown ApiError. */
export async function unwrap<T>(result: Promise<ApiResult<T>>): Promise<T> {
  const outcome = await result;
  if (!outcome.ok) throw outcome.error;
  return outcome.data;
}
