import { Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  campaignIdQuerySchema,
  campaignRecipientCountRequestSchema,
  campaignsQuerySchema,
  createCampaignRequestSchema,
  updateCampaignRequestSchema,
  type Campaign,
  type CampaignDetail,
  type CampaignIdQuery,
  type CampaignRecipientCountRequest,
  type CampaignsQuery,
  type CreateCampaignRequestBody,
  type UpdateCampaignRequestBody,
} from '@groombook/contracts';
import { Access } from '../../core/auth/access.decorator';
import { ValidBody, ValidQuery } from '../../core/http/valid-input';
import { CompanyId } from '../../core/tenancy/company-id.decorator';
import { CampaignsService } from './campaigns.service';

type CampaignAnswer = Promise<{ success: true; data: { campaign: Campaign } }>;

/** Bulk SMS campaigns (the Marketing screen's Bulk Messages tab and the campaign page). */
@Controller('api/campaigns')
export class CampaignsController {
  constructor(private readonly campaigns: CampaignsService) {}

  /** Every campaign, newest first; with ?id= that campaign and its recipients. */
  @Get()
  @Access('campaigns.read')
  async read(@CompanyId() companyId: string, @ValidQuery(campaignsQuerySchema) query: CampaignsQuery): Promise<{ success: true; data: Campaign[] | CampaignDetail }> {
    return { success: true, data: query.id ? await this.campaigns.detail(companyId, query.id) : await this.campaigns.list(companyId) };
  }

  /** Sent now (answered at once, its messages go out in the background), saved as a draft, or scheduled. */
  @Post()
  @Access('campaigns.create')
  async create(@CompanyId() companyId: string, @ValidBody(createCampaignRequestSchema) body: CreateCampaignRequestBody): CampaignAnswer {
    return { success: true, data: { campaign: await this.campaigns.create(companyId, body) } };
  }

  /** A draft or scheduled campaign edited (409 once it has left). */
  @Put()
  @Access('campaigns.update')
  async update(
    @CompanyId() companyId: string,
    @ValidQuery(campaignIdQuerySchema) query: CampaignIdQuery,
    @ValidBody(updateCampaignRequestSchema) body: UpdateCampaignRequestBody,
  ): CampaignAnswer {
    return { success: true, data: { campaign: await this.campaigns.update(companyId, query.id, body) } };
  }

  @Delete()
  @HttpCode(200)
  @Access('campaigns.delete')
  async delete(@CompanyId() companyId: string, @ValidQuery(campaignIdQuerySchema) query: CampaignIdQuery): Promise<{ success: true }> {
    await this.campaigns.delete(companyId, query.id);
    return { success: true };
  }

  /** A draft (or scheduled campaign) sent now. */
  @Post('send')
  @HttpCode(200)
  @Access('campaigns.send')
  async send(@CompanyId() companyId: string, @ValidQuery(campaignIdQuerySchema) query: CampaignIdQuery): CampaignAnswer {
    return { success: true, data: { campaign: await this.campaigns.sendNow(companyId, query.id) } };
  }

  @Post('recipient-count')
  @Access('campaigns.create')
  async count(@CompanyId() companyId: string, @ValidBody(campaignRecipientCountRequestSchema) body: CampaignRecipientCountRequest): Promise<{ success: true; data: { count: number } }> {
    return { success: true, data: { count: await this.campaigns.countRecipients(companyId, body.recipients) } };
  }
}
