import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Role } from '@groombook/domain';
import { emitAuthEvent } from './auth-events';
import type { AuthStatus, Identity, Session } from './session';
import { parseStoredSession, readStoredSession, SESSION_STORAGE_KEY, writeStoredSession } from './session-storage';

export type { AuthStatus, Identity, Session, SessionUser } from './session';

export interface SessionState {
  /** 'loading' while a session exists whose user has not been confirmed by GET /api/me yet. */
  status: AuthStatus;
  session: Session | null;
  /** Null until the role has been fetched from GET /api/me. */
  role: Role | null;
  companyId: string | null;
  /** Stores a new session. Without the identity, the status stays 'loading' until setIdentity. */
  signIn: (session: Session, identity?: Identity) => void;
  /** Stores the rotated tokens of the same session. */
  refreshed: (session: Session) => void;
  setIdentity: (role: Role, companyId: string | null) => void;
  /** Forgets the session here and in every tab (the API call is the caller's job). */
  signOut: () => void;
  /** A password-recovery link was opened and checked. */
  recoveryLinkOpened: () => void;
  /**
   * Treats this page as signed out without deleting the stored session: for a page opened
   * from a recovery link (the link decides what happens, not the stored session), or when the
   * API cannot be reached to confirm the session (a reload later tries the stored one again).
   */
  signOutThisPage: () => void;
}

const signedOutState = { status: 'signedOut', session: null, role: null, companyId: null } as const;

/**
 * The one session store of the application. The shell and every remote import it
 * through the federation share scope as a singleton, so they all see the same session.
 */
export const sessionStore = createStore<SessionState>()((set, get) => {
  const stored = readStoredSession();
  return {
    status: stored ? 'loading' : 'signedOut',
    session: stored,
    role: null,
    companyId: null,
    signIn: (session, identity) => {
      writeStoredSession(session);
      set(
        identity
          ? { status: 'signedIn', session, role: identity.role, companyId: identity.companyId }
          : { status: 'loading', session, role: null, companyId: null },
      );
      emitAuthEvent('SIGNED_IN', session);
    },
    refreshed: (session) => {
      writeStoredSession(session);
      set({ session });
      emitAuthEvent('TOKEN_REFRESHED', session);
    },
    setIdentity: (role, companyId) => {
      if (!get().session) return;
      set({ status: 'signedIn', role, companyId });
    },
    signOut: () => {
      const hadSession = get().session !== null || get().status !== 'signedOut';
      writeStoredSession(null);
      set(signedOutState);
      if (hadSession) emitAuthEvent('SIGNED_OUT', null);
    },
    recoveryLinkOpened: () => emitAuthEvent('PASSWORD_RECOVERY', get().session),
    signOutThisPage: () => set(signedOutState),
  };
});

/**
 * Follows the session other tabs write. Refresh tokens rotate, so a tab that kept using
 * its old copy after another tab refreshed would be refused and signed out.
 */
function followOtherTabs(event: StorageEvent): void {
  if (event.key !== SESSION_STORAGE_KEY) return;
  const next = parseStoredSession(event.newValue);
  const { session } = sessionStore.getState();
  if (!next) {
    if (!session) return;
    sessionStore.setState(signedOutState);
    emitAuthEvent('SIGNED_OUT', null);
  } else if (session?.user.id === next.user.id) {
    sessionStore.setState({ session: next });
    emitAuthEvent('TOKEN_REFRESHED', next);
  } else {
    // Someone signed in (perhaps as another user) in another tab: confirm who before showing anything.
    sessionStore.setState({ status: 'loading', session: next, role: null, companyId: null });
    emitAuthEvent('SIGNED_IN', next);
  }
}

if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener('storage', followOtherTabs);
}

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

/** The bearer token of the current session, or null when signed out. */
export function getAccessToken(): string | null {
  return sessionStore.getState().session?.accessToken ?? null;
}
