// @vitest-environment happy-dom
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { onAuthChange, type AuthEvent } from './auth-events';
import { sessionStore } from './session-store';
import { TAB_CHANNEL_NAME, type TabMessage } from './tab-channel';
import type { Session } from './session';

const session = (n: number, userId = 'u1'): Session => ({
  accessToken: `access-${n}`,
  expiresAt: 1_800_000_000_000,
  user: { id: userId, email: `${userId}@example.test`, createdAt: '2026-01-01T00:00:00Z' },
});

function recordEvents() {
  const events: AuthEvent[] = [];
  const stop = onAuthChange((event) => events.push(event));
  return { events, stop };
}

/** Another tab of the same browser: its own channel object under the same name. */
const otherTab = new BroadcastChannel(TAB_CHANNEL_NAME);
const heardByOtherTab: unknown[] = [];
otherTab.onmessage = (event: MessageEvent) => heardByOtherTab.push(event.data);

/** Lets messages posted on the channel arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(async () => {
  sessionStore.getState().signOut();
  await settle();
  heardByOtherTab.length = 0;
});

afterAll(() => otherTab.close());

describe('the session store', () => {
  it("starts 'loading': only the API knows whether the refresh cookie exists", async () => {
    vi.resetModules();
    const fresh = await import('./session-store');
    expect(fresh.sessionStore.getState()).toMatchObject({ status: 'loading', session: null, role: null });
  });

  it('holds the session in memory only and announces each change', () => {
    const { events, stop } = recordEvents();
    sessionStore.getState().signIn(session(1), { role: 'admin', companyId: 'c1' });
    expect(sessionStore.getState()).toMatchObject({ status: 'signedIn', role: 'admin', companyId: 'c1', session: session(1) });

    sessionStore.getState().refreshed(session(2));
    expect(sessionStore.getState()).toMatchObject({ role: 'admin', session: session(2) });

    sessionStore.getState().signOut();
    sessionStore.getState().signOut();
    stop();
    expect(events).toEqual(['SIGNED_IN', 'TOKEN_REFRESHED', 'SIGNED_OUT']);
    expect(sessionStore.getState()).toMatchObject({ status: 'signedOut', session: null, role: null });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });

  it("stays 'loading' with no role until the identity arrives", () => {
    sessionStore.getState().signIn(session(1));
    expect(sessionStore.getState()).toMatchObject({ status: 'loading', role: null });
    sessionStore.getState().setIdentity('staff', null);
    expect(sessionStore.getState()).toMatchObject({ status: 'signedIn', role: 'staff' });
  });

  it('ignores an identity that arrives after sign-out', () => {
    sessionStore.getState().setIdentity('admin', 'c1');
    expect(sessionStore.getState()).toMatchObject({ status: 'signedOut', role: null });
  });

  it("announces no sign-out when the page's first restore finds no session: nobody's answers are cached yet", async () => {
    vi.resetModules();
    const events = await import('./auth-events');
    const fresh = await import('./session-store');
    const heard: AuthEvent[] = [];
    const stop = events.onAuthChange((event) => heard.push(event));
    fresh.sessionStore.getState().signOut();
    stop();
    expect(fresh.sessionStore.getState()).toMatchObject({ status: 'signedOut', session: null });
    expect(heard).toEqual([]);
  });

  it('announces a sign-out when a restore after a dropped session finds none', () => {
    const { events, stop } = recordEvents();
    sessionStore.getState().signIn(session(1), { role: 'staff', companyId: 'c1' });
    sessionStore.getState().beginRestore();
    // Another restore while the first is pending still ends the session that was dropped.
    sessionStore.getState().beginRestore();
    sessionStore.getState().signOut();
    // Signed out, a restore (another tab signed in) that finds nothing ends no session.
    sessionStore.getState().beginRestore();
    sessionStore.getState().signOut();
    stop();
    expect(events).toEqual(['SIGNED_IN', 'SIGNED_OUT']);
  });

  it('drops the session and waits for a restore when asked to', () => {
    sessionStore.getState().signIn(session(1), { role: 'staff', companyId: null });
    sessionStore.getState().beginRestore();
    expect(sessionStore.getState()).toMatchObject({ status: 'loading', session: null, role: null, companyId: null });
  });

  it('keeps why the API ended the session until someone signs in, and forgets it on a sign-out by choice', () => {
    sessionStore.getState().signIn(session(1), { role: 'staff', companyId: 'c1' });
    sessionStore.getState().signOut({ reason: 'ACCOUNT_DISABLED' });
    expect(sessionStore.getState()).toMatchObject({ status: 'signedOut', signOutReason: 'ACCOUNT_DISABLED' });
    // Another sign-out of the same ended session (another tab's message) keeps the reason.
    sessionStore.getState().signOut();
    expect(sessionStore.getState().signOutReason).toBe('ACCOUNT_DISABLED');
    sessionStore.getState().signIn(session(2), { role: 'staff', companyId: 'c1' });
    expect(sessionStore.getState().signOutReason).toBeNull();
    sessionStore.getState().signOut({ otherTabs: true });
    expect(sessionStore.getState().signOutReason).toBeNull();
  });

  it('announces a password recovery', () => {
    const { events, stop } = recordEvents();
    sessionStore.getState().recoveryLinkOpened();
    stop();
    expect(events).toEqual(['PASSWORD_RECOVERY']);
  });
});

describe('telling other tabs', () => {
  it('says who signed in, without any token', async () => {
    sessionStore.getState().signIn(session(1, 'u7'), { role: 'staff', companyId: null });
    await vi.waitFor(() => expect(heardByOtherTab).toEqual([{ type: 'signedIn', userId: 'u7' }]));
  });

  it('says signed out only when the user signed out everywhere', async () => {
    sessionStore.getState().signIn(session(1), { role: 'staff', companyId: null });
    sessionStore.getState().signOut();
    sessionStore.getState().signIn(session(2), { role: 'staff', companyId: null });
    sessionStore.getState().signOut({ otherTabs: true });
    await vi.waitFor(() => expect(heardByOtherTab).toHaveLength(3));
    await settle();
    expect(heardByOtherTab).toEqual([
      { type: 'signedIn', userId: 'u1' },
      { type: 'signedIn', userId: 'u1' },
      { type: 'signedOut' },
    ]);
  });
});

describe('following other tabs', () => {
  const otherTabSays = (message: TabMessage | Record<string, unknown>) => otherTab.postMessage(message);

  it('signs out at once when another tab signs out', async () => {
    const { events, stop } = recordEvents();
    sessionStore.getState().signIn(session(1), { role: 'staff', companyId: null });
    otherTabSays({ type: 'signedOut' });
    await vi.waitFor(() => expect(sessionStore.getState()).toMatchObject({ status: 'signedOut', session: null, role: null }));
    stop();
    expect(events).toEqual(['SIGNED_IN', 'SIGNED_OUT']);
  });

  it('restores again through the cookie when another tab signs in as someone else', async () => {
    sessionStore.getState().signIn(session(1), { role: 'admin', companyId: 'c1' });
    otherTabSays({ type: 'signedIn', userId: 'u2' });
    await vi.waitFor(() => expect(sessionStore.getState()).toMatchObject({ status: 'loading', session: null, role: null }));
  });

  it('restores when signed out here and another tab signs in', async () => {
    sessionStore.getState().signOut();
    otherTabSays({ type: 'signedIn', userId: 'u1' });
    await vi.waitFor(() => expect(sessionStore.getState().status).toBe('loading'));
  });

  it('keeps its own session when another tab signs in as the same user', async () => {
    sessionStore.getState().signIn(session(1), { role: 'admin', companyId: 'c1' });
    otherTabSays({ type: 'signedIn', userId: 'u1' });
    await settle();
    expect(sessionStore.getState()).toMatchObject({ status: 'signedIn', role: 'admin', session: session(1) });
  });

  it('ignores messages it does not understand', async () => {
    sessionStore.getState().signIn(session(1), { role: 'admin', companyId: 'c1' });
    otherTabSays({ type: 'signedIn' });
    otherTabSays({ type: 'session', session: session(9, 'u9') });
    await settle();
    expect(sessionStore.getState()).toMatchObject({ status: 'signedIn', session: session(1) });
  });
});
