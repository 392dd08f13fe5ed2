import { startSessionAutoRefresh } from '@groombook/api-client';
import { sessionStore } from '@groombook/auth';
import { watchSessionConfirmation } from './session-confirmation';

/**
 * Starts the client side of authentication once, at boot: the sign-in check of a stored
 * session (skipped on a page opened from a recovery link, SPEC.md section 2) and the
 * 30-second auto-refresh. Returns the function that stops both.
 */
export function startAuth(search: string): () => void {
  if (new URLSearchParams(search).get('type') === 'recovery') sessionStore.getState().signOutThisPage();
  const stopConfirming = watchSessionConfirmation();
  const stopRefreshing = startSessionAutoRefresh();
  return () => {
    stopConfirming();
    stopRefreshing();
  };
}
