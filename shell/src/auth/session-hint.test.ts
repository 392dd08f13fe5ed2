// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@groombook/auth';
import { SIGN_IN_STORAGE_KEYS } from '@groombook/contracts/light';
import { forgetSignedIn, rememberSignedIn, wasSignedIn } from './session-hint';

const session = {
  accessToken: 'token',
  expiresAt: Date.now() + 900_000,
  user: { id: 'u1', email: 'u1@example.test', createdAt: '2026-01-01T00:00:00Z' },
};
let stop: () => void = () => undefined;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  sessionStore.getState().beginRestore();
});
afterEach(() => {
  stop();
  sessionStore.getState().signOut();
});

describe('the signed-in hint', () => {
  it('is absent for a browser that never signed in, and while a session is only being restored', () => {
    stop = rememberSignedIn();
    expect(wasSignedIn()).toBe(false);
  });

  it('is set once signed in with a role, kept through a reload, and cleared at sign-out', () => {
    stop = rememberSignedIn();
    sessionStore.getState().signIn(session, { role: 'staff', companyId: 'c1' });
    expect(sessionStore.getState().status).toBe('signedIn');
    expect(wasSignedIn()).toBe(true);
    // A reload: the store starts restoring again, the flag stays.
    sessionStore.getState().beginRestore();
    expect(wasSignedIn()).toBe(true);
    sessionStore.getState().signOut();
    expect(wasSignedIn()).toBe(false);
  });

  it('is cleared by Logout, which leaves the page while the store still holds the session', () => {
    stop = rememberSignedIn();
    sessionStore.getState().signIn(session, { role: 'staff', companyId: 'c1' });
    forgetSignedIn();
    expect(wasSignedIn()).toBe(false);
  });

  it('leaves the reason an account refusal ended the session for the sign-in page, and none for a plain sign-out', () => {
    stop = rememberSignedIn();
    sessionStore.getState().signIn(session, { role: 'staff', companyId: 'c1' });
    sessionStore.getState().signOut();
    expect(window.sessionStorage.getItem(SIGN_IN_STORAGE_KEYS.signOutReason)).toBeNull();
    sessionStore.getState().signIn(session, { role: 'staff', companyId: 'c1' });
    sessionStore.getState().signOut({ reason: 'ACCOUNT_DISABLED' });
    expect(window.sessionStorage.getItem(SIGN_IN_STORAGE_KEYS.signOutReason)).toBe('ACCOUNT_DISABLED');
  });
});
