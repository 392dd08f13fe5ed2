import { errorMessage } from '@groombook/api-client';

/**
 * '{action}: {server message}' when the server said why, else the action alone
 * ('Failed to delete customer').
 */
export function failureText(action: string, error: unknown): string {
  const reason = errorMessage(error, '').trim();
  return reason ? `${action}: ${reason}` : action;
}
