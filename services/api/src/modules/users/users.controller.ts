import { Controller, createParamDecorator, Get, HttpCode, Post, Put, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  createUserRequestSchema,
  resetUserPasswordRequestSchema,
  updateUserRoleRequestSchema,
  userIdParamsSchema,
  usersQuerySchema,
  type CreateUserRequest,
  type MessageResponse,
  type ResetUserPasswordRequest,
  type UpdateUserRoleRequest,
  type UserIdParams,
  type UserResponse,
  type UsersListResponse,
  type UsersQuery,
} from '@groombook/contracts';
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
  async list(@CurrentUser() caller: AuthUser, @ValidQuery(usersQuerySchema) query: UsersQuery): Promise<UsersListResponse> {
    return { success: true, data: { users: await this.users.list(caller, query.company_id) } };
  }

  @Post()
  @Access('users.create')
  async create(
    @CurrentUser() caller: AuthUser,
    @ValidBody(createUserRequestSchema) body: CreateUserRequest,
    @RequestOrigin() origin: string | undefined,
  ): Promise<UserResponse> {
    return { success: true, user: await this.users.create(caller, body, origin) };
  }

  @Put()
  @Access('users.update-role')
  async updateRole(@CurrentUser() caller: AuthUser, @ValidBody(updateUserRoleRequestSchema) body: UpdateUserRoleRequest): Promise<UserResponse> {
    return { success: true, user: await this.users.updateRole(caller, body.id, body.role) };
  }

  @Post(':id/reset-password')
  @HttpCode(200)
  @Access('users.reset-password')
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
