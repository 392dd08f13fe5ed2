import { Controller, Get, Put } from '@nestjs/common';
import { companySettingsResponseSchema, updateCompanySettingsRequestSchema, type CompanySettingsResponse } from '@groombook/contracts';
import type { z } from 'zod';
import { Responds } from '../../core/api-docs/api-docs.decorators';
import { Access } from '../../core/auth/access.decorator';
import { ValidBody } from '../../core/http/valid-input';
import { CompanyId } from '../../core/tenancy/company-id.decorator';
import { CompanySettingsService } from './company-settings.service';

/** /api/company-settings: the caller's company's own settings (its tax rate). */
@Controller('api/company-settings')
export class CompanySettingsController {
  constructor(private readonly settings: CompanySettingsService) {}

  @Get()
  @Access('company-settings.read')
  @Responds(companySettingsResponseSchema)
  async read(@CompanyId() companyId: string): Promise<CompanySettingsResponse> {
    return { success: true, settings: await this.settings.read(companyId) };
  }

  @Put()
  @Access('company-settings.update')
  @Responds(companySettingsResponseSchema)
  async update(
    @CompanyId() companyId: string,
    @ValidBody(updateCompanySettingsRequestSchema) body: z.infer<typeof updateCompanySettingsRequestSchema>,
  ): Promise<CompanySettingsResponse> {
    return { success: true, settings: await this.settings.update(companyId, body) };
  }
}
