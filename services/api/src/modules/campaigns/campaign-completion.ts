import { Injectable, type OnModuleInit } from '@nestjs/common';
import { SettledCampaignMessages } from '../sms/outbox/settled-campaign-messages';
import { CampaignsRepository } from './campaigns.repository';

/**
 * A campaign ends when its last recipient is settled, in the transaction that settles it,
 * whichever job that is: the SMS send job (sent, failed, cancelled before sending), a delivery
 * report, a STOP that cancels its waiting message (all through SettledCampaignMessages), or
 * the campaign's own send job when its last recipients could not be handed to the outbox at
 * all. Nothing that reads a campaign changes it.
 */
@Injectable()
export class CampaignCompletion implements OnModuleInit {
  constructor(
    private readonly settled: SettledCampaignMessages,
    private readonly campaigns: CampaignsRepository,
  ) {}

  onModuleInit(): void {
    this.settled.listen(async (m, companyId, campaignIds) => {
      await this.campaigns.finishSettled(m, companyId, campaignIds);
    });
  }
}
