import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sessionStore } from '@groombook/auth';
import { apiRequest, unwrap, ApiError } from './client';
import { answer, stubFetchWithSession } from './testing/stub-fetch';

const schema = z.object({ success: z.literal(true), value: z.number() });

describe('apiRequest', () => {
  const fetchMock = stubFetchWithSession({ baseUrl: 'https://api.example.test/' });

  it('sends the bearer token and query to the configured origin and checks the answer', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, value: 3 }));
    const result = await apiRequest('/api/things', { schema, query: { search: 'rex', page: 2, skip: undefined } });
    expect(result).toEqual({ ok: true, data: { success: true, value: 3 } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example.test/api/things?search=rex&page=2');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
  });

  it("fails with 'No active session' without calling the server when signed out", async () => {
    sessionStore.getState().signOut();
    const result = await apiRequest('/api/things', { schema });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ message: 'No active session', code: 'NO_SESSION', status: 0 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("turns the API's error body into an ApiError with its message and code", async () => {
    fetchMock.mockResolvedValue(answer(404, { success: false, message: 'Customer not found', code: 'NOT_FOUND' }));
    const result = await apiRequest('/api/things', { schema, method: 'DELETE', body: { id: 1 } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ message: 'Customer not found', code: 'NOT_FOUND', status: 404 });
  });

  it('reports network failures and unexpected shapes as values, never throwing', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const offline = await apiRequest('/api/things', { schema });
    expect(offline.ok === false && offline.error.code).toBe('NETWORK_ERROR');

    fetchMock.mockResolvedValueOnce(answer(200, { success: true, value: 'three' }));
    const wrongShape = await apiRequest('/api/things', { schema });
    expect(wrongShape.ok === false && wrongShape.error.code).toBe('INVALID_RESPONSE');
  });

  it('sends cookies to an API on another origin for /api/auth/* calls only', async () => {
    fetchMock.mockImplementation(async () => answer(200, { success: true, value: 1 }));
    await apiRequest('/api/auth/refresh', { schema, method: 'POST', auth: false });
    await apiRequest('/api/things', { schema });
    await apiRequest('/api/authors', { schema });
    expect(fetchMock.mock.calls.map(([, init]) => init?.credentials)).toEqual(['include', undefined, undefined]);
  });

  it('unwrap throws the ApiError for react-query', async () => {
    fetchMock.mockResolvedValue(answer(500, 'not json'));
    await expect(unwrap(apiRequest('/api/things', { schema, auth: false }))).rejects.toBeInstanceOf(ApiError);
  });
});
