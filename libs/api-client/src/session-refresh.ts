import { readStoredSession, sessionStore } from '@groombook/auth';
import { SESSION_REFRESH } from '@groombook/domain';
import { refreshTokens, toSession } from './auth';
import { setSessionRefresher } from './client';

/** 'failed': no answer (offline, 5xx, rate limited); the session is kept and tried again later. */
export type RefreshOutcome = 'refreshed' | 'signedOut' | 'failed';

/** Answers meaning the refresh token itself is no good (spent, revoked, expired). */
const REFUSED = new Set([400, 401, 403]);

const LOCK_NAME = 'groombook.session-refresh';

/** Runs `task` while no other tab of this browser refreshes (Web Locks), or directly where that API is missing. */
function inOneTabAtATime<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // The lock's callback result is awaited by the lock, so the request resolves to T.
  return locks ? (locks.request(LOCK_NAME, task) as Promise<T>) : task();
}

async function refreshOnce(): Promise<RefreshOutcome> {
  const before = sessionStore.getState().session;
  if (!before) return 'signedOut';
  return inOneTabAtATime(async () => {
    const current = sessionStore.getState().session;
    if (!current) return 'signedOut';
    // Renewed while this call waited for the lock (by this tab, or adopted from another): nothing to spend.
    if (current.refreshToken !== before.refreshToken) return 'refreshed';
    // Another tab may have refreshed without this one having heard yet: its rotated tokens are already stored.
    const stored = readStoredSession();
    if (stored && stored.user.id === before.user.id && stored.refreshToken !== before.refreshToken) {
      sessionStore.getState().refreshed(stored);
      return 'refreshed';
    }

    const result = await refreshTokens(before.refreshToken);
    // Signed out or signed in as someone else meanwhile: this answer is no longer wanted.
    if (sessionStore.getState().session?.refreshToken !== before.refreshToken) {
      return sessionStore.getState().session ? 'refreshed' : 'signedOut';
    }
    if (result.ok) {
      sessionStore.getState().refreshed(toSession(result.data.session));
      return 'refreshed';
    }
    if (REFUSED.has(result.error.status)) {
      sessionStore.getState().signOut();
      return 'signedOut';
    }
    return 'failed';
  });
}

let inFlight: Promise<RefreshOutcome> | null = null;

/**
 * Renews the session with its refresh token and stores the rotated tokens. Callers that
 * arrive while a refresh is on its way share it: a refresh token works only once.
 */
export function refreshSession(): Promise<RefreshOutcome> {
  inFlight ??= refreshOnce().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

setSessionRefresher(async () => (await refreshSession()) === 'refreshed');

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
