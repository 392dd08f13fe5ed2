import { Logger } from '@nestjs/common';
import { realtimeEventSchema, type RealtimeEvent } from '@groombook/contracts';
import { loggableError } from '../logging/loggable-error';

export type RealtimeListener = (event: RealtimeEvent) => void;

/**
 * This process's listeners (the open event streams), by company. An event reaches only the
 * listeners of the company it was published for, and only if it matches the contract.
 */
export class RealtimeHub {
  private readonly logger = new Logger('Realtime');
  private readonly byCompany = new Map<string, Set<RealtimeListener>>();

  /** Adds a listener; returns the function that removes it (safe to call twice). */
  add(companyId: string, listener: RealtimeListener): () => void {
    let listeners = this.byCompany.get(companyId);
    if (!listeners) {
      listeners = new Set();
      this.byCompany.set(companyId, listeners);
    }
    listeners.add(listener);
    return () => {
      const current = this.byCompany.get(companyId);
      if (!current?.delete(listener)) return;
      if (current.size === 0) this.byCompany.delete(companyId);
    };
  }

  /** How many listeners are open (every company). */
  get size(): number {
    let total = 0;
    for (const listeners of this.byCompany.values()) total += listeners.size;
    return total;
  }

  /** Hands `event` to each listener of `companyId`; one failing listener does not stop the others. */
  deliver(companyId: string, event: unknown): void {
    const listeners = this.byCompany.get(companyId);
    if (!listeners) return;
    const parsed = realtimeEventSchema.safeParse(event);
    if (!parsed.success) {
      this.logger.warn(`A realtime event not in the contract was dropped: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
      return;
    }
    for (const listener of [...listeners]) {
      try {
        listener(parsed.data);
      } catch (error) {
        this.logger.error({ err: loggableError(error) }, 'A realtime listener failed');
      }
    }
  }
}
