import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DomainEventBus } from '../../../core/events/domain-event-bus';

/** A message as its final status was written: the company and the campaign it belongs to, if any. */
export interface SettledMessage {
  company_id: string;
  campaign_id?: string | null;
}

/**
 * Where a campaign's message reaches a status that ends it for its campaign (sent, delivered,
 * failed, cancelled): the send jobs, a delivery report, a STOP. Told in the transaction that
 * wrote that status, it publishes `campaign-messages.settled` on it, once per company with its
 * campaigns, delivered when that transaction has committed. The campaigns module listens (it
 * imports this module, never the reverse) and ends a campaign that has nothing left pending,
 * so a campaign never waits for anyone to read it.
 */
@Injectable()
export class SettledCampaignMessages {
  constructor(private readonly events: DomainEventBus) {}

  /** In the transaction that wrote the messages' final status; messages of no campaign are passed over. */
  async settled(m: EntityManager, messages: readonly SettledMessage[]): Promise<void> {
    const byCompany = new Map<string, Set<string>>();
    for (const message of messages) {
      if (!message.campaign_id) continue;
      const campaigns = byCompany.get(message.company_id) ?? new Set<string>();
      campaigns.add(message.campaign_id);
      byCompany.set(message.company_id, campaigns);
    }
    // In a fixed order: the checks that follow lock the campaigns they end in the same order.
    for (const [companyId, campaigns] of [...byCompany].sort(([a], [b]) => a.localeCompare(b))) {
      this.events.publish(m, { type: 'campaign-messages.settled', companyId, campaignIds: [...campaigns].sort() });
    }
  }
}
