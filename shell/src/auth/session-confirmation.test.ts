// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, type Session } from '@groombook/auth';
import { configureApiClient } from '@groombook/api-client';
import { startAuth } from './start-auth';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const stored: Session = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expiresAt: Date.now() + 3_600_000,
  user: { id: 'u1', email: 'a@example.test', createdAt: '2026-01-01T00:00:00Z' },
};
const me = (role: string | null) =>
  answer(200, { success: true, role, company_id: 'c1', company_name: 'Happy Paws', user: { id: 'u1', email: 'a@example.test', name: null, created_at: '2026-01-01' } });

const fetchMock = vi.fn<typeof fetch>();
let stop: () => void = () => undefined;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ baseUrl: '' });
  // What a reload with a stored session looks like: the session is there, not yet confirmed.
  sessionStore.getState().signIn(stored);
});

afterEach(() => {
  stop();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  sessionStore.getState().signOut();
});

describe('the sign-in check at boot', () => {
  it('confirms a stored session with GET /api/me and takes the role and company from it', async () => {
    fetchMock.mockResolvedValueOnce(me('admin'));
    expect(sessionStore.getState().status).toBe('loading');
    stop = startAuth('');
    await vi.waitFor(() => expect(sessionStore.getState()).toMatchObject({ status: 'signedIn', role: 'admin', companyId: 'c1' }));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/me');
  });

  it("makes a user without a role a regular 'user'", async () => {
    fetchMock.mockResolvedValueOnce(me(null));
    stop = startAuth('');
    await vi.waitFor(() => expect(sessionStore.getState()).toMatchObject({ status: 'signedIn', role: 'user' }));
  });

  it('signs out when the API refuses the session and its refresh', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(401, { success: false, message: 'Invalid token', code: 'UNAUTHORIZED' }))
      .mockResolvedValueOnce(answer(401, { success: false, message: 'Invalid refresh token', code: 'UNAUTHORIZED' }));
    stop = startAuth('');
    await vi.waitFor(() => expect(sessionStore.getState().status).toBe('signedOut'));
    expect(localStorage.getItem('groombook.session')).toBeNull();
  });

  it('is signed out while the API is unreachable, but keeps the stored session for a later reload', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    stop = startAuth('');
    await vi.waitFor(() => expect(sessionStore.getState().status).toBe('signedOut'));
    expect(localStorage.getItem('groombook.session')).not.toBeNull();
  });

  it('skips the check on a page opened from a recovery link', () => {
    stop = startAuth('?access_token=a&refresh_token=r&type=recovery');
    expect(sessionStore.getState()).toMatchObject({ status: 'signedOut', session: null });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
