import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Clock } from '../../core/clock/clock';
import { JobDispatcher } from '../../core/jobs/job-dispatcher';
import { JobHandlerFor } from '../../core/jobs/job-handler.decorator';
import type { JobHandler, JobPayload } from '../../core/jobs/job.types';
import { QUEUE_NAMES } from '../../core/jobs/queue-names';
import { registerUntilQueued } from '../../core/jobs/register-until-queued';
import { loggableError } from '../../core/logging/loggable-error';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { SmsEvents } from '../sms/outbox/sms-events';
import { CAMPAIGN_SEND_JOB, CAMPAIGN_SWEEP_JOB, campaignSendJobId, type CampaignSendPayload } from './campaign-send.types';
import { CampaignScheduleRepository } from './campaign-schedule.repository';
import { CampaignsRepository, type CampaignRef } from './campaigns.repository';
import { CampaignsService } from './campaigns.service';

/** How often the sweep runs. */
export const CAMPAIGN_SWEEP_EVERY_MS = 60_000;
/**
 * A sending campaign with recipients not handed to the outbox, older than this and with no
 * message stored for this long, has lost its job. Its own job's retries (about four minutes of
 * them, see the `sms-send` queue's policy) keep its id busy meanwhile, so they are not doubled.
 */
export const CAMPAIGN_STALLED_AFTER_MS = 2 * 60_000;
/** Campaigns handled per kind and run. */
const SWEEP_LIMIT = 500;

export interface CampaignSweepResult {
  started: number;
  requeued: number;
  ended: number;
}

/**
 * Every minute, on one worker (or in the API without Redis), and once at start: starts the
 * scheduled campaigns whose time has come (by the Clock; each once, however many sweeps run), queues again
 * the `campaign-send` job of a campaign that stopped handing its recipients to the outbox (the
 * job was lost with Redis, or failed for good), and ends a campaign left `sending` though none
 * of its deliveries is pending (normally the job that settles its last message ends it). The
 * state it reads is in Postgres, so a campaign survives anything that loses a job.
 */
@JobHandlerFor(QUEUE_NAMES.system, CAMPAIGN_SWEEP_JOB)
export class CampaignSweepJob implements JobHandler<JobPayload, CampaignSweepResult>, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('CampaignSweep');
  private stopScheduling: (() => void) | null = null;

  constructor(
    private readonly jobs: JobDispatcher,
    private readonly db: TenantDb,
    private readonly campaigns: CampaignsRepository,
    private readonly events: SmsEvents,
    private readonly clock: Clock,
    private readonly schedule: CampaignScheduleRepository,
    private readonly service: CampaignsService,
  ) {}

  onApplicationBootstrap(): void {
    this.stopScheduling = registerUntilQueued(
      async () => {
        await this.jobs.repeat(QUEUE_NAMES.system, CAMPAIGN_SWEEP_JOB, { companyId: null }, CAMPAIGN_SWEEP_EVERY_MS);
        await this.jobs.dispatch(QUEUE_NAMES.system, CAMPAIGN_SWEEP_JOB, { companyId: null }, { jobId: 'campaign-sweep-at-start' });
      },
      (error) => this.logger.warn({ err: loggableError(error) }, 'Could not schedule the campaign sweep yet; trying again'),
    );
  }

  onModuleDestroy(): void {
    this.stopScheduling?.();
  }

  handle(): Promise<CampaignSweepResult> {
    return this.sweep();
  }

  async sweep(): Promise<CampaignSweepResult> {
    const now = this.clock.now();
    let started = 0;
    for (const campaign of await this.db.platform((m) => this.schedule.due(m, now, SWEEP_LIMIT))) {
      if (await this.service.startDue(campaign.company_id, campaign.id)) started += 1;
      await this.events.campaignMoved(campaign.company_id, campaign.id);
    }
    const stalled = await this.db.platform((m) => this.campaigns.stalled(m, new Date(now.getTime() - CAMPAIGN_STALLED_AFTER_MS), SWEEP_LIMIT));
    for (const campaign of stalled) await this.requeue(campaign, now);

    const settled = await this.db.platform((m) => this.campaigns.settledButSending(m, SWEEP_LIMIT));
    let ended = 0;
    for (const [companyId, ids] of byCompany(settled)) {
      const finished = await this.db.platform((m) => this.campaigns.finishSettled(m, companyId, ids));
      for (const campaignId of finished) await this.events.campaignMoved(companyId, campaignId);
      ended += finished.length;
    }
    return { started, requeued: stalled.length, ended };
  }

  /**
   * The campaign's job under its own id: while a job of that id waits, sleeps between retries
   * or runs, dispatching it adds nothing (the one there goes on). A queue keeps no job of that
   * id once it has ended (the `sms-send` queue removes finished jobs), but one that did would
   * make BullMQ ignore the id: such a job has ended while the campaign still has recipients to
   * hand over, so the job goes under an id of its own instead.
   */
  private async requeue(campaign: CampaignRef, now: Date): Promise<void> {
    const jobId = campaignSendJobId(campaign.id);
    const kept = await this.jobs.status(QUEUE_NAMES.smsSend, jobId);
    const ended = kept?.state === 'completed' || kept?.state === 'failed';
    await this.jobs.dispatch<CampaignSendPayload>(
      QUEUE_NAMES.smsSend,
      CAMPAIGN_SEND_JOB,
      { companyId: campaign.company_id, campaignId: campaign.id },
      { jobId: ended ? `${jobId}-swept-${now.getTime()}` : jobId },
    );
    this.logger.warn(`Campaign ${campaign.id} had stopped sending; its job is queued again`);
  }
}

function byCompany(campaigns: CampaignRef[]): Map<string, string[]> {
  const grouped = new Map<string, string[]>();
  for (const campaign of campaigns) grouped.set(campaign.company_id, [...(grouped.get(campaign.company_id) ?? []), campaign.id]);
  return grouped;
}
