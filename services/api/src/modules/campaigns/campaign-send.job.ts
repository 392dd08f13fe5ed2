import { fillTemplate } from '@groombook/domain';
import type { EntityManager } from 'typeorm';
import { Clock } from '../../core/clock/clock';
import { JobHandlerFor } from '../../core/jobs/job-handler.decorator';
import type { JobHandler } from '../../core/jobs/job.types';
import { QUEUE_NAMES } from '../../core/jobs/queue-names';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { SmsEvents } from '../sms/outbox/sms-events';
import { SmsOutbox, type PreparedSms } from '../sms/outbox/sms-outbox.service';
import { CampaignHandOverRepository, type RecipientOutcome } from './campaign-hand-over.repository';
import { CampaignMergeFields, fitBody } from './campaign-merge-fields';
import { CAMPAIGN_SEND_JOB, type CampaignSendPayload } from './campaign-send.types';
import { CampaignsRepository } from './campaigns.repository';

/** Recipients handed to the outbox per transaction. */
export const HAND_OVER_BATCH = 500;
/** Batches handed over at once: while one waits on Postgres or the queue, the next is filled in. */
const LANES = 2;

/** The idempotency key of a recipient's message: a rerun of the job finds the message it stored before. */
export const campaignMessageKey = (campaignId: string, recipientId: string) => `campaign-${campaignId}-${recipientId}`;

/**
 * Hands a campaign's recipients to the SMS outbox, 500 at a time, each with the message's
 * fields filled in for them (CampaignMergeFields) and its number as the campaign checked it
 * when it chose them (not parsed again). Each batch is one transaction that locks the next
 * recipients still waiting (passing over those another batch holds), stores their messages and
 * records them on the recipients; two batches are on their way at a time. A job run again (a
 * worker that died) goes on where the committed batches ended, and a batch stored twice is
 * answered by the outbox with the same messages (their idempotency keys). Once a batch has committed, its
 * messages go on the send queue as `sms-send-batch` jobs (SmsSendQueue), added in one round trip.
 * A number that opted out since the campaign was created is dropped from its recipients.
 * With every recipient handed over, the campaign ends here if none is left waiting for its
 * message (CampaignCompletion).
 */
@JobHandlerFor(QUEUE_NAMES.smsSend, CAMPAIGN_SEND_JOB)
export class CampaignSendJob implements JobHandler<CampaignSendPayload, { handed: number }> {
  constructor(
    private readonly db: TenantDb,
    private readonly campaigns: CampaignsRepository,
    private readonly handOver: CampaignHandOverRepository,
    private readonly outbox: SmsOutbox,
    private readonly events: SmsEvents,
    private readonly fields: CampaignMergeFields,
    private readonly clock: Clock,
  ) {}

  async handle({ companyId, campaignId }: CampaignSendPayload): Promise<{ handed: number }> {
    // Started before the transaction that queued it has committed: wait for it (its send lock).
    await this.db.forCompany(companyId, (m) => this.handOver.lockSend(m, campaignId));
    let handed = 0;
    let stopped = false;
    // Each lane takes the next batch until none is left (or one fails): the batches' locks keep them apart.
    const lane = async () => {
      while (!stopped) {
        const moved = await this.handBatch(companyId, campaignId).catch((error: unknown) => {
          stopped = true;
          throw error;
        });
        if (moved === 'done') stopped = true;
        else handed += moved;
      }
    };
    const lanes = await Promise.allSettled(Array.from({ length: LANES }, lane));
    const failed = lanes.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    // Once more after both lanes have committed: a lane that found nothing left while the other
    // still held the last batch could not end the campaign; this sees every batch committed.
    for (let moved = await this.handBatch(companyId, campaignId); moved !== 'done'; moved = await this.handBatch(companyId, campaignId)) handed += moved;
    await this.events.campaignMoved(companyId, campaignId);
    return { handed };
  }

  /** One batch handed over and released: how many messages it handed, or 'done'. */
  private async handBatch(companyId: string, campaignId: string): Promise<number | 'done'> {
    const prepared = await this.db.forCompany(companyId, (m) => this.nextBatch(m, companyId, campaignId));
    if (prepared === 'done') return 'done';
    await this.outbox.release(prepared, { batched: true });
    await this.events.campaignMoved(companyId, campaignId);
    return prepared.results.length;
  }

  private async nextBatch(m: EntityManager, companyId: string, campaignId: string): Promise<PreparedSms | 'done'> {
    const campaign = await this.handOver.campaign(m, companyId, campaignId);
    // Not visible yet: the job can start before the request that created the campaign has committed.
    if (!campaign) throw new Error(`Campaign ${campaignId} not found (yet)`);
    // Still a draft or scheduled here: the transaction that started it has not committed yet.
    if (campaign.status === 'draft' || campaign.status === 'scheduled') throw new Error(`Campaign ${campaignId} has not left (yet)`);
    if (campaign.status !== 'sending') return 'done';
    const batch = await this.handOver.unsent(m, companyId, campaignId, HAND_OVER_BATCH);
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
        // Checked (textableE164) when the campaign chose its recipients: not parsed again.
        toE164: recipient.phone_e164,
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
    await this.handOver.recordOutcomes(m, companyId, outcomes);
    await this.handOver.dropRecipients(m, companyId, campaignId, dropped);
    return prepared;
  }
}
