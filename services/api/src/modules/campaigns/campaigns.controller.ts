import { Controller, Get, Post } from '@nestjs/common';
import {
  campaignRecipientCountRequestSchema,
  campaignsQuerySchema,
  createCampaignRequestSchema,
  type Campaign,
  type CampaignDetail,
  type CampaignRecipientCountRequest,
  type CampaignsQuery,
  type CreateCampaignRequestBody,
} from '@groombook/contracts';
import { Access } from '../../core/auth/access.decorator';
import { ValidBody, ValidQuery } from '../../core/http/valid-input';
import { CompanyId } from '../../core/tenancy/company-id.decorator';
import { CampaignsService } from './campaigns.service';

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

  /** Answered at once with the new campaign (sending); its messages go out in the background. */
  @Post()
  @Access('campaigns.create')
  async create(@CompanyId() companyId: string, @ValidBody(createCampaignRequestSchema) body: CreateCampaignRequestBody): Promise<{ success: true; data: { campaign: Campaign } }> {
    return { success: true, data: { campaign: await this.campaigns.create(companyId, body) } };
  }

  @Post('recipient-count')
  @Access('campaigns.create')
  async count(@CompanyId() companyId: string, @ValidBody(campaignRecipientCountRequestSchema) body: CampaignRecipientCountRequest): Promise<{ success: true; data: { count: number } }> {
    return { success: true, data: { count: await this.campaigns.countRecipients(companyId, body.recipients) } };
  }
}
