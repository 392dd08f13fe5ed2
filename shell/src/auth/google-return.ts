import { GOOGLE_CODE_PARAM } from '@groombook/contracts';

export const GOOGLE_SIGN_IN_FAILED = 'Failed to sign in with Google';

export type GoogleReturn = { type: 'code'; code: string } | { type: 'error'; message: string };

/**
 * Reads what the API appended to /login after Google: `#google_code=…` (a one-time code this
 * browser redeems) or `#error=…`. Null when the fragment is not a Google return at all.
 * Tokens in the fragment are not a Google return: a link carrying someone else's tokens
 * must never sign this browser in.
 */
export function readGoogleReturn(hash: string): GoogleReturn | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (params.has('error')) return { type: 'error', message: params.get('error')?.trim() || GOOGLE_SIGN_IN_FAILED };
  if (!params.has(GOOGLE_CODE_PARAM)) return null;
  const code = params.get(GOOGLE_CODE_PARAM)?.trim();
  return code ? { type: 'code', code } : { type: 'error', message: GOOGLE_SIGN_IN_FAILED };
}
