import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { configureApiClient } from '@groombook/api-client';

export { answer } from '@groombook/contracts/testing';

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
