import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { sessionStore, setSessionRefresher } from '@groombook/auth';
import { apiRequest, unwrap, ApiError } from './client';
import { answer, stubFetchWithSession, testSession } from './testing/stub-fetch';

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

  it('sends the company a super admin acts in with every call made with the session, until they stop', async () => {
    fetchMock.mockImplementation(async () => answer(200, { success: true, value: 1 }));
    const companyHeader = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get('X-Company-Id');
    sessionStore.getState().setIdentity('superadmin', null);
    await apiRequest('/api/things', { schema });
    sessionStore.getState().actInCompany({ id: 'c-happy', name: 'Happy Paws Grooming' });
    await apiRequest('/api/things', { schema });
    await apiRequest('/api/things', { schema, method: 'PUT', body: { id: 1 } });
    // Public calls and calls with a token of their own carry no session, so no company either.
    await apiRequest('/api/auth/refresh', { schema, method: 'POST', auth: false });
    await apiRequest('/api/me', { schema, accessToken: 'google-token' });
    sessionStore.getState().stopActing();
    await apiRequest('/api/things', { schema });
    expect([0, 1, 2, 3, 4, 5].map(companyHeader)).toEqual([null, 'c-happy', 'c-happy', null, null, null]);
  });

  it('sends no company for anyone but a super admin', async () => {
    fetchMock.mockImplementation(async () => answer(200, { success: true, value: 1 }));
    sessionStore.getState().setIdentity('superadmin', null);
    sessionStore.getState().actInCompany({ id: 'c-happy', name: 'Happy Paws Grooming' });
    // Demoted: the next identity check makes them an admin of their own company.
    sessionStore.getState().setIdentity('admin', 'c-own');
    await apiRequest('/api/things', { schema });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('X-Company-Id')).toBeNull();
  });

  it('sends the company with the retry after a renewed session too', async () => {
    sessionStore.getState().setIdentity('superadmin', null);
    sessionStore.getState().actInCompany({ id: 'c-happy', name: 'Happy Paws Grooming' });
    fetchMock
      .mockImplementationOnce(async () => {
        // Another copy of the client renewed the session meanwhile.
        sessionStore.getState().refreshed({ ...testSession(), accessToken: 'token-2' });
        return answer(401, { success: false, message: 'Expired', code: 'UNAUTHORIZED' });
      })
      .mockImplementationOnce(async () => answer(200, { success: true, value: 2 }));
    const result = await apiRequest('/api/things', { schema });
    expect(result.ok).toBe(true);
    const retry = new Headers(fetchMock.mock.calls[1]?.[1]?.headers);
    expect(retry.get('Authorization')).toBe('Bearer token-2');
    expect(retry.get('X-Company-Id')).toBe('c-happy');
  });

  it('renews the session on a 401 through the refresher the shell shared, telling it whether the access changed', async () => {
    // This copy of the client never loaded the refresh code, as a remote's copy does not.
    const refresher = vi.fn(async () => {
      sessionStore.getState().refreshed({ ...testSession(), accessToken: 'token-3' });
      return true;
    });
    setSessionRefresher(refresher);
    try {
      fetchMock
        .mockResolvedValueOnce(answer(401, { success: false, message: 'Your access has changed', code: 'SESSION_REVOKED' }))
        .mockResolvedValueOnce(answer(200, { success: true, value: 4 }));
      const result = await apiRequest('/api/things', { schema });
      expect(result).toEqual({ ok: true, data: { success: true, value: 4 } });
      expect(refresher).toHaveBeenCalledWith(true);
      expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('Authorization')).toBe('Bearer token-3');
    } finally {
      setSessionRefresher(null);
    }
  });

  it('unwrap throws the ApiError for react-query', async () => {
    fetchMock.mockResolvedValue(answer(500, 'not json'));
    await expect(unwrap(apiRequest('/api/things', { schema, auth: false }))).rejects.toBeInstanceOf(ApiError);
  });
});
