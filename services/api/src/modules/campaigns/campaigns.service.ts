import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { NO_SMS_NUMBER_MESSAGE, type Campaign, type CampaignAudience, type CampaignDetail } from '@groombook/contracts';
import { Clock } from '../../core/clock/clock';
import { ConflictError, NotFoundError, RuleRefusedError, UnavailableError } from '../../core/errors/domain-errors';
import { JobDispatcher } from '../../core/jobs/job-dispatcher';
import { QUEUE_NAMES } from '../../core/jobs/queue-names';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { CustomerGroupsRepository } from '../groups/customer-groups.repository';
import { SmsOutbox } from '../sms/outbox/sms-outbox.service';
import { recipientSelection, storedAudience } from './campaign-audience';
import { CAMPAIGN_SEND_JOB, campaignSendJobId, type CampaignSendPayload } from './campaign-send.types';
import { CampaignsRepository, type ChosenRecipient } from './campaigns.repository';

const campaignNotFound = () => new NotFoundError('Campaign not found');

export const NO_RECIPIENTS_MESSAGE =
  'No customer can receive this campaign: none of them has a mobile number that agreed to texts (replied YES), has not opted out and is under the monthly limit of marketing messages';

/**
 * Bulk SMS campaigns. A campaign's recipients are chosen once, when it is created: the
 * audience's customers whose number can take a text, has not opted out and is under the
 * monthly marketing limit, each number once. A job then hands them to the SMS outbox.
 */
@Injectable()
export class CampaignsService {
  constructor(
    private readonly db: TenantDb,
    private readonly campaigns: CampaignsRepository,
    private readonly groups: CustomerGroupsRepository,
    private readonly outbox: SmsOutbox,
    private readonly jobs: JobDispatcher,
    private readonly clock: Clock,
  ) {}

  /** Reads only: a campaign ends in the transaction that settles its last message (CampaignCompletion). */
  list(companyId: string): Promise<Campaign[]> {
    return this.db.readForCompany(companyId, (m) => this.campaigns.list(m, companyId));
  }

  detail(companyId: string, id: string): Promise<CampaignDetail> {
    return this.db.forCompany(companyId, async (m) => {
      const campaign = await this.campaigns.find(m, companyId, id);
      if (!campaign) throw campaignNotFound();
      return { campaign, recipients: await this.campaigns.recipients(m, companyId, id) };
    });
  }

  /** How many customers a campaign to `audience` would reach now. */
  countRecipients(companyId: string, audience: CampaignAudience): Promise<number> {
    return this.db.forCompany(companyId, async (m) => (await this.chooseRecipients(m, companyId, audience)).length);
  }

  /**
   * Stores the campaign with its recipients and queues its sending, in one transaction: a
   * queue that is down refuses the campaign (503) rather than keeping one that never sends.
   */
  async create(companyId: string, input: { title: string; message: string; recipients: CampaignAudience }): Promise<Campaign> {
    const id = await this.db.forCompany(companyId, async (m) => {
      // Said plainly: without a number of its own the company cannot text anyone.
      if (!(await this.outbox.hasNumber(m, companyId))) throw new ConflictError(NO_SMS_NUMBER_MESSAGE);
      const recipients = await this.chooseRecipients(m, companyId, input.recipients);
      if (recipients.length === 0) throw new RuleRefusedError(NO_RECIPIENTS_MESSAGE);
      const audience = storedAudience(input.recipients);
      const campaignId = await this.campaigns.insert(m, companyId, { title: input.title, message: input.message, audience }, recipients, this.clock.now());
      await this.queue(companyId, campaignId);
      return campaignId;
    });
    return this.db.forCompany(companyId, async (m) => {
      const campaign = await this.campaigns.find(m, companyId, id);
      if (!campaign) throw campaignNotFound();
      return campaign;
    });
  }

  private async queue(companyId: string, campaignId: string): Promise<void> {
    try {
      await this.jobs.dispatch<CampaignSendPayload>(QUEUE_NAMES.smsSend, CAMPAIGN_SEND_JOB, { companyId, campaignId }, { jobId: campaignSendJobId(campaignId) });
    } catch {
      throw new UnavailableError('The message queue is unavailable; the campaign was not sent. Please try again.');
    }
  }

  private async chooseRecipients(m: EntityManager, companyId: string, audience: CampaignAudience): Promise<ChosenRecipient[]> {
    await this.requireGroups(m, companyId, audience);
    const candidates = await this.groups.recipientsFor(m, companyId, recipientSelection(audience));
    const reachable = await this.outbox.marketingRecipients(m, companyId, candidates);
    const seen = new Set<string>();
    return reachable.filter((recipient) => !seen.has(recipient.phoneE164) && seen.add(recipient.phoneE164));
  }

  /** 400 for a group id that is not one of the company's (a stale form, or another company's id). */
  private async requireGroups(m: EntityManager, companyId: string, audience: CampaignAudience): Promise<void> {
    if (audience.mode === 'all') return;
    const ids = [...new Set([...audience.group_ids, ...audience.include_group_ids, ...audience.exclude_group_ids])];
    const unknown = await this.groups.unknownGroups(m, companyId, ids);
    if (unknown.length > 0) throw new RuleRefusedError(`Customer group not found: ${unknown.slice(0, 5).join(', ')}`);
  }
}
