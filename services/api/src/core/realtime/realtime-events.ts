import type { RealtimeEvent } from '@groombook/contracts';

/**
 * Tells the signed-in browsers of one company that something they show has changed
 * (GET /api/events streams it to them). Any process may publish (API or worker); every API
 * process delivers to its own listeners. Publishing never fails its caller: a lost event
 * only delays a screen until its next refetch.
 */
export abstract class RealtimeEvents {
  abstract publish(companyId: string, event: RealtimeEvent): Promise<void>;

  /** Many events at once, each with its company (a batch of texts): by default one `publish` each, in order. */
  async publishMany(events: readonly (readonly [string, RealtimeEvent])[]): Promise<void> {
    await Promise.all(events.map(([companyId, event]) => this.publish(companyId, event)));
  }
}
