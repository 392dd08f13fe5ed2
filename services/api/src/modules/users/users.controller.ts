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
import { AuditSubjectNote, type NoteAuditSubject } from '../../core/audit/audit-subject';
import { Access } from '../../core/auth/access.decorator';
import type { AuthUser } from '../../core/auth/auth-user';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { ValidBody, ValidParams, ValidQuery } from '../../core/http/valid-input';
import { UsersService } from './users.service';

/** The audit log names the user a request wrote to, under that user's company (a super admin reaches every company's). */
const userSubject = (user: { id: string; email: string; company_id: string | null }) => ({
  companyId: user.company_id,
  target: { type: 'user' as const, id: user.id, label: user.email },
});

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
    @AuditSubjectNote() audit: NoteAuditSubject,
  ): Promise<UserResponse> {
    const user = await this.users.create(caller, body, origin);
    audit(userSubject(user));
    return { success: true, user };
  }

  /** A new role and/or disabled; either applies on the user's next request. */
  @Put()
  @Access('users.update')
  @Responds(userResponseSchema)
  async update(
    @CurrentUser() caller: AuthUser,
    @ValidBody(updateUserRequestSchema) body: UpdateUserRequest,
    @AuditSubjectNote() audit: NoteAuditSubject,
  ): Promise<UserResponse> {
    const user = await this.users.update(caller, body.id, { role: body.role, disabled: body.disabled });
    audit(userSubject(user));
    return { success: true, user };
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
    @AuditSubjectNote() audit: NoteAuditSubject,
  ): Promise<MessageResponse> {
    const user = await this.users.sendPasswordReset(caller, params.id, origin);
    audit(userSubject(user));
    return { success: true, message: `Password reset email sent to ${user.email}` };
  }
}
