import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import {
  NO_SMS_NUMBER_MESSAGE,
  type Campaign,
  type CampaignAudience,
  type CampaignDetail,
  type CampaignSendAt,
  type CreateCampaignRequestBody,
  type UpdateCampaignRequestBody,
} from '@groombook/contracts';
import { Clock } from '../../core/clock/clock';
import { knownTimeZone, localParts, zonedInstant } from '../../core/clock/company-time';
import { selectRow } from '../../core/database/rows';
import { ConflictError, NotFoundError, RuleRefusedError, UnavailableError } from '../../core/errors/domain-errors';
import { JobDispatcher } from '../../core/jobs/job-dispatcher';
import { QUEUE_NAMES } from '../../core/jobs/queue-names';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { CustomerGroupsRepository } from '../groups/customer-groups.repository';
import { SmsOutbox } from '../sms/outbox/sms-outbox.service';
import { AudienceFiltersRepository } from './audience-filters.repository';
import { recipientSelection, storedAudience } from './campaign-audience';
import { CampaignHandOverRepository } from './campaign-hand-over.repository';
import { CampaignScheduleRepository, type SavedCampaign, type SavedChange } from './campaign-schedule.repository';
import { CAMPAIGN_SEND_JOB, campaignSendJobId, type CampaignSendPayload } from './campaign-send.types';
import { CampaignsRepository, type ChosenRecipient } from './campaigns.repository';

const campaignNotFound = () => new NotFoundError('Campaign not found');
const timeZoneRowSchema = z.object({ time_zone: z.string().nullable() });

export const NO_RECIPIENTS_MESSAGE =
  'No customer can receive this campaign: none of them has a mobile number that agreed to texts (replied YES), has not opted out and is under the monthly limit of marketing messages';
export const CAMPAIGN_LEFT_MESSAGE = 'This campaign has already been sent; only drafts and scheduled campaigns can be changed';
export const SEND_AT_PAST_MESSAGE = 'Choose a time in the future to send';

/**
 * Bulk SMS campaigns. A campaign is sent now, saved as a draft, or scheduled for a date and
 * time in the salon's time zone. Its recipients are chosen when it leaves: the audience's
 * customers whose number can take a text, has not opted out and is under the monthly
 * marketing limit, each number once. A job then hands them to the SMS outbox, each with the
 * message filled in for them.
 */
