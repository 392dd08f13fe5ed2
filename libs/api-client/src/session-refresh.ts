import { getAccessToken, sessionStore, setSessionRefresher } from '@groombook/auth';
import { SESSION_REFRESH } from '@groombook/domain';
import { refreshFromCookie, toSession } from './auth';
import { getMe } from './me';

/**
 * 'failed': no answer (offline, 5xx, rate limited); the session is kept and tried again later.
 * 'signedOut': this tab holds no session any more (refused, signed out meanwhile, or the
 * cookie now belongs to someone else and the session is being restored).
 */
export type RefreshOutcome = 'refreshed' | 'signedOut' | 'failed';

/** Answers meaning the refresh cookie itself is no good (missing, spent, revoked, expired). */
export const REFUSED_REFRESH_STATUSES: ReadonlySet<number> = new Set([400, 401, 403]);

/** The Web Lock every use of the refresh cookie holds (exported for tests that use the cookie themselves). */
export const SESSION_REFRESH_LOCK = 'groombook.session-refresh';

/**
 * Runs `task` while no other tab of this browser, nor another copy of this client in this
 * tab, uses the refresh cookie (Web Locks), or directly where that API is missing. The
 * cookie rotates on every use, so two requests carrying the same one would look like a
 * stolen cookie being replayed, and the API would end the session.
 */
function inOneTabAtATime<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // The lock's callback result is awaited by the lock, so the request resolves to T.
  return locks ? (locks.request(SESSION_REFRESH_LOCK, task) as Promise<T>) : task();
}

/** POST /api/auth/refresh under the lock: for restoring a session this tab does not hold yet. */
export function restoreFromCookie(): ReturnType<typeof refreshFromCookie> {
  return inOneTabAtATime(refreshFromCookie);
}

async function refreshOnce(): Promise<RefreshOutcome> {
  const before = sessionStore.getState().session;
  if (!before) return 'signedOut';
  return inOneTabAtATime(async () => {
    const current = sessionStore.getState().session;
    if (!current) return 'signedOut';
    // Another copy of this client (a remote's) renewed the session while this call waited for the lock.
    if (current.accessToken !== before.accessToken) return 'refreshed';

    const result = await refreshFromCookie();
    const now = sessionStore.getState().session;
    // Signed out or signed in again meanwhile: this answer is no longer wanted.
    if (now?.accessToken !== before.accessToken) return now ? 'refreshed' : 'signedOut';
    if (result.ok) {
      const next = toSession(result.data.session);
      if (next.user.id !== before.user.id) {
        // Someone else signed in in another tab and the cookie is theirs now: confirm who before showing anything.
        sessionStore.getState().beginRestore();
        return 'signedOut';
      }
      sessionStore.getState().refreshed(next);
      return 'refreshed';
    }
    if (REFUSED_REFRESH_STATUSES.has(result.error.status)) {
      // The code tells the sign-in page why (a disabled account, a suspended salon).
      sessionStore.getState().signOut({ reason: result.error.code });
      return 'signedOut';
    }
    return 'failed';
  });
}

let inFlight: Promise<RefreshOutcome> | null = null;

/**
 * Renews the session's access token through the refresh cookie. Callers that arrive while
 * a refresh is on its way share it.
 */
export function refreshSession(): Promise<RefreshOutcome> {
  inFlight ??= refreshOnce().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

let identityReload: Promise<void> | null = null;

/**
 * Reads the user's role and company again (GET /api/me) after the API said their access
 * changed: a demoted admin's header and pages follow at once, and a super admin who is one no
 * longer stops acting in a company. Callers that arrive while a read is on its way share it.
 */
export function reloadIdentity(): Promise<void> {
  const token = getAccessToken();
  if (!token) return Promise.resolve();
  // With the token alone, not the company a super admin acts in: the answer is then the user's own company.
  identityReload ??= getMe({ accessToken: token })
    .then((me) => {
      if (me.ok) sessionStore.getState().setIdentity(me.data.role, me.data.company_id);
    })
    .finally(() => {
      identityReload = null;
    });
  return identityReload;
}

setSessionRefresher(async (accessChanged) => {
  const refreshed = (await refreshSession()) === 'refreshed';
  if (refreshed && accessChanged) await reloadIdentity();
  return refreshed;
});

/** Whether the session expires within the refresh window (3 ticks of 30 s). */
export function isDueForRefresh(expiresAt: number, now: number): boolean {
  return expiresAt - now <= SESSION_REFRESH.tickMs * SESSION_REFRESH.refreshWhenTicksLeft;
}

/**
 * Checks the session every tick (and when the tab becomes visible again, since background
 * tabs' timers are slowed) and refreshes it once it is due. Returns the function that stops it.
 */
export function startSessionAutoRefresh(): () => void {
  const tick = () => {
    const session = sessionStore.getState().session;
    if (session && isDueForRefresh(session.expiresAt, Date.now())) void refreshSession();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') tick();
  };
  const timer = setInterval(tick, SESSION_REFRESH.tickMs);
  const watchesVisibility = typeof document !== 'undefined';
  if (watchesVisibility) document.addEventListener('visibilitychange', onVisible);
  tick();
  return () => {
    clearInterval(timer);
    if (watchesVisibility) document.removeEventListener('visibilitychange', onVisible);
  };
}
