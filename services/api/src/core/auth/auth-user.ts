import type { Role } from '@groombook/domain';

/** The caller, as the access token says. */
export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  companyId: string | null;
  /** The session (refresh-token family) the access token was issued to; null for tokens from before sessions were named. */
  sessionId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser?: AuthUser;
  }
}
