import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  createGroomerRequestSchema,
  deleteByIdRequestSchema,
  updateGroomerRequestSchema,
  type Groomer,
} from '@groombook/contracts';
import type { z } from 'zod';
import { Access } from '../../core/auth/access.decorator';
import type { AuthUser } from '../../core/auth/auth-user';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { requireCompany } from '../../core/tenancy/require-company';
import { GroomersService } from './groomers.service';

/** Groomers are "assignees" on the wire, as the earlier product called them. */
@Controller('api/assignees')
export class GroomersController {
  constructor(private readonly groomers: GroomersService) {}

  @Get()
  @Access('groomers.list')
  async list(@CurrentUser() user: AuthUser): Promise<{ success: true; data: { assignees: Groomer[] } }> {
    return { success: true, data: { assignees: await this.groomers.list(requireCompany(user)) } };
  }

  @Post()
  @Access('groomers.create')
  async create(
    @CurrentUser() user: AuthUser,
    @Body(new ZodValidationPipe(createGroomerRequestSchema)) body: z.infer<typeof createGroomerRequestSchema>,
  ): Promise<{ success: true; data: { assignee: Groomer } }> {
    return { success: true, data: { assignee: await this.groomers.create(requireCompany(user), body.name) } };
  }

  @Put()
  @Access('groomers.update')
  async update(
    @CurrentUser() user: AuthUser,
    @Body(new ZodValidationPipe(updateGroomerRequestSchema)) body: z.infer<typeof updateGroomerRequestSchema>,
  ): Promise<{ success: true; data: { assignee: Groomer } }> {
    return { success: true, data: { assignee: await this.groomers.rename(requireCompany(user), body.id, body.name) } };
  }

  @Delete()
  @HttpCode(200)
  @Access('groomers.delete')
  async remove(
    @CurrentUser() user: AuthUser,
    @Body(new ZodValidationPipe(deleteByIdRequestSchema)) body: z.infer<typeof deleteByIdRequestSchema>,
  ): Promise<{ success: true; message: string }> {
    await this.groomers.remove(requireCompany(user), body.id);
    return { success: true, message: 'Groomer deleted' };
  }
}
