import { Injectable } from '@nestjs/common';
import { Clock } from '../../../core/clock/clock';
import { TenantDb } from '../../../core/tenancy/tenant-db';
import { SmsEvents } from './sms-events';
import { SmsMessagesRepository, type ChangedMessage, type ProviderOutcome, type ProviderReport } from './sms-messages.repository';
import { SettledCampaignMessages } from './settled-campaign-messages';
import { SMS_MESSAGE_ID } from '../sms.types';

/** Twilio's message statuses that move a message on; the others (queued, accepted, sending, …) change nothing. */
const TWILIO_OUTCOMES: Record<string, ProviderOutcome> = {
  sent: 'sent',
  delivered: 'delivered',
  undelivered: 'failed',
  failed: 'failed',
};

/**
 * Delivery reports: Twilio's status webhook and the simulator's report job both land here,
 * so the simulator exercises the path production uses.
 */
@Injectable()
export class SmsStatusService {
  constructor(
    private readonly db: TenantDb,
    private readonly messages: SmsMessagesRepository,
    private readonly events: SmsEvents,
    private readonly settled: SettledCampaignMessages,
    private readonly clock: Clock,
  ) {}

  /** Applies a report; how many messages it moved (0 for a stale, repeated or unknown one). */
  apply(report: ProviderReport): Promise<number> {
    return this.applyMany([report]);
  }

  /**
   * Applies many reports (the simulator's, a batch at a time) in one transaction: one
   * statement per outcome, and each campaign told once. How many messages they moved.
   */
  async applyMany(reports: readonly ProviderReport[]): Promise<number> {
    const checked = reports.map((report) => ({ ...report, messageId: report.messageId && SMS_MESSAGE_ID.test(report.messageId) ? report.messageId : null }));
    const outcomes = [...new Set(checked.map((report) => report.outcome))].sort();
    if (outcomes.length === 0) return 0;
    const changed = await this.db.platform(async (m) => {
      const now = this.clock.now();
      const moved: ChangedMessage[] = [];
      for (const outcome of outcomes) {
        moved.push(...(await this.messages.applyProviderReports(m, outcome, checked.filter((report) => report.outcome === outcome), now)));
      }
      // A report may be the last of a campaign's messages to settle: it ends the campaign in this transaction.
      await this.settled.settled(m, moved);
      return moved;
    });
    await this.events.changed(changed);
    return changed.length;
  }

  /** A Twilio status callback's fields, applied. */
  applyTwilio(fields: { MessageSid?: string; MessageStatus?: string; ErrorCode?: string }, messageId: string | null): Promise<number> {
    const outcome = fields.MessageStatus ? TWILIO_OUTCOMES[fields.MessageStatus] : undefined;
    if (!outcome || !fields.MessageSid) return Promise.resolve(0);
    const failureReason =
      outcome === 'failed' ? `The carrier did not deliver it (${fields.MessageStatus}${fields.ErrorCode ? `, Twilio error ${fields.ErrorCode}` : ''})` : null;
    return this.apply({ providerMessageId: fields.MessageSid, messageId, outcome, failureReason });
  }
}