@Injectable()
export class CampaignsService {
  constructor(
    private readonly db: TenantDb,
    private readonly campaigns: CampaignsRepository,
    private readonly schedule: CampaignScheduleRepository,
    private readonly handOver: CampaignHandOverRepository,
    private readonly groups: CustomerGroupsRepository,
    private readonly filters: AudienceFiltersRepository,
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
   * Sent now: stores the campaign with its recipients and queues its sending, in one
   * transaction (a queue that is down refuses it with 503 rather than keeping one that never
   * sends). A draft or a scheduled campaign is only saved.
   */
  async create(companyId: string, input: CreateCampaignRequestBody): Promise<Campaign> {
    const id = await this.db.forCompany(companyId, async (m) => {
      if (input.send !== 'now') return this.schedule.insert(m, companyId, await this.saved(m, companyId, input), this.clock.now());
      const recipients = await this.reachable(m, companyId, input.recipients);
      const campaignId = await this.campaigns.insert(m, companyId, { ...input, audience: storedAudience(input.recipients) }, recipients, this.clock.now());
      await this.queue(m, companyId, campaignId);
      return campaignId;
    });
    return this.read(companyId, id);
  }

  /** A draft or scheduled campaign edited, and with `send` 'now' sent as edited, in one transaction: 409 once it has left. */
  async update(companyId: string, id: string, input: UpdateCampaignRequestBody): Promise<Campaign> {
    await this.db.forCompany(companyId, async (m) => {
      refuseChange(await this.schedule.update(m, companyId, id, await this.saved(m, companyId, input), this.clock.now()));
      if (input.send === 'now') await this.sendIn(m, companyId, id);
    });
    return this.read(companyId, id);
  }

  delete(companyId: string, id: string): Promise<void> {
    return this.db.forCompany(companyId, async (m) => refuseChange(await this.schedule.delete(m, companyId, id)));
  }

  /** A draft (or scheduled campaign) sent now; its recipients are chosen as it leaves. */
  async sendNow(companyId: string, id: string): Promise<Campaign> {
    await this.db.forCompany(companyId, (m) => this.sendIn(m, companyId, id));
    return this.read(companyId, id);
  }

  private async sendIn(m: EntityManager, companyId: string, id: string): Promise<void> {
    const claimed = await this.schedule.claim(m, companyId, id, 'draft', this.clock.now());
    if (!claimed) refuseChange((await this.campaigns.find(m, companyId, id)) ? 'left' : 'not_found');
    else await this.leave(m, companyId, id, await this.reachable(m, companyId, claimed.audience));
  }

  /**
   * The sweep: a scheduled campaign whose time has come leaves, once however many sweeps run
   * (the claim is conditional). One that can reach no one then ends `failed`. True when it left.
   */
  startDue(companyId: string, id: string): Promise<boolean> {
    return this.db.forCompany(companyId, async (m) => {
      const now = this.clock.now();
      const claimed = await this.schedule.claim(m, companyId, id, 'due', now);
      if (!claimed) return false;
      const hasNumber = await this.outbox.hasNumber(m, companyId);
      const recipients = hasNumber ? await this.chooseRecipients(m, companyId, claimed.audience).catch(noneWhenRefused) : [];
      if (recipients.length === 0) await this.schedule.fail(m, companyId, id, now);
      else await this.leave(m, companyId, id, recipients);
      return true;
    });
  }

  private async leave(m: EntityManager, companyId: string, id: string, recipients: ChosenRecipient[]): Promise<void> {
    await this.campaigns.addRecipients(m, companyId, id, recipients, this.clock.now());
    await this.queue(m, companyId, id);
  }

  private read(companyId: string, id: string): Promise<Campaign> {
    return this.db.readForCompany(companyId, async (m) => {
      const campaign = await this.campaigns.find(m, companyId, id);
      if (!campaign) throw campaignNotFound();
      return campaign;
    });
  }

  /** A draft, or a scheduled campaign at its instant (refused in the past); its audience's groups and filter checked. */
  private async saved(m: EntityManager, companyId: string, input: Omit<UpdateCampaignRequestBody, 'send'> & { send: string }): Promise<SavedCampaign> {
    await this.requireAudience(m, companyId, input.recipients);
    const base = { title: input.title, message: input.message, audience: storedAudience(input.recipients) };
    if (input.send !== 'schedule' || !input.send_at) return { ...base, status: 'draft', scheduledAt: null };
    const scheduledAt = await this.instantOf(m, companyId, input.send_at);
    if (scheduledAt.getTime() <= this.clock.now().getTime()) throw new RuleRefusedError(SEND_AT_PAST_MESSAGE);
    return { ...base, status: 'scheduled', scheduledAt };
  }

  private async instantOf(m: EntityManager, companyId: string, at: CampaignSendAt): Promise<Date> {
    return zonedInstant(at.date, at.time, await this.timeZone(m, companyId));
  }

  private async timeZone(m: EntityManager, companyId: string): Promise<string> {
    const row = await selectRow(m, timeZoneRowSchema, 'SELECT time_zone FROM companies WHERE id = $1', [companyId]);
    return knownTimeZone(row?.time_zone);
  }

  /**
   * Queues the campaign's send job from inside the transaction that made it leave, holding the
   * campaign's send lock until that transaction ends: the job, which may start at once, waits
   * for it instead of finding the campaign not there yet and trying again seconds later.
   */
  private async queue(m: EntityManager, companyId: string, campaignId: string): Promise<void> {
    await this.handOver.lockSend(m, campaignId);
    try {
      await this.jobs.dispatch<CampaignSendPayload>(QUEUE_NAMES.smsSend, CAMPAIGN_SEND_JOB, { companyId, campaignId }, { jobId: campaignSendJobId(campaignId) });
    } catch {
      throw new UnavailableError('The message queue is unavailable; the campaign was not sent. Please try again.');
    }
  }

  /** The recipients of a campaign leaving now: refused without a number of the company's own, or with no one to reach. */
  private async reachable(m: EntityManager, companyId: string, audience: CampaignAudience): Promise<ChosenRecipient[]> {
    // Said plainly: without a number of its own the company cannot text anyone.
    if (!(await this.outbox.hasNumber(m, companyId))) throw new ConflictError(NO_SMS_NUMBER_MESSAGE);
    const recipients = await this.chooseRecipients(m, companyId, audience);
    if (recipients.length === 0) throw new RuleRefusedError(NO_RECIPIENTS_MESSAGE);
    return recipients;
  }

  private async chooseRecipients(m: EntityManager, companyId: string, audience: CampaignAudience): Promise<ChosenRecipient[]> {
    await this.requireAudience(m, companyId, audience);
    const candidates =
      audience.mode === 'filter'
        ? await this.filters.candidates(m, companyId, await this.ruleOf(m, companyId, audience), localParts(this.clock.now(), await this.timeZone(m, companyId)).date)
        : await this.groups.recipientsFor(m, companyId, recipientSelection(audience));
    const reachable = await this.outbox.marketingRecipients(m, companyId, candidates);
    const seen = new Set<string>();
    return reachable.filter((recipient) => !seen.has(recipient.phoneE164) && seen.add(recipient.phoneE164));
  }

  private async ruleOf(m: EntityManager, companyId: string, audience: CampaignAudience) {
    if (!audience.filter_id) {
      if (!audience.filter) throw new RuleRefusedError('Choose a saved filter');
      return audience.filter;
    }
    const filter = await this.filters.find(m, companyId, audience.filter_id);
    if (!filter) throw new RuleRefusedError(`Audience filter not found: ${audience.filter_id}`);
    return filter.rule;
  }

  /** 400 for a group or filter id that is not one of the company's (a stale form, or another company's id). */
  private async requireAudience(m: EntityManager, companyId: string, audience: CampaignAudience): Promise<void> {
    if (audience.mode === 'all') return;
    if (audience.mode === 'filter') {
      await this.ruleOf(m, companyId, audience);
      return;
    }
    const ids = [...new Set([...audience.group_ids, ...audience.include_group_ids, ...audience.exclude_group_ids])];
    const unknown = await this.groups.unknownGroups(m, companyId, ids);
    if (unknown.length > 0) throw new RuleRefusedError(`Customer group not found: ${unknown.slice(0, 5).join(', ')}`);
  }
}

/** A saved filter deleted since the campaign was scheduled: it reaches no one. */
function noneWhenRefused(error: unknown): ChosenRecipient[] {
  if (error instanceof RuleRefusedError) return [];
  throw error;
}

function refuseChange(change: SavedChange): void {
  if (change === 'not_found') throw campaignNotFound();
  if (change === 'left') throw new ConflictError(CAMPAIGN_LEFT_MESSAGE);
}
