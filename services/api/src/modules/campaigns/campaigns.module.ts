import { Module } from '@nestjs/common';
import { AppointmentLinksModule } from '../appointment-links/appointment-links.module';
import { CustomerGroupsModule } from '../groups/customer-groups.module';
import { SmsModule } from '../sms/sms.module';
import { AudienceFiltersController } from './audience-filters.controller';
import { AudienceFiltersRepository } from './audience-filters.repository';
import { AudienceFiltersService } from './audience-filters.service';
import { CampaignMergeFields } from './campaign-merge-fields';
import { CampaignScheduleRepository } from './campaign-schedule.repository';
import { CampaignCompletion } from './campaign-completion';
import { CampaignHandOverRepository } from './campaign-hand-over.repository';
import { CampaignSendJob } from './campaign-send.job';
import { CampaignSweepJob } from './campaign-sweep.job';
import { CampaignsController } from './campaigns.controller';
import { CampaignsRepository } from './campaigns.repository';
import { CampaignsService } from './campaigns.service';

/**
 * Bulk SMS campaigns (sent now, drafts, scheduled; audiences of groups or saved filters): chosen recipients, sent through the SMS outbox by a job, progress read
 * live, ended by whichever job settles the last message, and a sweep for lost send jobs.
 */
@Module({
  imports: [CustomerGroupsModule, SmsModule, AppointmentLinksModule],
  controllers: [CampaignsController, AudienceFiltersController],
  providers: [
    CampaignsRepository,
    CampaignScheduleRepository,
    CampaignHandOverRepository,
    CampaignsService,
    CampaignMergeFields,
    AudienceFiltersRepository,
    AudienceFiltersService,
    CampaignSendJob,
    CampaignCompletion,
    CampaignSweepJob,
  ],
})
export class CampaignsModule {}
