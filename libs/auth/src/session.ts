import type { Role } from '@groombook/domain';

export interface SessionUser {
  id: string;
  email: string;
  createdAt: string;
}

/**
 * A signed-in session: what the API's AuthSession becomes on the client. It lives in memory
 * only; the refresh token is an httpOnly cookie that no script of the page can read.
 */
export interface Session {
  accessToken: string;
  /** Epoch milliseconds at which the access token expires. */
  expiresAt: number;
  user: SessionUser;
}

/** Who the signed-in user is in the product (GET /api/me). */
export interface Identity {
  role: Role;
  companyId: string | null;
}

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';
