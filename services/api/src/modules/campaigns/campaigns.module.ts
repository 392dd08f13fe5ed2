import { Module } from '@nestjs/common';
import { CustomerGroupsModule } from '../groups/customer-groups.module';
import { SmsModule } from '../sms/sms.module';
import { CampaignSendJob } from './campaign-send.job';
import { CampaignsController } from './campaigns.controller';
import { CampaignsRepository } from './campaigns.repository';
import { CampaignsService } from './campaigns.service';

/** Bulk SMS campaigns: chosen recipients, sent through the SMS outbox by a job, progress read live. */
@Module({
  imports: [CustomerGroupsModule, SmsModule],
  controllers: [CampaignsController],
  providers: [CampaignsRepository, CampaignsService, CampaignSendJob],
})
export class CampaignsModule {}
