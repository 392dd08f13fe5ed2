import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEventBus } from '../../core/events/domain-event-bus';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { CampaignsRepository } from './campaigns.repository';

/**
 * A campaign ends when its last recipient is settled, as soon as the transaction that settles
 * it has committed, whichever job that is: the SMS send jobs (sent, failed, cancelled before
 * sending), a delivery report, a STOP that cancels its waiting message (all through
 * `campaign-messages.settled`, SettledCampaignMessages), or the campaign's own send job when
 * its last recipients could not be handed to the outbox at all. Checked after the commit, each
 * check sees every text settled before it, so the one after the last settlement ends the
 * campaign; a campaign still sending most of its texts is answered by one read, without a lock.
 * Should the process die in between, the campaign sweep ends it. Nothing that reads a campaign
 * changes it.
 */
@Injectable()
export class CampaignCompletion implements OnModuleInit {
  constructor(
    private readonly events: DomainEventBus,
    private readonly db: TenantDb,
    private readonly campaigns: CampaignsRepository,
  ) {}

  onModuleInit(): void {
    this.events.subscribe('campaign-messages.settled', async ({ companyId, campaignIds }) => {
      const settled = await this.db.readForCompany(companyId, (m) => this.campaigns.withNothingPending(m, companyId, campaignIds));
      if (settled.length > 0) await this.db.forCompany(companyId, (m) => this.campaigns.finishSettled(m, companyId, settled));
    });
  }
}
