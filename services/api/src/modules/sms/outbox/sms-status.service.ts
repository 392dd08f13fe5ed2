import { Injectable } from '@nestjs/common';
import { Clock } from '../../../core/clock/clock';
import { TenantDb } from '../../../core/tenancy/tenant-db';
import { SmsEvents } from './sms-events';
import { SmsMessagesRepository, type ProviderOutcome, type ProviderReport } from './sms-messages.repository';
import { SettledCampaignMessages } from './settled-campaign-messages';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  async apply(report: ProviderReport): Promise<number> {
    const checked = { ...report, messageId: report.messageId && UUID.test(report.messageId) ? report.messageId : null };
    const changed = await this.db.platform(async (m) => {
      const moved = await this.messages.applyProviderReport(m, checked, this.clock.now());
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
