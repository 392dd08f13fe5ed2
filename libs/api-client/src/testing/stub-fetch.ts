import { afterEach, beforeEach, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { sessionStore, type Identity, type Session } from '@groombook/auth';
import { configureApiClient } from '../client';

export { answer } from '@groombook/contracts/testing';

/** A signed-in session for unit tests (any user; the API is stubbed), its access token 'token-1'. */
export function testSession(email = 'owner@groombook.test', overrides: Partial<Session> = {}): Session {
  return {
    accessToken: 'token-1',
    expiresAt: Date.now() + 3_600_000,
    user: { id: 'u1', email, createdAt: '2026-01-01T00:00:00Z' },
    ...overrides,
  };
}

export interface StubFetchOptions {
  /** The API's origin ('' = the page's own). */
  baseUrl?: string;
  /** Signs in before each test with the session this makes (default testSession()); null stays signed out. */
  session?: (() => Session) | null;
  identity?: Identity;
}

/**
 * Stubs global fetch for every test of the calling file, with the API at `baseUrl` and a
 * session signed in, and undoes both after each test. Returns the mock, for answers and for
 * the calls made.
 */
export function stubFetchWithSession({ baseUrl = '', session = () => testSession(), identity }: StubFetchOptions = {}) {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    configureApiClient({ baseUrl });
    if (session) sessionStore.getState().signIn(session(), identity);
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

/** A call fetch received: where, how, and its JSON body. */
export interface SentCall {
  url: string;
  method: string;
  body: unknown;
}

/**
 * For the query and mutation options' tests: stubFetchWithSession, one query client emptied
 * (and rid of any spy) after each test, and the last call read back.
 */
export function stubFetchAndQueries(options?: StubFetchOptions) {
  const fetchMock = stubFetchWithSession(options);
  const client = testQueryClient();
  afterEach(() => {
    client.clear();
    vi.restoreAllMocks();
  });
  const lastCall = (): SentCall => {
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    return { url: String(url), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
  };
  return { fetchMock, client, lastCall };
}
