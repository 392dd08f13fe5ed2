import { Module } from '@nestjs/common';
import { CustomerGroupsModule } from '../groups/customer-groups.module';
import { SmsModule } from '../sms/sms.module';
import { CampaignCompletion } from './campaign-completion';
import { CampaignSendJob } from './campaign-send.job';
import { CampaignSweepJob } from './campaign-sweep.job';
import { CampaignsController } from './campaigns.controller';
import { CampaignsRepository } from './campaigns.repository';
import { CampaignsService } from './campaigns.service';

/**
 * Bulk SMS campaigns: chosen recipients, sent through the SMS outbox by a job, progress read
 * live, ended by whichever job settles the last message, and a sweep for lost send jobs.
 */
@Module({
  imports: [CustomerGroupsModule, SmsModule],
  controllers: [CampaignsController],
  providers: [CampaignsRepository, CampaignsService, CampaignSendJob, CampaignCompletion, CampaignSweepJob],
})
export class CampaignsModule {}
