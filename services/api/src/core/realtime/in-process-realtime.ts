import type { RealtimeEvent } from '@groombook/contracts';
import { RealtimeEvents } from './realtime-events';
import { RealtimeHub, type RealtimeListener } from './realtime-hub';
import type { RealtimeListeners } from './realtime-listeners';

/** Without Redis (embedded mode) there is one process: an event goes straight to its listeners. */
export class InProcessRealtime extends RealtimeEvents implements RealtimeListeners {
  readonly hub = new RealtimeHub();

  async publish(companyId: string, event: RealtimeEvent): Promise<void> {
    this.hub.deliver(companyId, event);
  }

  async listen(companyId: string, listener: RealtimeListener): Promise<() => void> {
    return this.hub.add(companyId, listener);
  }
}
