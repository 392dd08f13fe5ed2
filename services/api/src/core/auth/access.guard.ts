import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { ApiException } from '../http/api.exception';
import { isFromThisMachine } from '../http/client-address';
import { ACCESS_POLICY, isAllowed, PUBLIC, THIS_MACHINE_OR_SUPERADMIN, type AccessKey } from './access-policy';
import { ACCESS_KEY } from './access.decorator';
import { TokenService } from './token.service';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** Enforces ACCESS_POLICY on every route: 401 without a valid session, 403 for a role the policy leaves out. */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const key = this.reflector.get<AccessKey | undefined>(ACCESS_KEY, context.getHandler());
    // Fail closed: a route that names no policy is never served (start-up also refuses it).
    if (!key) throw new ApiException(403, 'FORBIDDEN', 'This endpoint has no access policy');
    const rule = ACCESS_POLICY[key];
    const request = context.switchToHttp().getRequest<FastifyRequest>();

    const token = bearerToken(request);
    const user = token ? await this.tokens.verifyAccessToken(token) : null;
    if (user) request.authUser = user;

    if (rule === PUBLIC) return true;
    if (rule === THIS_MACHINE_OR_SUPERADMIN && isAllowed(rule, user?.role ?? null, isFromThisMachine(request))) return true;
    if (!token) throw new ApiException(401, 'UNAUTHORIZED', 'Authentication required');
    if (!user) throw new ApiException(401, 'UNAUTHORIZED', 'Invalid or expired access token');
    if (!isAllowed(rule, user.role)) throw new ApiException(403, 'FORBIDDEN', 'You do not have permission to do this');
    return true;
  }
}
