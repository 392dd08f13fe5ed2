import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Role } from '@groombook/domain';
import { forgetActingCompanies, keepActingCompany, readActingCompany, type ActingCompany } from './acting-company';
import { emitAuthEvent } from './auth-events';
import type { AuthStatus, Identity, Session } from './session';
import { listenToOtherTabs, tellOtherTabs } from './tab-channel';

export type { AuthStatus, Identity, Session, SessionUser } from './session';
export type { ActingCompany } from './acting-company';

export interface SignOutOptions {
  /** Tell the other tabs too (the user chose Logout); otherwise only this tab forgets. */
  otherTabs?: boolean;
  /** The API's error code when it refused the session (ACCOUNT_DISABLED, COMPANY_SUSPENDED...). */
  reason?: string;
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
  /** The user's own company (null for a super admin, who belongs to none, and for an account not yet added to a salon). */
  companyId: string | null;
  /**
   * The company a super admin works in for now (ACTING_COMPANY_HEADER on every API call);
   * always null for anyone else. Kept for this tab across reloads, forgotten on sign-out.
   */
  actingCompany: ActingCompany | null;
  /**
   * Why the API ended the session (its error code), for the sign-in page to say: a disabled
   * account or a suspended salon is told so rather than just sent to sign in. Null after a
   * sign-out by choice, and once someone signs in.
   */
  signOutReason: string | null;
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
  /** A super admin starts working in `company` (ignored for anyone else); announced as ACTING_COMPANY_CHANGED. */
  actInCompany: (company: ActingCompany) => void;
  /** A super admin stops working in a company. */
  stopActing: () => void;
}

const noSession = { session: null, role: null, companyId: null, actingCompany: null } as const;

/** The company `userId` chose earlier in this tab, if they are a super admin; another user's choice is never theirs. */
function actingCompanyOf(userId: string, role: Role | null): ActingCompany | null {
  if (role === 'superadmin') return readActingCompany(userId);
  // Someone who is no longer a super admin acts nowhere, now or after a later promotion.
  keepActingCompany(userId, null);
  return null;
}

/**
 * The one session store of the application. The shell and every remote import it
 * through the federation share scope as a singleton, so they all see the same session.
 * It starts 'loading': whether the httpOnly refresh cookie exists only the API can tell.
 */
export const sessionStore = createStore<SessionState>()((set, get) => {
  /**
   * Whether a session was dropped by beginRestore and not yet replaced: if the restore finds
   * none, that session has ended. A page's first restore that finds no cookie ends nothing, so
   * it announces no SIGNED_OUT (which would drop what the signed-out pages are fetching).
   */
  let droppedForRestore = false;
  return {
    status: 'loading',
    session: null,
    role: null,
    companyId: null,
    actingCompany: null,
    signOutReason: null,
    signIn: (session, identity) => {
      droppedForRestore = false;
      forgetActingCompanies(session.user.id);
      set(
        identity
          ? {
              status: 'signedIn',
              session,
              role: identity.role,
              companyId: identity.companyId,
              actingCompany: actingCompanyOf(session.user.id, identity.role),
              signOutReason: null,
            }
          : { status: 'loading', session, role: null, companyId: null, actingCompany: null, signOutReason: null },
      );
      emitAuthEvent('SIGNED_IN', session);
      tellOtherTabs({ type: 'signedIn', userId: session.user.id });
    },
    refreshed: (session) => {
      set({ session });
      emitAuthEvent('TOKEN_REFRESHED', session);
    },
    setIdentity: (role, companyId) => {
      const session = get().session;
      if (!session) return;
      set({ status: 'signedIn', role, companyId, actingCompany: actingCompanyOf(session.user.id, role) });
    },
    signOut: (options) => {
      const hadSession = get().session !== null || droppedForRestore;
      droppedForRestore = false;
      forgetActingCompanies();
      // A second sign-out (the guard's, another tab's) keeps the reason the first one gave.
      set({ status: 'signedOut', ...noSession, signOutReason: options?.reason ?? (hadSession ? null : get().signOutReason) });
      if (hadSession) emitAuthEvent('SIGNED_OUT', null);
      if (options?.otherTabs) tellOtherTabs({ type: 'signedOut' });
    },
    // The choice stays in storage: signIn takes it back if the cookie still belongs to the same user.
    beginRestore: () => {
      droppedForRestore ||= get().session !== null;
      set({ status: 'loading', ...noSession, signOutReason: null });
    },
    recoveryLinkOpened: () => emitAuthEvent('PASSWORD_RECOVERY', get().session),
    actInCompany: (company) => {
      const { session, role, actingCompany } = get();
      if (!session || role !== 'superadmin') return;
      if (actingCompany?.id === company.id && actingCompany.name === company.name) return;
      const chosen = { id: company.id, name: company.name };
      keepActingCompany(session.user.id, chosen);
      set({ actingCompany: chosen });
      if (actingCompany?.id !== chosen.id) emitAuthEvent('ACTING_COMPANY_CHANGED', session);
    },
    stopActing: () => {
      const { session, actingCompany } = get();
      if (!session || !actingCompany) return;
      keepActingCompany(session.user.id, null);
      set({ actingCompany: null });
      emitAuthEvent('ACTING_COMPANY_CHANGED', session);
    },
  };
});

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

/**
 * The company whose data the signed-in user works on: a super admin's chosen company, or
 * the user's own. Null means tenant pages have nothing to show.
 */
export function workingCompanyId(state: Pick<SessionState, 'role' | 'companyId' | 'actingCompany'>): string | null {
  if (state.role === 'superadmin' && state.actingCompany) return state.actingCompany.id;
  return state.companyId;
}

/** The company a super admin acts in, for ACTING_COMPANY_HEADER; null for everyone else. */
export function getActingCompanyId(): string | null {
  const { role, actingCompany } = sessionStore.getState();
  return role === 'superadmin' ? (actingCompany?.id ?? null) : null;
}

/** The bearer token of the current session, or null when signed out. */
export function getAccessToken(): string | null {
  return sessionStore.getState().session?.accessToken ?? null;
}
