import type { Role } from '@groombook/domain';

/** The caller, as the access token says. */
export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  companyId: string | null;
}

declare module 'express-serve-static-core' {
  interface Request {
    authUser?: AuthUser;
  }
}
