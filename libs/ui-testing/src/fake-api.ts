import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { Role } from '@groombook/domain';
import { sessionStore } from '@groombook/auth';
import { answer } from '@groombook/contracts/testing';

export interface FakeRequest {
  url: URL;
  method: string;
  body: unknown;
}

export type Handler = (request: FakeRequest) => Response | Promise<Response>;

/**
 * What every company has unless a test says otherwise: an empty service menu and the usual tax
 * rate (the appointment form reads both).
 */
const COMPANY_DEFAULTS: Record<string, Handler> = {
  'GET /api/services': () => answer(200, { success: true, services: [] }),
  'GET /api/company-settings': () => answer(200, { success: true, settings: { tax_rate_percent: 6.625, booking_mode: 'request', booking_buffer_minutes: 0, cancel_cutoff_hours: 24 } }),
};

/**
 * Stubs global fetch with handlers keyed by 'METHOD /path' and signs a user in with `role`.
 * Returns the mock so tests can read the calls made. A unit test's stand-in for the API:
 * the integration and end-to-end tests use the real one.
 */
export function fakeApi(handlers: Record<string, Handler>, role: Role = 'staff') {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://groombook.test');
    const method = init?.method ?? 'GET';
    const handler = handlers[`${method} ${url.pathname}`] ?? COMPANY_DEFAULTS[`${method} ${url.pathname}`];
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

/**
 * Records the fake API keeps between calls, for a page that deletes and reloads: `items` is
 * what a list answer holds now, and `remove` answers a DELETE by dropping the record its body
 * names (`{ id }`), with `deleted` as the answer.
 */
export function fakeRecords<T extends { id: string }>(items: T[], deleted: unknown) {
  const records = {
    items,
    remove: ((request) => {
      records.items = records.items.filter((item) => item.id !== (request.body as { id?: string }).id);
      return answer(200, deleted);
    }) as Handler,
  };
  return records;
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

/**
 * After each test of the calling file: unmounts what was rendered, takes the fake API away
 * (signing out), and undoes spies such as a silenced console. Call it once at the top of the
 * file or of a describe block.
 */
export function cleanUpAfterEach(): void {
  afterEach(() => {
    cleanup();
    resetFakeApi();
    vi.restoreAllMocks();
  });
}

/** A promise with its resolve handle, to hold an answer back while a test looks at the waiting screen. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}
