import { Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  audienceFilterIdQuerySchema,
  saveAudienceFilterRequestSchema,
  type AudienceFilter,
  type AudienceFilterIdQuery,
  type SaveAudienceFilterBody,
} from '@groombook/contracts';
import { Access } from '../../core/auth/access.decorator';
import { ValidBody, ValidQuery } from '../../core/http/valid-input';
import { CompanyId } from '../../core/tenancy/company-id.decorator';
import { AudienceFiltersService } from './audience-filters.service';

/** Saved audience filters: named rules a campaign's audience can be. */
@Controller('api/audience-filters')
export class AudienceFiltersController {
  constructor(private readonly filters: AudienceFiltersService) {}

  @Get()
  @Access('audience-filters.read')
  async list(@CompanyId() companyId: string): Promise<{ success: true; data: AudienceFilter[] }> {
    return { success: true, data: await this.filters.list(companyId) };
  }

  @Post()
  @Access('audience-filters.write')
  async create(@CompanyId() companyId: string, @ValidBody(saveAudienceFilterRequestSchema) body: SaveAudienceFilterBody): Promise<{ success: true; data: { filter: AudienceFilter } }> {
    return { success: true, data: { filter: await this.filters.create(companyId, body) } };
  }

  @Put()
  @Access('audience-filters.write')
  async update(
    @CompanyId() companyId: string,
    @ValidQuery(audienceFilterIdQuerySchema) query: AudienceFilterIdQuery,
    @ValidBody(saveAudienceFilterRequestSchema) body: SaveAudienceFilterBody,
  ): Promise<{ success: true; data: { filter: AudienceFilter } }> {
    return { success: true, data: { filter: await this.filters.update(companyId, query.id, body) } };
  }

  @Delete()
  @HttpCode(200)
  @Access('audience-filters.write')
  async delete(@CompanyId() companyId: string, @ValidQuery(audienceFilterIdQuerySchema) query: AudienceFilterIdQuery): Promise<{ success: true }> {
    await this.filters.delete(companyId, query.id);
    return { success: true };
  }
}
