import { ApiError, errorMessage } from '@groombook/api-client';
import { ACCOUNT_DISABLED_MESSAGE, COMPANY_SUSPENDED_MESSAGE, ERROR_CODES } from '@groombook/contracts';

const ACCOUNT_REFUSALS: Readonly<Record<string, string>> = {
  [ERROR_CODES.accountDisabled]: ACCOUNT_DISABLED_MESSAGE,
  [ERROR_CODES.companySuspended]: COMPANY_SUSPENDED_MESSAGE,
};

/**
 * The product's words for an account the API will not let in, or ended the session of: a
 * disabled account, or a suspended salon. Null for any other code.
 */
export function accountRefusalMessage(code: string | null | undefined): string | null {
  return (code && ACCOUNT_REFUSALS[code]) || null;
}

/** A failed sign-in as the person at the desk should read it: an account refusal in its own words, else the server's message, else `fallback`. */
export function signInFailureMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && accountRefusalMessage(error.code)) || errorMessage(error, fallback);
}
