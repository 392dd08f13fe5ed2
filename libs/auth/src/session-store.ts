import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Role } from '@groombook/domain';
import { emitAuthEvent } from './auth-events';
import type { AuthStatus, Identity, Session } from './session';
import { listenToOtherTabs, tellOtherTabs } from './tab-channel';

export type { AuthStatus, Identity, Session, SessionUser } from './session';

export interface SignOutOptions {
  /** Tell the other tabs too (the user chose Logout); otherwise only this tab forgets. */
  otherTabs?: boolean;
}

export interface SessionState {
  /**
   * 'loading' until the session is restored through the refresh cookie, or until a session
   * whose user has not been confirmed by GET /api/me yet gets its role.
   */
  status: AuthStatus;
  session: Session | null;
  /** Null until the role has been fetched from GET /api/me. */
  role: Role | null;
  companyId: string | null;
  /** Holds a new session and tells the other tabs who signed in. Without the identity, 'loading' until setIdentity. */
  signIn: (session: Session, identity?: Identity) => void;
  /** Holds the renewed access token of the same session. */
  refreshed: (session: Session) => void;
  setIdentity: (role: Role, companyId: string | null) => void;
  /** Forgets the session in this tab, or in every tab (the API call is the caller's job). */
  signOut: (options?: SignOutOptions) => void;
  /**
   * Drops the session and goes 'loading' until the shell has restored it again through the
   * refresh cookie: the cookie may now belong to someone who signed in in another tab.
   */
  beginRestore: () => void;
  /** A password-recovery link was opened and checked. */
  recoveryLinkOpened: () => void;
}

const signedOutState = { status: 'signedOut', session: null, role: null, companyId: null } as const;

/**
 * The one session store of the application. The shell and every remote import it
 * through the federation share scope as a singleton, so they all see the same session.
 * It starts 'loading': whether the httpOnly refresh cookie exists only the API can tell.
 */
export const sessionStore = createStore<SessionState>()((set, get) => ({
  status: 'loading',
  session: null,
  role: null,
  companyId: null,
  signIn: (session, identity) => {
    set(
      identity
        ? { status: 'signedIn', session, role: identity.role, companyId: identity.companyId }
        : { status: 'loading', session, role: null, companyId: null },
    );
    emitAuthEvent('SIGNED_IN', session);
    tellOtherTabs({ type: 'signedIn', userId: session.user.id });
  },
  refreshed: (session) => {
    set({ session });
    emitAuthEvent('TOKEN_REFRESHED', session);
  },
  setIdentity: (role, companyId) => {
    if (!get().session) return;
    set({ status: 'signedIn', role, companyId });
  },
  signOut: (options) => {
    const hadSession = get().session !== null || get().status !== 'signedOut';
    set(signedOutState);
    if (hadSession) emitAuthEvent('SIGNED_OUT', null);
    if (options?.otherTabs) tellOtherTabs({ type: 'signedOut' });
  },
  beginRestore: () => set({ status: 'loading', session: null, role: null, companyId: null }),
  recoveryLinkOpened: () => emitAuthEvent('PASSWORD_RECOVERY', get().session),
}));

/**
 * Follows the other tabs. A sign-out there ends the session here at once (its cookie is
 * gone). A sign-in there replaced the shared cookie, perhaps with another user's, so this
 * tab restores its session from the cookie again, unless it already holds that user.
 */
listenToOtherTabs((message) => {
  const state = sessionStore.getState();
  if (message.type === 'signedOut') {
    state.signOut();
  } else if (state.status !== 'signedIn' || state.session?.user.id !== message.userId) {
    state.beginRestore();
  }
});

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

/** The bearer token of the current session, or null when signed out. */
export function getAccessToken(): string | null {
  return sessionStore.getState().session?.accessToken ?? null;
}
