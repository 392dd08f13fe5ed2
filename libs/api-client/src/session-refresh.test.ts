import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { onAuthChange, sessionStore, type Session } from '@groombook/auth';
import { buildSessionUser } from '@groombook/contracts/testing';
import { SESSION_REFRESH } from '@groombook/domain';
import { apiRequest } from './client';
import { refreshSession, restoreFromCookie, startSessionAutoRefresh, isDueForRefresh } from './session-refresh';
import { answer, stubFetchWithSession, testSession } from './testing/stub-fetch';

const session = (n: number, expiresInMs = 3_600_000): Session =>
  testSession('a@example.test', { accessToken: `access-${n}`, expiresAt: Date.now() + expiresInMs });

/** The API's answer to POST /api/auth/refresh (it also rotates the cookie), handing out access token `n`. */
function refreshed(n: number, userId = 'u1') {
  return answer(200, {
    success: true,
    session: {
      access_token: `access-${n}`,
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      user: buildSessionUser({ id: userId, email: `${userId}@example.test` }),
    },
  });
}

const refused = () => answer(401, { success: false, message: 'Invalid refresh token', code: 'UNAUTHORIZED' });
const unauthorized = () => answer(401, { success: false, message: 'Invalid or expired token', code: 'UNAUTHORIZED' });
const thing = z.object({ success: z.literal(true), value: z.number() });

const fetchMock = stubFetchWithSession({ session: () => session(1), identity: { role: 'staff', companyId: 'c1' } });
const calls = () => fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), init: init ?? {} }));
const refreshCalls = () => calls().filter((call) => call.url.endsWith('/api/auth/refresh'));
const bearerOf = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;

afterEach(() => {
  vi.useRealTimers();
});

describe('refreshSession', () => {
  it('asks with the cookie alone and keeps the new access token and the role, announcing TOKEN_REFRESHED', async () => {
    const events: string[] = [];
    const stop = onAuthChange((event) => events.push(event));
    fetchMock.mockResolvedValueOnce(refreshed(2));

    await expect(refreshSession()).resolves.toBe('refreshed');
    stop();

    const [call] = refreshCalls();
    expect(call?.init).toMatchObject({ method: 'POST', credentials: 'include', body: undefined });
    expect(bearerOf(call?.init ?? {})).toBeUndefined();
    expect(sessionStore.getState()).toMatchObject({ status: 'signedIn', role: 'staff', session: { accessToken: 'access-2' } });
    expect(events).toEqual(['TOKEN_REFRESHED']);
  });

  it('shares one request among concurrent callers (the cookie rotates on each use)', async () => {
    fetchMock.mockResolvedValueOnce(refreshed(2));
    const outcomes = await Promise.all([refreshSession(), refreshSession(), refreshSession()]);
    expect(outcomes).toEqual(['refreshed', 'refreshed', 'refreshed']);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('signs out when the API refuses the refresh cookie', async () => {
    fetchMock.mockResolvedValueOnce(refused());
    await expect(refreshSession()).resolves.toBe('signedOut');
    expect(sessionStore.getState()).toMatchObject({ status: 'signedOut', session: null, role: null });
  });

  it('signs out saying why when the account was disabled or its salon suspended', async () => {
    fetchMock.mockResolvedValueOnce(answer(403, { success: false, message: 'This account has been disabled.', code: 'ACCOUNT_DISABLED' }));
    await expect(refreshSession()).resolves.toBe('signedOut');
    expect(sessionStore.getState()).toMatchObject({ status: 'signedOut', session: null, signOutReason: 'ACCOUNT_DISABLED' });
  });

  it('keeps the session when the API cannot be reached, to try again on the next tick', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(refreshSession()).resolves.toBe('failed');
    expect(sessionStore.getState()).toMatchObject({ status: 'signedIn', session: { accessToken: 'access-1' } });
  });

  it('waits for the lock, and does not refresh again when another copy of the client did meanwhile', async () => {
    let releaseLock: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (releaseLock = resolve));
    // Someone else (a remote's copy of this client, or another tab) holds the lock first.
    vi.stubGlobal('navigator', { locks: { request: async (_name: string, task: () => Promise<unknown>) => (await held, task()) } });
    const pending = refreshSession();
    await Promise.resolve();
    // That other copy stores its renewed session in the shared store before letting go.
    sessionStore.getState().refreshed(session(9));
    releaseLock();

    await expect(pending).resolves.toBe('refreshed');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionStore.getState().session?.accessToken).toBe('access-9');
  });

  it('restores instead of switching users when the cookie now belongs to someone who signed in elsewhere', async () => {
    fetchMock.mockResolvedValueOnce(refreshed(2, 'u2'));
    await expect(refreshSession()).resolves.toBe('signedOut');
    expect(sessionStore.getState()).toMatchObject({ status: 'loading', session: null, role: null });
  });

  it('drops an answer that arrives after the user signed out', async () => {
    let release: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (release = resolve)));
    const pending = refreshSession();
    await Promise.resolve();
    sessionStore.getState().signOut();
    release(refreshed(2));
    await expect(pending).resolves.toBe('signedOut');
    expect(sessionStore.getState().session).toBeNull();
  });
});

