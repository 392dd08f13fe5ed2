import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Role } from '@groombook/domain';

export interface SessionUser {
  id: string;
  email: string;
  createdAt: string;
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds at which the access token expires. */
  expiresAt: number;
  user: SessionUser;
}

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface SessionState {
  status: AuthStatus;
  session: Session | null;
  /** Null until the role has been fetched from GET /api/me. */
  role: Role | null;
  companyId: string | null;
  signIn: (session: Session) => void;
  refreshed: (session: Session) => void;
  setIdentity: (role: Role, companyId: string | null) => void;
  signOut: () => void;
}

const STORAGE_KEY = 'groombook.session';

function readStoredSession(): Session | null {
  if (typeof localStorage === 'undefined') return null;
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    return null;
  }
}

function storeSession(session: Session | null): void {
  if (typeof localStorage === 'undefined') return;
  if (session) localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  else localStorage.removeItem(STORAGE_KEY);
}

/**
 * The one session store of the application. The shell and every remote import it
 * through the federation share scope as a singleton, so they all see the same session.
 */
export const sessionStore = createStore<SessionState>()((set) => {
  const stored = readStoredSession();
  return {
    status: stored ? 'loading' : 'signedOut',
    session: stored,
    role: null,
    companyId: null,
    signIn: (session) => {
      storeSession(session);
      set({ status: 'signedIn', session });
    },
    refreshed: (session) => {
      storeSession(session);
      set({ session });
    },
    setIdentity: (role, companyId) => set({ status: 'signedIn', role, companyId }),
    signOut: () => {
      storeSession(null);
      set({ status: 'signedOut', session: null, role: null, companyId: null });
    },
  };
});

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

/** The bearer token of the current session, or null when signed out. */
export function getAccessToken(): string | null {
  return sessionStore.getState().session?.accessToken ?? null;
}
