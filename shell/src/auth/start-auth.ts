import { startSessionAutoRefresh } from '@groombook/api-client';
import { sessionStore } from '@groombook/auth';
import { watchSessionConfirmation } from './session-confirmation';
import { rememberSignedIn } from './session-hint';

/**
 * Starts the client side of authentication once, at boot: restoring the session through
 * the refresh cookie (not on a page opened from a recovery link: the link decides what that
 * page does, so it is signed out), the 30-second auto-refresh and the signed-in hint
 * (session-hint.ts). `onCookieAccepted` is called whenever the refresh cookie gives a session,
 * before the identity is read. Returns the function that stops them.
 */
export function startAuth(search: string, onCookieAccepted?: () => void): () => void {
  if (new URLSearchParams(search).get('type') === 'recovery') sessionStore.getState().signOut();
  const stopRestoring = watchSessionConfirmation(onCookieAccepted);
  const stopRefreshing = startSessionAutoRefresh();
  const stopRemembering = rememberSignedIn();
  return () => {
    stopRestoring();
    stopRefreshing();
    stopRemembering();
  };
}
