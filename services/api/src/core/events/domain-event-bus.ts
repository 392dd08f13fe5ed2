import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { loggableError } from '../logging/loggable-error';
import type { DomainEvent, DomainEventOf, DomainEventType } from './domain-events';

type Listener<T extends DomainEventType> = (event: DomainEventOf<T>) => Promise<void>;

/**
 * Domain events, published inside a transaction and delivered when it commits, never before
 * and never for one that rolled back.
 *
 * A service calls `publish(m, event)` with its transaction's manager; `TenantDb` opens a
 * pending list for each transaction (`open`) and hands it over when the transaction has
 * committed (`committed`) or throws it away (`discard`). Listeners subscribe by type from
 * the module that reacts, so the publisher never imports them. They run in the process that
 * committed, one after another in the order they subscribed, before the caller's answer; a
 * listener's failure is logged and never undoes or fails the write. A listener whose work
 * belongs to the worker queues a job (the conflict cache's warm-up, a reminder's text).
 */
@Injectable()
export class DomainEventBus {
  private readonly logger = new Logger('DomainEvents');
  private readonly pending = new WeakMap<EntityManager, DomainEvent[]>();
  private readonly listeners = new Map<DomainEventType, Listener<DomainEventType>[]>();

  subscribe<T extends DomainEventType>(type: T, listener: Listener<T>): void {
    const list = this.listeners.get(type) ?? [];
    list.push(listener as unknown as Listener<DomainEventType>);
    this.listeners.set(type, list);
  }

  /** Queues `event` for delivery when the transaction of `m` commits. */
  publish(m: EntityManager, event: DomainEvent): void {
    const list = this.pending.get(m);
    if (!list) throw new Error(`${event.type} was published outside a transaction opened by TenantDb`);
    list.push(event);
  }

  /** A transaction began: events published on `m` wait for its end. */
  open(m: EntityManager): void {
    this.pending.set(m, []);
  }

  /** The transaction rolled back: its events never happened. */
  discard(m: EntityManager): void {
    this.pending.delete(m);
  }

  /** The transaction committed: its events go to their listeners. */
  async committed(m: EntityManager): Promise<void> {
    const events = this.pending.get(m) ?? [];
    this.pending.delete(m);
    for (const event of events) await this.deliver(event);
  }

  private async deliver(event: DomainEvent): Promise<void> {
    for (const listener of this.listeners.get(event.type) ?? []) {
      try {
        await listener(event);
      } catch (error) {
        this.logger.error({ err: loggableError(error), event: event.type }, 'A domain event listener failed');
      }
    }
  }
}
