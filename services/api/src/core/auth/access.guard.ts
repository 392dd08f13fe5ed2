import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, SESSION_REVOKED_MESSAGE } from '@groombook/contracts';
import { ApiException } from '../http/api.exception';
import { isFromThisMachine } from '../http/client-address';
import { ACCESS_POLICY, isAllowed, PUBLIC, THIS_MACHINE_OR_SUPERADMIN, type AccessKey } from './access-policy';
import { ACCESS_KEY } from './access.decorator';
import { AccessStates } from './access-states';
import { withActingCompany } from './acting-company';
import type { AuthUser } from './auth-user';
import { TokenService } from './token.service';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Enforces ACCESS_POLICY on every route: 401 without a valid session (SESSION_REVOKED for a
 * token issued before the user's access changed), 403 for a role the policy leaves out.
 * The caller's role and company are the database's now (AccessStates: at most a second old,
 * forgotten at once when changed), and a super admin's X-Company-Id picks the company.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly states: AccessStates,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const key = this.reflector.get<AccessKey | undefined>(ACCESS_KEY, context.getHandler());
    // Fail closed: a route that names no policy is never served (start-up also refuses it).
    if (!key) throw new ApiException(403, 'FORBIDDEN', 'This endpoint has no access policy');
    const rule = ACCESS_POLICY[key];
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    request.accessKey = key;

    const token = bearerToken(request);
    const claims = token ? await this.tokens.verifyAccessToken(token) : null;
    // The token's user's access now, and its session still standing: null when either ended.
    const state = claims ? await this.states.current(claims) : null;
    let user: AuthUser | null = null;
    if (claims && state) {
      user = await withActingCompany(request, { ...claims, role: state.role, companyId: state.companyId, acting: false }, this.states);
      request.authUser = user;
    }

    if (rule === PUBLIC) return true;
    if (rule === THIS_MACHINE_OR_SUPERADMIN && isAllowed(rule, user?.role ?? null, isFromThisMachine(request))) return true;
    if (!token) throw new ApiException(401, 'UNAUTHORIZED', 'Authentication required');
    if (claims && !user) throw new ApiException(401, ERROR_CODES.sessionRevoked, SESSION_REVOKED_MESSAGE);
    if (!user) throw new ApiException(401, 'UNAUTHORIZED', 'Invalid or expired access token');
    if (!isAllowed(rule, user.role)) throw new ApiException(403, 'FORBIDDEN', 'You do not have permission to do this');
    return true;
  }
}
