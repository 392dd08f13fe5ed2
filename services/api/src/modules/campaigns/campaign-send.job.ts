import { fillTemplate } from '@groombook/domain';
import { Clock } from '../../core/clock/clock';
import { JobHandlerFor } from '../../core/jobs/job-handler.decorator';
import type { JobHandler } from '../../core/jobs/job.types';
import { QUEUE_NAMES } from '../../core/jobs/queue-names';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { SmsEvents } from '../sms/outbox/sms-events';
import { SmsOutbox, type PreparedSms } from '../sms/outbox/sms-outbox.service';
import { CampaignMergeFields, fitBody } from './campaign-merge-fields';
import { CAMPAIGN_SEND_JOB, type CampaignSendPayload } from './campaign-send.types';
import { CampaignsRepository, type RecipientOutcome } from './campaigns.repository';

/** Recipients handed to the outbox per transaction. */
const BATCH = 500;

/** The idempotency key of a recipient's message: a rerun of the job finds the message it stored before. */
export const campaignMessageKey = (campaignId: string, recipientId: string) => `campaign-${campaignId}-${recipientId}`;

/**
 * Hands a campaign's recipients to the SMS outbox, 500 at a time, each with the message's
 * fields filled in for them (CampaignMergeFields). Each batch is one
 * transaction that stores the messages and records them on their recipients, so a job run
 * again (a worker that died) goes on where the last committed batch ended, and a batch
 * stored twice is answered by the outbox with the same messages (their idempotency keys).
 * A number that opted out since the campaign was created is dropped from its recipients.
 * With every recipient handed over, the campaign ends here if none is left waiting for its
 * message (CampaignCompletion).
 */
@JobHandlerFor(QUEUE_NAMES.smsSend, CAMPAIGN_SEND_JOB)
export class CampaignSendJob implements JobHandler<CampaignSendPayload, { handed: number }> {
  constructor(
    private readonly db: TenantDb,
    private readonly campaigns: CampaignsRepository,
    private readonly outbox: SmsOutbox,
    private readonly events: SmsEvents,
    private readonly fields: CampaignMergeFields,
    private readonly clock: Clock,
  ) {}

  async handle({ companyId, campaignId }: CampaignSendPayload): Promise<{ handed: number }> {
    let handed = 0;
    for (;;) {
      const prepared = await this.db.forCompany(companyId, (m) => this.nextBatch(m, companyId, campaignId));
      if (prepared === 'done') break;
      await this.outbox.release(prepared);
      handed += prepared.results.length;
      await this.events.campaignMoved(companyId, campaignId);
    }
    await this.events.campaignMoved(companyId, campaignId);
    return { handed };
  }

  private async nextBatch(m: Parameters<SmsOutbox['prepare']>[0], companyId: string, campaignId: string): Promise<PreparedSms | 'done'> {
    const campaign = await this.campaigns.sending(m, companyId, campaignId);
    // Not visible yet: the job can start before the request that created the campaign has committed.
    if (!campaign) throw new Error(`Campaign ${campaignId} not found (yet)`);
    // Still a draft or scheduled here: the transaction that started it has not committed yet.
    if (campaign.status === 'draft' || campaign.status === 'scheduled') throw new Error(`Campaign ${campaignId} has not left (yet)`);
    if (campaign.status !== 'sending') return 'done';
    const batch = await this.campaigns.unsent(m, companyId, campaignId, BATCH);
    if (batch.length === 0) {
      // Every recipient handed over: a campaign none of whose recipients got a message (all
      // refused or dropped) ends here; otherwise its last message's job ends it.
      await this.campaigns.finishSettled(m, companyId, [campaignId]);
      return 'done';
    }
    const customerIds = batch.flatMap((recipient) => (recipient.customer_id ? [recipient.customer_id] : []));
    const values = await this.fields.valuesFor(m, companyId, campaign.message, customerIds, this.clock.now());
    const prepared = await this.outbox.prepare(
      m,
      companyId,
      batch.map((recipient) => ({
        customerId: recipient.customer_id,
        to: recipient.phone_e164,
        // The message filled in for this recipient: each keeps its own body.
        body: fitBody(fillTemplate(campaign.message, (recipient.customer_id && values.get(recipient.customer_id)) || {})),
        purpose: 'marketing' as const,
        campaignId,
        idempotencyKey: campaignMessageKey(campaignId, recipient.id),
      })),
    );
    const outcomes: RecipientOutcome[] = [];
    const dropped: string[] = [];
    batch.forEach((recipient, index) => {
      const result = prepared.results[index];
      if (!result) throw new Error('The outbox answered fewer results than texts');
      if (result.ok) outcomes.push({ id: recipient.id, messageId: result.message.id, failureReason: null });
      else if (result.refusal === 'opted_out') dropped.push(recipient.id);
      else outcomes.push({ id: recipient.id, messageId: null, failureReason: result.reason });
    });
    await this.campaigns.recordOutcomes(m, companyId, outcomes);
    await this.campaigns.dropRecipients(m, companyId, campaignId, dropped);
    return prepared;
  }
}
