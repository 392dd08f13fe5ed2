import { Injectable, Logger, Optional } from '@nestjs/common';
import type { RealtimeEvent } from '@groombook/contracts';
import { RealtimeEvents } from '../../../core/realtime/realtime-events';
import { loggableError } from '../../../core/logging/loggable-error';

/** A message that was added or changed status. */
export interface MessageChange {
  company_id: string;
  customer_id: string | null;
  id: string;
  campaign_id?: string | null;
}

/**
 * Tells the company's open screens that a conversation changed (`sms.message`) and, for a
 * campaign's messages, that the campaign moved on (`campaign.progress`, once per campaign).
 * Never fails its caller; a message without a customer belongs to no conversation and is
 * announced for its campaign only.
 */
@Injectable()
export class SmsEvents {
  private readonly logger = new Logger('SmsEvents');

  constructor(@Optional() private readonly realtime?: RealtimeEvents) {}

  async changed(messages: MessageChange[]): Promise<void> {
    const events: [string, RealtimeEvent][] = [];
    const campaigns = new Set<string>();
    for (const message of messages) {
      if (message.customer_id) events.push([message.company_id, { type: 'sms.message', customerId: message.customer_id, messageId: message.id }]);
      if (message.campaign_id && !campaigns.has(message.campaign_id)) {
        campaigns.add(message.campaign_id);
        events.push([message.company_id, { type: 'campaign.progress', campaignId: message.campaign_id }]);
      }
    }
    await this.publish(events);
  }

  /** That a campaign moved on, whether or not a message tells it (recipients refused or dropped, the campaign done). */
  async campaignMoved(companyId: string, campaignId: string): Promise<void> {
    await this.publish([[companyId, { type: 'campaign.progress', campaignId }]]);
  }

  /** All in one go (one round trip to Redis), whatever their number. */
  private async publish(events: [string, RealtimeEvent][]): Promise<void> {
    const realtime = this.realtime;
    if (!realtime || events.length === 0) return;
    try {
      await realtime.publishMany(events);
    } catch (error) {
      this.logger.warn({ err: loggableError(error) }, 'Could not announce an SMS change');
    }
  }
}
