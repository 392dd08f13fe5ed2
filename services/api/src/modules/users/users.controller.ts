import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  createUserRequestSchema,
  resetUserPasswordRequestSchema,
  updateUserRoleRequestSchema,
  userIdParamsSchema,
  usersQuerySchema,
  type CompanyUser,
  type MessageResponse,
} from '@groombook/contracts';
import type { z } from 'zod';
import { Access } from '../../core/auth/access.decorator';
import type { AuthUser } from '../../core/auth/auth-user';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { UsersService } from './users.service';

/** The page the request came from: where emailed links should lead back to (checked before use). */
const requestOrigin = (request: Request) => request.get('origin') ?? undefined;

@Controller('api/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @Access('users.list')
  async list(
    @CurrentUser() caller: AuthUser,
    @Query(new ZodValidationPipe(usersQuerySchema)) query: z.infer<typeof usersQuerySchema>,
  ): Promise<{ success: true; data: { users: CompanyUser[] } }> {
    return { success: true, data: { users: await this.users.list(caller, query.company_id) } };
  }

  @Post()
  @Access('users.create')
  async create(
    @CurrentUser() caller: AuthUser,
    @Body(new ZodValidationPipe(createUserRequestSchema)) body: z.infer<typeof createUserRequestSchema>,
    @Req() request: Request,
  ): Promise<{ success: true; user: CompanyUser }> {
    return { success: true, user: await this.users.create(caller, body, requestOrigin(request)) };
  }

  @Put()
  @Access('users.update-role')
  async updateRole(
    @CurrentUser() caller: AuthUser,
    @Body(new ZodValidationPipe(updateUserRoleRequestSchema)) body: z.infer<typeof updateUserRoleRequestSchema>,
  ): Promise<{ success: true; user: CompanyUser }> {
    return { success: true, user: await this.users.updateRole(caller, body.id, body.role) };
  }

  @Post(':id/reset-password')
  @HttpCode(200)
  @Access('users.reset-password')
  async resetPassword(
    @CurrentUser() caller: AuthUser,
    @Param(new ZodValidationPipe(userIdParamsSchema)) params: z.infer<typeof userIdParamsSchema>,
    @Body(new ZodValidationPipe(resetUserPasswordRequestSchema)) _body: z.infer<typeof resetUserPasswordRequestSchema>,
    @Req() request: Request,
  ): Promise<MessageResponse> {
    const email = await this.users.sendPasswordReset(caller, params.id, requestOrigin(request));
    return { success: true, message: `Password reset email sent to ${email}` };
  }
}
