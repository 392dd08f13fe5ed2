import { describe, expect, it } from 'vitest';
import type { EntityManager } from 'typeorm';
import { DomainEventBus } from '../../../core/events/domain-event-bus';
import type { DomainEvent } from '../../../core/events/domain-events';
import { SettledCampaignMessages } from './settled-campaign-messages';

/** A bus that records what it delivers, and a transaction opened on it. */
function openTransaction() {
  const bus = new DomainEventBus();
  const heard: DomainEvent[] = [];
  bus.subscribe('campaign-messages.settled', async (event) => void heard.push(event));
  const m = {} as EntityManager;
  bus.open(m);
  return { bus, heard, m };
}

describe('settled campaign messages', () => {
  it("publishes, on the settling transaction, each company's campaigns once and in order, delivered only once it commits", async () => {
    const { bus, heard, m } = openTransaction();
    await new SettledCampaignMessages(bus).settled(m, [
      { company_id: 'c2', campaign_id: 'k9' },
      { company_id: 'c1', campaign_id: 'k2' },
      { company_id: 'c1', campaign_id: 'k1' },
      { company_id: 'c1', campaign_id: 'k2' },
      // A text of no campaign (a reply) settles nothing.
      { company_id: 'c3', campaign_id: null },
      { company_id: 'c3' },
    ]);
    expect(heard).toEqual([]);
    await bus.committed(m);
    expect(heard).toEqual([
      { type: 'campaign-messages.settled', companyId: 'c1', campaignIds: ['k1', 'k2'] },
      { type: 'campaign-messages.settled', companyId: 'c2', campaignIds: ['k9'] },
    ]);
  });

  it('tells nobody when the settling transaction rolls back', async () => {
    const { bus, heard, m } = openTransaction();
    await new SettledCampaignMessages(bus).settled(m, [{ company_id: 'c1', campaign_id: 'k1' }]);
    bus.discard(m);
    await bus.committed(m);
    expect(heard).toEqual([]);
  });
});
