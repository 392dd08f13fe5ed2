// @vitest-environment happy-dom
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onAuthChange, sessionStore, TAB_CHANNEL_NAME, type AuthStatus } from '@groombook/auth';
import { startAuth } from './start-auth';
import { answer, stubApiForEachTest } from '../testing/stub-api';

const user = (id: string) => ({ id, email: `${id}@example.test`, created_at: '2026-01-01T00:00:00Z' });
const refreshed = (accessToken: string, userId = 'u1') =>
  answer(200, {
    success: true,
    session: { access_token: accessToken, token_type: 'bearer', expires_in: 900, expires_at: Math.floor(Date.now() / 1000) + 900, user: user(userId) },
  });
const noCookie = () => answer(401, { success: false, message: 'No session', code: 'UNAUTHORIZED' });
const me = (role: string | null, userId = 'u1') =>
  answer(200, { success: true, role, company_id: 'c1', company_name: 'Happy Paws', acting: false, user: { ...user(userId), name: null } });

const fetchMock = stubApiForEachTest();
const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
let stop: () => void = () => undefined;

/** Another tab of the same browser. */
const otherTab = new BroadcastChannel(TAB_CHANNEL_NAME);
afterAll(() => otherTab.close());

beforeEach(() => {
  // What a freshly loaded page looks like: nothing in memory, the cookie not asked yet.
  sessionStore.getState().beginRestore();
});

afterEach(() => {
  stop();
  sessionStore.getState().signOut();
});

describe('restoring the session at boot', () => {
  it('asks for a session with the refresh cookie, then signs in with the role and company in one step', async () => {
    const seen: { status: AuthStatus; role: unknown }[] = [];
    const unsubscribe = sessionStore.subscribe((state) => seen.push({ status: state.status, role: state.role }));
    const events: string[] = [];
    const stopEvents = onAuthChange((event) => events.push(event));
    fetchMock.mockResolvedValueOnce(refreshed('access-1')).mockResolvedValueOnce(me('admin'));

    stop = startAuth('');
    await vi.waitFor(() => expect(sessionStore.getState()).toMatchObject({ status: 'signedIn', role: 'admin', companyId: 'c1' }));
    unsubscribe();
    stopEvents();

    expect(urls()).toEqual(['/api/auth/refresh', '/api/me']);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', credentials: 'include', body: undefined });
    expect((fetchMock.mock.calls[1]?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer access-1');
    expect(sessionStore.getState().session).toMatchObject({ accessToken: 'access-1', user: { id: 'u1' } });
    expect(seen).toEqual([{ status: 'signedIn', role: 'admin' }]);
    expect(events).toEqual(['SIGNED_IN']);
  });

  it("makes a user without a role a regular 'user'", async () => {
    fetchMock.mockResolvedValueOnce(refreshed('access-1')).mockResolvedValueOnce(me(null));
    stop = startAuth('');
    await vi.waitFor(() => expect(sessionStore.getState()).toMatchObject({ status: 'signedIn', role: 'user' }));
  });

  it.each([
    ['no cookie, or a spent or revoked one', () => noCookie()],
    ['a refused cookie', () => answer(403, { success: false, message: 'Forbidden', code: 'FORBIDDEN' })],
    ['a failing API', () => answer(503, { success: false, message: 'Down', code: 'INTERNAL_ERROR' })],
  ])('is signed out on %s, without asking who', async (_case, reply) => {
    fetchMock.mockResolvedValueOnce(reply());
    stop = startAuth('');
    await vi.waitFor(() => expect(sessionStore.getState()).toMatchObject({ status: 'signedOut', session: null }));
    expect(urls()).toEqual(['/api/auth/refresh']);
  });

  it('is signed out for this page while the API is unreachable', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    stop = startAuth('');
    await vi.waitFor(() => expect(sessionStore.getState().status).toBe('signedOut'));
  });

  it('is signed out when the new token does not tell who the user is', async () => {
    fetchMock.mockResolvedValueOnce(refreshed('access-1')).mockResolvedValueOnce(noCookie());
    stop = startAuth('');
    await vi.waitFor(() => expect(sessionStore.getState()).toMatchObject({ status: 'signedOut', session: null }));
  });

  it('skips the restore on a page opened from a recovery link', async () => {
    stop = startAuth('?access_token=a&refresh_token=r&type=recovery');
    expect(sessionStore.getState()).toMatchObject({ status: 'signedOut', session: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('restoring when another tab signs in', () => {
  it('signs this tab in through the cookie another tab just got', async () => {
    fetchMock.mockResolvedValueOnce(noCookie());
    stop = startAuth('');
    await vi.waitFor(() => expect(sessionStore.getState().status).toBe('signedOut'));

    fetchMock.mockResolvedValueOnce(refreshed('access-2', 'u2')).mockResolvedValueOnce(me('staff', 'u2'));
    otherTab.postMessage({ type: 'signedIn', userId: 'u2' });
    await vi.waitFor(() => expect(sessionStore.getState()).toMatchObject({ status: 'signedIn', role: 'staff', session: { user: { id: 'u2' } } }));
  });

  it('tries again when the other tab signed in while this restore was on its way', async () => {
    let refuse: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (refuse = resolve)));
    stop = startAuth('');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

    fetchMock.mockResolvedValueOnce(refreshed('access-2')).mockResolvedValueOnce(me('admin'));
    otherTab.postMessage({ type: 'signedIn', userId: 'u1' });
    await vi.waitFor(() => expect(sessionStore.getState().status).toBe('loading'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The answer to the first ask predates the other tab's sign-in.
    refuse(noCookie());

    await vi.waitFor(() => expect(sessionStore.getState()).toMatchObject({ status: 'signedIn', role: 'admin' }));
    expect(urls()).toEqual(['/api/auth/refresh', '/api/auth/refresh', '/api/me']);
  });

  it('drops a restore answered after another tab signed out', async () => {
    let release: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (release = resolve)));
    stop = startAuth('');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

    otherTab.postMessage({ type: 'signedOut' });
    await vi.waitFor(() => expect(sessionStore.getState().status).toBe('signedOut'));
    release(refreshed('access-1'));
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(sessionStore.getState()).toMatchObject({ status: 'signedOut', session: null });
    expect(urls()).toEqual(['/api/auth/refresh']);
  });

  it('says when the cookie gave a session, before GET /api/me, and not when it was refused', async () => {
    const accepted: string[] = [];
    let answerMe: (response: Response) => void = () => undefined;
    fetchMock.mockResolvedValueOnce(refreshed('access-1')).mockReturnValueOnce(new Promise<Response>((resolve) => (answerMe = resolve)));
    stop = startAuth('', () => accepted.push(urls().join(' ')));
    await vi.waitFor(() => expect(accepted).toHaveLength(1));
    // Called once the refresh answered, before GET /api/me was asked.
    expect(accepted).toEqual(['/api/auth/refresh']);
    expect(sessionStore.getState().status).toBe('loading');
    answerMe(me('staff'));
    await vi.waitFor(() => expect(sessionStore.getState().status).toBe('signedIn'));
    stop();

    sessionStore.getState().beginRestore();
    fetchMock.mockResolvedValueOnce(noCookie());
    stop = startAuth('', () => accepted.push('again'));
    await vi.waitFor(() => expect(sessionStore.getState().status).toBe('signedOut'));
    expect(accepted).toHaveLength(1);
  });
});
