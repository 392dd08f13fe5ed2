import type { RealtimeListener } from './realtime-hub';

/**
 * The receiving side of RealtimeEvents, for GET /api/events: the events published for a
 * company by any process (API or worker), delivered to this process's listeners.
 */
export abstract class RealtimeListeners {
  /**
   * Resolves once events published from now on will reach `listener` (with Redis: once this
   * process is subscribed), with the function that stops it.
   */
  abstract listen(companyId: string, listener: RealtimeListener): Promise<() => void>;
}
