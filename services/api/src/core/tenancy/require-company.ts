import type { AuthUser } from '../auth/auth-user';
import { ApiException } from '../http/api.exception';

/** The caller's company, which every tenant endpoint works in; the body never chooses it. */
export function requireCompany(user: AuthUser): string {
  if (!user.companyId) throw new ApiException(403, 'NO_COMPANY', 'Your account does not belong to a company');
  return user.companyId;
}
