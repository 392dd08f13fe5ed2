import { afterEach, beforeEach, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '@groombook/auth';

/** A JSON answer as the API gives it. */
export function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A signed-in session for unit tests (any user; the API is stubbed). */
export function signInForTest(email = 'owner@groombook.test'): void {
  sessionStore.getState().signIn({
    accessToken: 'token-1',
    expiresAt: Date.now() + 3_600_000,
    user: { id: 'u1', email, createdAt: '2026-01-01T00:00:00Z' },
  });
}

/**
 * Stubs global fetch for every test of the calling file, with a session signed in, and
 * undoes both after each test. Returns the mock, for answers and for the calls made.
 */
export function stubFetchWithSession(email?: string) {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    signInForTest(email);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    sessionStore.getState().signOut();
  });
  return fetchMock;
}

/** A query client that does not retry, so a failure shows at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}
