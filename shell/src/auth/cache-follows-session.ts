import type { QueryClient } from '@tanstack/react-query';
import { onAuthChange } from '@groombook/auth';

/**
 * Keeps cached answers to whom and what they were fetched for; returns the function that stops.
 * A sign-in or sign-out drops them all, so none shows to the next user (queries only: the
 * sign-in mutation that caused SIGNED_IN is still running). A super admin's change of company
 * resets them, so nothing of the other company shows and the pages on screen load again.
 */
export function clearCacheOnSessionChange(queryClient: QueryClient): () => void {
  return onAuthChange((event) => {
    if (event === 'SIGNED_IN' || event === 'SIGNED_OUT') queryClient.removeQueries();
    if (event === 'ACTING_COMPANY_CHANGED') void queryClient.resetQueries();
  });
}
