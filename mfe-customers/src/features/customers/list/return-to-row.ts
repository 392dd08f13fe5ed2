import { ROUTES } from '@groombook/routes';

/** What the list is told when a dialog closes: the customer whose row takes the focus. */
export interface ReturnToRow {
  focusCustomerId: string;
}

/** The navigation back to the list that puts the focus on a customer's row. */
export const backToRow = (customerId: string) => ({ to: ROUTES.customers.path, state: { focusCustomerId: customerId } satisfies ReturnToRow });

/** The customer whose row the last navigation asked to focus, if any. */
export function rowToFocus(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const id = (state as Partial<ReturnToRow>).focusCustomerId;
  return typeof id === 'string' && id !== '' ? id : null;
}
