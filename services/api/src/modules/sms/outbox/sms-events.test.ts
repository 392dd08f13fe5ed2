import { Logger } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '@groombook/contracts';
import { RealtimeEvents } from '../../../core/realtime/realtime-events';
import { SmsEvents } from './sms-events';

class Recorder extends RealtimeEvents {
  readonly published: [string, RealtimeEvent][] = [];
  fail = false;
  async publish(companyId: string, event: RealtimeEvent): Promise<void> {
    if (this.fail) throw new Error('Redis is down');
    this.published.push([companyId, event]);
  }
}

describe('SMS live updates', () => {
  // A failed publish is logged on purpose; keep the test output quiet.
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => Logger.overrideLogger(['log', 'error', 'warn']));

  it("announces each conversation's message and each campaign once, never a message's text", async () => {
    const realtime = new Recorder();
    await new SmsEvents(realtime).changed([
      { company_id: 'c1', customer_id: 'u1', id: 'm1', campaign_id: 'k1' },
      { company_id: 'c1', customer_id: 'u2', id: 'm2', campaign_id: 'k1' },
      { company_id: 'c1', customer_id: null, id: 'm3' },
    ]);
    expect(realtime.published).toEqual([
      ['c1', { type: 'sms.message', customerId: 'u1', messageId: 'm1' }],
      ['c1', { type: 'campaign.progress', campaignId: 'k1' }],
      ['c1', { type: 'sms.message', customerId: 'u2', messageId: 'm2' }],
    ]);
  });

  it('never fails its caller, and does nothing without a publisher', async () => {
    const realtime = new Recorder();
    realtime.fail = true;
    await expect(new SmsEvents(realtime).changed([{ company_id: 'c1', customer_id: 'u1', id: 'm1' }])).resolves.toBeUndefined();
    await expect(new SmsEvents().changed([{ company_id: 'c1', customer_id: 'u1', id: 'm1' }])).resolves.toBeUndefined();
  });

  it("hands a batch's events to the publisher at once (one round trip to Redis), however many messages it holds", async () => {
    class Batched extends Recorder {
      readonly batches: number[] = [];
      override async publishMany(events: readonly (readonly [string, RealtimeEvent])[]): Promise<void> {
        this.batches.push(events.length);
        await super.publishMany(events);
      }
    }
    const realtime = new Batched();
    const messages = Array.from({ length: 100 }, (_, index) => ({ company_id: 'c1', customer_id: `u${index}`, id: `m${index}`, campaign_id: 'k1' }));
    await new SmsEvents(realtime).changed(messages);
    expect(realtime.batches).toEqual([101]);
    expect(realtime.published.at(-1)).toEqual(['c1', { type: 'sms.message', customerId: 'u99', messageId: 'm99' }]);
    await new SmsEvents(realtime).changed([]);
    expect(realtime.batches).toEqual([101]);
  });
});
