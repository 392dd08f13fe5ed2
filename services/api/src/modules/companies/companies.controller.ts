import { Body, Controller, Get, Post, Put, Query } from '@nestjs/common';
import {
  companiesQuerySchema,
  createCompanyRequestSchema,
  updateCompanyRequestSchema,
  type Company,
} from '@groombook/contracts';
import type { z } from 'zod';
import { Access } from '../../core/auth/access.decorator';
import type { AuthUser } from '../../core/auth/auth-user';
import { OptionalUser } from '../../core/auth/current-user.decorator';
import { ApiException } from '../../core/http/api.exception';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { CompaniesService } from './companies.service';

@Controller('api/companies')
export class CompaniesController {
  constructor(private readonly companies: CompaniesService) {}

  /** With ?id=: the company's public name (no sign-in). Without: every company, for super admins. */
  @Get()
  @Access('companies.read')
  async read(
    @Query(new ZodValidationPipe(companiesQuerySchema)) query: z.infer<typeof companiesQuerySchema>,
    @OptionalUser() user: AuthUser | null,
  ): Promise<{ success: true; company: { id: string; name: string } } | { success: true; data: { companies: Company[] } }> {
    if (query.id) return { success: true, company: await this.companies.publicName(query.id) };
    if (!user) throw new ApiException(401, 'UNAUTHORIZED', 'Authentication required');
    if (user.role !== 'superadmin') throw new ApiException(403, 'FORBIDDEN', 'You do not have permission to do this');
    return { success: true, data: { companies: await this.companies.list() } };
  }

  @Post()
  @Access('companies.create')
  async create(@Body(new ZodValidationPipe(createCompanyRequestSchema)) body: z.infer<typeof createCompanyRequestSchema>) {
    return { success: true as const, company: await this.companies.create(body.name) };
  }

  @Put()
  @Access('companies.update')
  async update(@Body(new ZodValidationPipe(updateCompanyRequestSchema)) body: z.infer<typeof updateCompanyRequestSchema>) {
    return { success: true as const, company: await this.companies.rename(body.id, body.name) };
  }
}