describe('restoreFromCookie', () => {
  it('asks the API for a session with the cookie alone, under the same lock as the refreshes', async () => {
    const lockNames: string[] = [];
    vi.stubGlobal('navigator', {
      locks: { request: (name: string, task: () => Promise<unknown>) => (lockNames.push(name), task()) },
    });
    sessionStore.getState().signOut();
    fetchMock.mockResolvedValueOnce(refreshed(3));

    const result = await restoreFromCookie();

    expect(result.ok && result.data.session.access_token).toBe('access-3');
    expect(refreshCalls()[0]?.init).toMatchObject({ method: 'POST', credentials: 'include', body: undefined });
    fetchMock.mockResolvedValueOnce(refreshed(4));
    sessionStore.getState().signIn(session(3), { role: 'staff', companyId: 'c1' });
    await refreshSession();
    expect(lockNames).toHaveLength(2);
    expect(lockNames[0]).toBe(lockNames[1]);
  });
});

describe('a 401 to an authenticated call', () => {
  it('refreshes once and retries once with the new token', async () => {
    fetchMock
      .mockResolvedValueOnce(unauthorized())
      .mockResolvedValueOnce(refreshed(2))
      .mockResolvedValueOnce(answer(200, { success: true, value: 7 }));

    const result = await apiRequest('/api/things', { schema: thing });

    expect(result).toEqual({ ok: true, data: { success: true, value: 7 } });
    expect(calls().map((call) => call.url)).toEqual(['/api/things', '/api/auth/refresh', '/api/things']);
    expect(bearerOf(calls()[2]?.init ?? {})).toBe('Bearer access-2');
  });

  it('signs out when the retry is refused too, without refreshing again', async () => {
    fetchMock
      .mockResolvedValueOnce(unauthorized())
      .mockResolvedValueOnce(refreshed(2))
      .mockResolvedValueOnce(unauthorized());

    const result = await apiRequest('/api/things', { schema: thing });

    expect(result.ok === false && result.error.status).toBe(401);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(sessionStore.getState().status).toBe('signedOut');
  });

  it('signs out without a retry when the refresh is refused', async () => {
    fetchMock.mockResolvedValueOnce(unauthorized()).mockResolvedValueOnce(refused());
    const result = await apiRequest('/api/things', { schema: thing });
    expect(result.ok).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sessionStore.getState().status).toBe('signedOut');
  });

  it("ends a disabled user's live session on their next call, keeping the reason for the sign-in page", async () => {
    fetchMock
      .mockResolvedValueOnce(unauthorized())
      .mockResolvedValueOnce(answer(403, { success: false, message: 'Suspended', code: 'COMPANY_SUSPENDED' }));
    await apiRequest('/api/things', { schema: thing });
    expect(sessionStore.getState()).toMatchObject({ status: 'signedOut', signOutReason: 'COMPANY_SUSPENDED' });
  });

  it("reads the role and company again when the API says the user's access changed, then retries", async () => {
    sessionStore.getState().setIdentity('superadmin', null);
    sessionStore.getState().actInCompany({ id: 'c-acting', name: 'Happy Paws Grooming' });
    const revoked = () => answer(401, { success: false, message: 'Your access has changed', code: 'SESSION_REVOKED' });
    const me = answer(200, {
      success: true,
      role: 'admin',
      company_id: 'c-own',
      company_name: 'Own Salon',
      acting: false,
      user: { id: 'u1', email: 'a@example.test', name: null, created_at: '2026-01-01' },
    });
    fetchMock
      .mockResolvedValueOnce(revoked())
      .mockResolvedValueOnce(refreshed(2))
      .mockResolvedValueOnce(me)
      .mockResolvedValueOnce(answer(200, { success: true, value: 1 }));

    const result = await apiRequest('/api/things', { schema: thing });

    expect(result.ok).toBe(true);
    expect(calls().map((call) => call.url)).toEqual(['/api/things', '/api/auth/refresh', '/api/me', '/api/things']);
    // The identity is read with the new token alone, so the answer is the user's own company.
    const meCall = new Headers(calls()[2]?.init.headers);
    expect([meCall.get('Authorization'), meCall.get('X-Company-Id')]).toEqual(['Bearer access-2', null]);
    expect(sessionStore.getState()).toMatchObject({ role: 'admin', companyId: 'c-own', actingCompany: null });
    expect(new Headers(calls()[3]?.init.headers).get('X-Company-Id')).toBeNull();
  });

  it('does not read the identity again after a mere expiry', async () => {
    fetchMock.mockResolvedValueOnce(unauthorized()).mockResolvedValueOnce(refreshed(2)).mockResolvedValueOnce(answer(200, { success: true, value: 1 }));
    await apiRequest('/api/things', { schema: thing });
    expect(calls().map((call) => call.url)).toEqual(['/api/things', '/api/auth/refresh', '/api/things']);
  });

  it('makes concurrent 401s share a single refresh', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/api/auth/refresh')) return refreshed(2);
      return bearerOf(init ?? {}) === 'Bearer access-2' ? answer(200, { success: true, value: 1 }) : unauthorized();
    });

    const results = await Promise.all([1, 2, 3].map(() => apiRequest('/api/things', { schema: thing })));

    expect(results.every((result) => result.ok)).toBe(true);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('leaves public calls alone: a 401 there is just an answer', async () => {
    fetchMock.mockResolvedValueOnce(unauthorized());
    const result = await apiRequest('/api/things', { schema: thing, auth: false });
    expect(result.ok).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().status).toBe('signedIn');
  });
});

