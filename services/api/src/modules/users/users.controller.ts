import { Controller, createParamDecorator, Get, HttpCode, Post, Put, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  createUserRequestSchema,
  messageResponseSchema,
  resetUserPasswordRequestSchema,
  updateUserRequestSchema,
  userIdParamsSchema,
  userResponseSchema,
  usersListResponseSchema,
  usersQuerySchema,
  type CreateUserRequest,
  type MessageResponse,
  type ResetUserPasswordRequest,
  type UpdateUserRequest,
  type UserIdParams,
  type UserResponse,
  type UsersListResponse,
  type UsersQuery,
} from '@groombook/contracts';
import { Responds } from '../../core/api-docs/api-docs.decorators';
import { Access } from '../../core/auth/access.decorator';
import type { AuthUser } from '../../core/auth/auth-user';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { ValidBody, ValidParams, ValidQuery } from '../../core/http/valid-input';
import { UsersService } from './users.service';

/** The page the request came from: where emailed links should lead back to (checked before use). */
const RequestOrigin = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string | undefined => context.switchToHttp().getRequest<FastifyRequest>().headers.origin ?? undefined,
);

@Controller('api/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @Access('users.list')
  @Responds(usersListResponseSchema)
  async list(@CurrentUser() caller: AuthUser, @ValidQuery(usersQuerySchema) query: UsersQuery): Promise<UsersListResponse> {
    return { success: true, data: { users: await this.users.list(caller, query.company_id) } };
  }

  @Post()
  @Access('users.create')
  @Responds(userResponseSchema)
  async create(
    @CurrentUser() caller: AuthUser,
    @ValidBody(createUserRequestSchema) body: CreateUserRequest,
    @RequestOrigin() origin: string | undefined,
  ): Promise<UserResponse> {
    return { success: true, user: await this.users.create(caller, body, origin) };
  }

  /** A new role and/or disabled; either applies on the user's next request. */
  @Put()
  @Access('users.update')
  @Responds(userResponseSchema)
  async update(@CurrentUser() caller: AuthUser, @ValidBody(updateUserRequestSchema) body: UpdateUserRequest): Promise<UserResponse> {
    return { success: true, user: await this.users.update(caller, body.id, { role: body.role, disabled: body.disabled }) };
  }

  @Post(':id/reset-password')
  @HttpCode(200)
  @Access('users.reset-password')
  @Responds(messageResponseSchema)
  async resetPassword(
    @CurrentUser() caller: AuthUser,
    @ValidParams(userIdParamsSchema) params: UserIdParams,
    @ValidBody(resetUserPasswordRequestSchema) _body: ResetUserPasswordRequest,
    @RequestOrigin() origin: string | undefined,
  ): Promise<MessageResponse> {
    const email = await this.users.sendPasswordReset(caller, params.id, origin);
    return { success: true, message: `Password reset email sent to ${email}` };
  }
}
