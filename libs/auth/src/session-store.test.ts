// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { onAuthChange, type AuthEvent } from './auth-events';
import { sessionStore } from './session-store';
import { SESSION_STORAGE_KEY } from './session-storage';
import type { Session } from './session';

const session = (n: number, userId = 'u1'): Session => ({
  accessToken: `access-${n}`,
  refreshToken: `refresh-${n}`,
  expiresAt: 1_800_000_000_000,
  user: { id: userId, email: `${userId}@example.test`, createdAt: '2026-01-01T00:00:00Z' },
});

function recordEvents() {
  const events: AuthEvent[] = [];
  const stop = onAuthChange((event) => events.push(event));
  return { events, stop };
}

/** What the browser does in this tab when another tab writes the session. */
function otherTabWrites(value: Session | null) {
  const newValue = value ? JSON.stringify(value) : null;
  window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue }));
}

afterEach(() => {
  sessionStore.getState().signOut();
  localStorage.clear();
});

describe('the session store', () => {
  it('keeps the session across reloads and announces each change', () => {
    const { events, stop } = recordEvents();
    sessionStore.getState().signIn(session(1), { role: 'admin', companyId: 'c1' });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(session(1));
    expect(sessionStore.getState()).toMatchObject({ status: 'signedIn', role: 'admin', companyId: 'c1' });

    sessionStore.getState().refreshed(session(2));
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(session(2));
    expect(sessionStore.getState().role).toBe('admin');

    sessionStore.getState().signOut();
    sessionStore.getState().signOut();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    stop();
    expect(events).toEqual(['SIGNED_IN', 'TOKEN_REFRESHED', 'SIGNED_OUT']);
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

  it('treats a recovery page as signed out without deleting the stored session', () => {
    sessionStore.getState().signIn(session(1), { role: 'staff', companyId: null });
    sessionStore.getState().signOutThisPage();
    expect(sessionStore.getState()).toMatchObject({ status: 'signedOut', session: null });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
  });

  it('announces a password recovery', () => {
    const { events, stop } = recordEvents();
    sessionStore.getState().recoveryLinkOpened();
    stop();
    expect(events).toEqual(['PASSWORD_RECOVERY']);
  });
});

describe('following other tabs', () => {
  it("adopts another tab's rotated tokens for the same user", () => {
    sessionStore.getState().signIn(session(1), { role: 'staff', companyId: null });
    otherTabWrites(session(2));
    expect(sessionStore.getState()).toMatchObject({ status: 'signedIn', role: 'staff', session: session(2) });
  });

  it('signs out when another tab signs out', () => {
    sessionStore.getState().signIn(session(1), { role: 'staff', companyId: null });
    otherTabWrites(null);
    expect(sessionStore.getState()).toMatchObject({ status: 'signedOut', session: null });
  });

  it('re-checks who is signed in when another tab signs in as someone else', () => {
    sessionStore.getState().signIn(session(1), { role: 'admin', companyId: 'c1' });
    otherTabWrites(session(7, 'u2'));
    expect(sessionStore.getState()).toMatchObject({ status: 'loading', role: null, session: session(7, 'u2') });
  });
});
