import { restoreFromCookie } from '@groombook/api-client';
import { sessionStore } from '@groombook/auth';
import { establishSession } from './sign-in-flow';

/**
 * Restores the session a reload (or another tab's sign-in) left this tab without: the
 * refresh cookie gives a new access token, GET /api/me the role and company. Without a
 * usable cookie (refused), or without an answer (offline, 5xx), this page is signed out;
 * a later reload tries the cookie again. `onCookieAccepted` is called once the cookie gave a
 * session, before GET /api/me.
 */
export async function restoreSession(onCookieAccepted?: () => void): Promise<void> {
  const started = sessionStore.getState();
  if (started.status !== 'loading') return;
  // Any change meanwhile (a sign-in on the login page, another tab's message) outranks this answer.
  const unchanged = () => sessionStore.getState() === started;
  const refreshed = await restoreFromCookie();
  if (!unchanged()) return;
  if (!refreshed.ok) {
    // Refused: the code tells the sign-in page why (a disabled account, a suspended salon).
    started.signOut(refreshed.error.status === 0 ? undefined : { reason: refreshed.error.code });
    return;
  }
  onCookieAccepted?.();
  try {
    await establishSession(refreshed.data.session, unchanged);
  } catch {
    if (unchanged()) started.signOut();
  }
}

/** Restores the session whenever the store says 'loading' without one; returns the function that stops watching. */
export function watchSessionConfirmation(onCookieAccepted?: () => void): () => void {
  let running = false;
  const check = () => {
    const { status, session } = sessionStore.getState();
    if (running || status !== 'loading' || session) return;
    running = true;
    void restoreSession(onCookieAccepted).finally(() => {
      running = false;
      // Another tab may have signed in (or out) while this restore was on its way.
      check();
    });
  };
  const stop = sessionStore.subscribe(check);
  check();
  return stop;
}
