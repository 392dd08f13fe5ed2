import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** Ends, in the caller's transaction `m`, those of the company's campaigns whose every recipient is now settled. */
export type CampaignsSettledListener = (m: EntityManager, companyId: string, campaignIds: string[]) => Promise<void>;

/** A message as its final status was written: the company and the campaign it belongs to, if any. */
export interface SettledMessage {
  company_id: string;
  campaign_id?: string | null;
}

/**
 * Where a campaign's message reaches a status that ends it for its campaign (sent, delivered,
 * failed, cancelled), told inside the transaction that wrote that status: the send job, a
 * delivery report, a STOP. The campaigns module listens (it imports this module, never the
 * reverse) and ends the campaign whose last message this was, in that same transaction, so a
 * campaign never waits for anyone to read it.
 */
@Injectable()
export class SettledCampaignMessages {
  private listener: CampaignsSettledListener | null = null;

  /** One listener: the campaigns module's. */
  listen(listener: CampaignsSettledListener): void {
    if (this.listener && this.listener !== listener) throw new Error('Settled campaign messages already have a listener');
    this.listener = listener;
  }

  /** In the transaction that wrote the messages' final status; messages of no campaign are passed over. */
  async settled(m: EntityManager, messages: readonly SettledMessage[]): Promise<void> {
    const listener = this.listener;
    if (!listener) return;
    const byCompany = new Map<string, Set<string>>();
    for (const message of messages) {
      if (!message.campaign_id) continue;
      const campaigns = byCompany.get(message.company_id) ?? new Set<string>();
      campaigns.add(message.campaign_id);
      byCompany.set(message.company_id, campaigns);
    }
    // In a fixed order: two transactions that end several campaigns lock them in the same order.
    const companies = [...byCompany].sort(([a], [b]) => a.localeCompare(b));
    for (const [companyId, campaigns] of companies) await listener(m, companyId, [...campaigns].sort());
  }
}