describe('startSessionAutoRefresh', () => {
  const windowMs = SESSION_REFRESH.tickMs * SESSION_REFRESH.refreshWhenTicksLeft;

  it('is due when three ticks or fewer remain before expiry', () => {
    expect(isDueForRefresh(1_000_000 + windowMs, 1_000_000)).toBe(true);
    expect(isDueForRefresh(1_000_000 + windowMs + 1, 1_000_000)).toBe(false);
  });

  it('refreshes on the first tick that finds the session due, and stops when told', async () => {
    vi.useFakeTimers();
    sessionStore.getState().refreshed(session(1, windowMs + SESSION_REFRESH.tickMs + 1_000));
    fetchMock.mockImplementation(async () => refreshed(2));

    const stop = startSessionAutoRefresh();
    await vi.advanceTimersByTimeAsync(SESSION_REFRESH.tickMs);
    expect(refreshCalls()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(SESSION_REFRESH.tickMs);
    expect(refreshCalls()).toHaveLength(1);
    expect(sessionStore.getState().session?.accessToken).toBe('access-2');

    stop();
    sessionStore.getState().refreshed(session(3, 0));
    await vi.advanceTimersByTimeAsync(SESSION_REFRESH.tickMs * 5);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('refreshes at once a stored session that is already due', async () => {
    sessionStore.getState().refreshed(session(1, -1_000));
    fetchMock.mockResolvedValueOnce(refreshed(2));
    const stop = startSessionAutoRefresh();
    await vi.waitFor(() => expect(sessionStore.getState().session?.accessToken).toBe('access-2'));
    stop();
  });
});
