import { vi } from 'vitest';
import type { Role } from '@groombook/domain';
import { sessionStore } from '@groombook/auth';

export interface FakeRequest {
  url: URL;
  method: string;
  body: unknown;
}

export type Handler = (request: FakeRequest) => Response | Promise<Response>;

export function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Stubs global fetch with handlers keyed by 'METHOD /path' and signs a user in with `role`.
 * Returns the mock so tests can read the calls made. A unit test's stand-in for the API:
 * the integration and end-to-end tests use the real one.
 */
export function fakeApi(handlers: Record<string, Handler>, role: Role = 'staff') {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://groombook.test');
    const method = init?.method ?? 'GET';
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return answer(404, { success: false, message: `No fake for ${method} ${url.pathname}`, code: 'NOT_FOUND' });
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return handler({ url, method, body });
  });
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.getState().signIn({
    accessToken: 'token-1',
    expiresAt: Date.now() + 3_600_000,
    user: { id: 'u1', email: `${role}@groombook.test`, createdAt: '2026-01-01T00:00:00Z' },
  });
  sessionStore.getState().setIdentity(role, null);
  return fetchMock;
}

/** The requests a fake API received for 'METHOD /path', in order. */
export function requestsTo(fetchMock: ReturnType<typeof fakeApi>, key: string): FakeRequest[] {
  return fetchMock.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://groombook.test'),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    }))
    .filter((request) => `${request.method} ${request.url.pathname}` === key);
}

export function resetFakeApi(): void {
  vi.unstubAllGlobals();
  sessionStore.getState().signOut();
}

/** A promise with its resolve handle, to hold an answer back while a test looks at the waiting screen. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}
