import type { QueryClient } from '@tanstack/react-query';
import { onAuthChange } from '@groombook/auth';

/**
 * Keeps cached answers to whom and what they were fetched for; returns the function that stops.
 * A sign-out drops them all, and so does a sign-in of someone other than the user whose answers
 * may be cached, so none shows to the next user (queries only: the sign-in mutation that caused
 * SIGNED_IN is still running). A sign-in with nobody's answers cached (the page's first restore,
 * or after a sign-out) keeps what the signed-out page is fetching, such as the email
 * confirmation a link opened. A super admin's change of company resets them, so nothing of the
 * other company shows and the pages on screen load again.
 */
export function clearCacheOnSessionChange(queryClient: QueryClient): () => void {
  /** Whose answers the cache may hold: the signed-in user since the last sign-out, or null. */
  let holder: string | null = null;
  return onAuthChange((event, session) => {
    if (event === 'SIGNED_OUT') {
      holder = null;
      queryClient.removeQueries();
    }
    if (event === 'SIGNED_IN') {
      const userId = session?.user.id ?? null;
      if (holder !== null && holder !== userId) queryClient.removeQueries();
      holder = userId;
    }
    if (event === 'ACTING_COMPANY_CHANGED') void queryClient.resetQueries();
  });
}
