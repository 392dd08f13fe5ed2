import { startSessionAutoRefresh } from '@groombook/api-client';
import { sessionStore } from '@groombook/auth';
import { watchSessionConfirmation } from './session-confirmation';

/**
 * Starts the client side of authentication once, at boot: restoring the session through
 * the refresh cookie (not on a page opened from a recovery link: the link decides what that
 * page does, so it is signed out) and the 30-second auto-refresh. Returns the function that
 * stops both.
 */
export function startAuth(search: string): () => void {
  if (new URLSearchParams(search).get('type') === 'recovery') sessionStore.getState().signOut();
  const stopRestoring = watchSessionConfirmation();
  const stopRefreshing = startSessionAutoRefresh();
  return () => {
    stopRestoring();
    stopRefreshing();
  };
}
