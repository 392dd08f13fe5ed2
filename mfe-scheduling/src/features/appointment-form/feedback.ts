import { errorMessage } from '@groombook/api-client';

/** What the form reports after an action: one success or failure line. */
export type FormFeedback = { tone: 'success' | 'failure'; message: string };

/**
 * 'Failed to add appointment: {reason}' (SPEC section 8): the server's message when it gave one,
 * else what went wrong on the way ('Failed to fetch', 'Request failed: 500').
 */
export function failureText(action: string, error: unknown): string {
  const fallback = error instanceof Error && error.message ? error.message : 'Please try again.';
  return `${action}: ${errorMessage(error, fallback)}`;
}

export const failure = (action: string, error: unknown): FormFeedback => ({ tone: 'failure', message: failureText(action, error) });
export const success = (message: string): FormFeedback => ({ tone: 'success', message });
