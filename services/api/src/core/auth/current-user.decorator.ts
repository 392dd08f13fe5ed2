import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiException } from '../http/api.exception';
import type { AuthUser } from './auth-user';

/** The request's signed-in caller; 401 when it came without a valid session. */
export function sessionUser(context: ExecutionContext): AuthUser {
  const user = context.switchToHttp().getRequest<FastifyRequest>().authUser;
  if (!user) throw new ApiException(401, 'UNAUTHORIZED', 'Authentication required');
  return user;
}

/** The signed-in caller (routes whose policy requires a session). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser => sessionUser(context));

/** The caller if a valid token came with the request, else null (public routes). */
export const OptionalUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthUser | null => context.switchToHttp().getRequest<FastifyRequest>().authUser ?? null,
);
