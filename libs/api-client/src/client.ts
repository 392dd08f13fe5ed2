import { ACTING_COMPANY_HEADER, ApiError, apiErrorBodySchema, ERROR_CODES } from '@groombook/contracts/light';
import { getAccessToken, getActingCompanyId, getApiOrigin, getSessionRefresher, sessionStore, setApiOrigin } from '@groombook/auth';

// The failure value and its wording rule live with the contract, so libs/ui can word a failure
// without depending on this client; every caller keeps importing them from here.
export { ApiError, errorMessage } from '@groombook/contracts/light';

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export interface ApiClientConfig {
  /** Origin of the API ('' = same origin as the page). */
  baseUrl: string;
}

/**
 * Called once by the shell with the runtime config. Each remote bundles its own copy of
 * this client (so a remote can ship new endpoints without the shell), so the origin is
 * kept in the shared session library.
 */
export function configureApiClient(next: ApiClientConfig): void {
  setApiOrigin(next.baseUrl);
}

/**
 * The schema of a successful answer: any zod schema, classic or zod/mini. The reads of a first
 * page take theirs from '@groombook/contracts/light' (zod/mini), so that page loads no classic zod.
 */
export interface AnswerSchema<T> {
  safeParse(payload: unknown): { success: true; data: T } | { success: false };
}

export type QueryParams = Record<string, string | number | boolean | undefined>;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: QueryParams;
  /** JSON, or a Blob sent as it is with its own type (a photo). */
  body?: unknown;
  /** Schema of a successful answer; the answer is checked against it. */
  schema: AnswerSchema<T>;
  /** Send the session's bearer token (default). Public endpoints pass false. */
  auth?: boolean;
  /**
   * Send this bearer token instead of the session's, for a session not stored yet
   * (Google sign-in). Such a call is never refreshed or retried.
   */
  accessToken?: string;
  signal?: AbortSignal;
}

/** The full address of an API path, for calls and for full-page navigations (Google sign-in). */
export function apiUrl(path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return `${getApiOrigin()}${path}${qs ? `?${qs}` : ''}`;
}

/** The endpoints that read or set the session cookies. */
const AUTH_PATH = '/api/auth/';

/** The headers of a call made with the session's token: the bearer token, and the company a super admin acts in. */
export function sessionHeaders(token: string): Record<string, string> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  const actingCompanyId = getActingCompanyId();
  if (actingCompanyId) headers[ACTING_COMPANY_HEADER] = actingCompanyId;
  return headers;
}

async function send<T>(path: string, options: RequestOptions<T>, auth: Record<string, string>): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...auth };
  const raw = typeof Blob !== 'undefined' && options.body instanceof Blob ? options.body : undefined;
  if (options.body !== undefined) headers['Content-Type'] = raw ? raw.type || 'application/octet-stream' : 'application/json';

  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : (raw ?? JSON.stringify(options.body)),
      signal: options.signal,
      // The refresh cookie (and Google's state cookie) must travel to an API on another origin too.
      ...(path.startsWith(AUTH_PATH) ? { credentials: 'include' as const } : {}),
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
      ? { ok: false, error: new ApiError(body.data.message, response.status, body.data.code, body.data.type) }
      : { ok: false, error: new ApiError(`Request failed: ${response.status}`, response.status, 'HTTP_ERROR') };
  }

  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) {
    return { ok: false, error: new ApiError('The server answered in an unexpected shape', response.status, 'INVALID_RESPONSE') };
  }
  return { ok: true, data: parsed.data };
}

const isUnauthorized = (result: ApiResult<unknown>) => !result.ok && result.error.status === 401;

/**
 * Calls the API and never throws: the outcome is an ApiResult. A 401 to a call made with
 * the session's token renews the session once and retries once; a second 401 signs out.
 * While a super admin acts in a company, every call made with the session carries it
 * (ACTING_COMPANY_HEADER); a call with a token of its own (Google sign-in) does not.
 */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<ApiResult<T>> {
  if (options.auth === false) return send(path, options, {});
  if (options.accessToken) return send(path, options, { Authorization: `Bearer ${options.accessToken}` });

  const token = getAccessToken();
  if (!token) return { ok: false, error: new ApiError('No active session', 0, 'NO_SESSION') };
  const first = await send(path, options, sessionHeaders(token));
  if (!isUnauthorized(first) || options.signal?.aborted) return first;

  // Another call may have renewed the session while this one was on its way: use that.
  const accessChanged = !first.ok && first.error.code === ERROR_CODES.sessionRevoked;
  // The refresher the shell registered in the shared session library (session-refresh.ts).
  const refresher = getSessionRefresher();
  const renewed = getAccessToken() !== token || (refresher !== null && (await refresher(accessChanged)));
  const retryToken = getAccessToken();
  if (!renewed || !retryToken) return first;

  const second = await send(path, options, sessionHeaders(retryToken));
  if (isUnauthorized(second) && getAccessToken() === retryToken) sessionStore.getState().signOut();
  return second;
}

/** For react-query: turns an ApiResult into a value or a thrown ApiError. */
export async function unwrap<T>(result: Promise<ApiResult<T>>): Promise<T> {
  const outcome = await result;
  if (!outcome.ok) throw outcome.error;
  return outcome.data;
}
