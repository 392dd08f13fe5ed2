import type { Role } from '@groombook/domain';

/** What an access token says of its user. */
export interface AccessTokenClaims {
  id: string;
  email: string;
  role: Role;
  companyId: string | null;
  /** The session (refresh-token family) the access token was issued to; null for tokens from before sessions were named. */
  sessionId: string | null;
  /** The user's token version when the token was issued (`users.token_version`). */
  tokenVersion: number;
}

/**
 * The caller: who the access token names, with the role and company the database gives them
 * now (AccessGuard refuses a token issued before their access changed).
 */
export interface AuthUser extends AccessTokenClaims {
  /**
   * True when `companyId` is the company a super admin acts in (the X-Company-Id header)
   * rather than their own: each such request is written to the audit log.
   */
  acting: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser?: AuthUser;
    /** The access-policy entry of the route (set by AccessGuard): the audit log names the action by it. */
    accessKey?: string;
  }
}
