import type { AuthSession } from '@groombook/contracts';
import { safeRedirectTarget } from './redirect-target';

export const GOOGLE_SIGN_IN_FAILED = 'Failed to sign in with Google';

/** The tokens the API hands back in the fragment; the user comes from GET /api/me. */
export type SessionTokens = Omit<AuthSession, 'user'>;

export type GoogleReturn =
  | { type: 'tokens'; tokens: SessionTokens; redirectTo: string }
  | { type: 'error'; message: string };

/**
 * Reads what the API appended to /login after Google:
 * `#access_token=…&refresh_token=…&expires_at=…&expires_in=…&redirect_to=…` or `#error=…`.
 * Null when the fragment is not a Google return at all.
 */
export function readGoogleReturn(hash: string, nowMs: number = Date.now()): GoogleReturn | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  if (params.has('error')) return { type: 'error', message: params.get('error')?.trim() || GOOGLE_SIGN_IN_FAILED };
  if (!accessToken) return null;
  if (!refreshToken) return { type: 'error', message: GOOGLE_SIGN_IN_FAILED };

  const expiresIn = Number(params.get('expires_in'));
  const expiresAt = Number(params.get('expires_at'));
  const nowSeconds = Math.floor(nowMs / 1000);
  // Without a usable expiry the session counts as expiring now, so it is refreshed at once.
  const lifetime = Number.isFinite(expiresIn) && expiresIn > 0 ? Math.floor(expiresIn) : 0;
  return {
    type: 'tokens',
    tokens: {
      access_token: accessToken,
      refresh_token: refreshToken,
      token_type: 'bearer',
      expires_in: lifetime,
      expires_at: Number.isFinite(expiresAt) && expiresAt > 0 ? Math.floor(expiresAt) : nowSeconds + lifetime,
    },
    redirectTo: safeRedirectTarget(params.get('redirect_to')),
  };
}
