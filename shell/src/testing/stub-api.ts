import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { configureApiClient } from '@groombook/api-client';

/** A JSON answer as the API gives it. */
export function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Stubs global fetch for every test of the calling file, with the API on the page's own
 * origin; after each test, unmounts what was rendered and undoes the stub. Returns the mock,
 * for answers and for the calls made.
 */
export function stubApiForEachTest() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    configureApiClient({ baseUrl: '' });
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
