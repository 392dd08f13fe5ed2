import type { JobPayload } from '../../core/jobs/job.types';

/** The job that hands a campaign's recipients to the SMS outbox, on the `sms-send` queue. */
export const CAMPAIGN_SEND_JOB = 'campaign-send';

/** The campaigns' sweep, on the `system` queue. */
export const CAMPAIGN_SWEEP_JOB = 'campaign-sweep';

export interface CampaignSendPayload extends JobPayload {
  companyId: string;
  campaignId: string;
}

/** One job per campaign: dispatching it again while it waits or runs adds nothing. */
export const campaignSendJobId = (campaignId: string) => `campaign-${campaignId}`;
