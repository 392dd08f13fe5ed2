import type { EntityManager } from 'typeorm';
import type { DomainEventBus } from './domain-event-bus';
import type { DomainEvent } from './domain-events';

/** For listener tests: one transaction on `bus` that publishes `events` and commits, as TenantDb runs one. */
export async function commitEvents(bus: DomainEventBus, ...events: DomainEvent[]): Promise<void> {
  const m = {} as EntityManager;
  bus.open(m);
  for (const event of events) bus.publish(m, event);
  await bus.committed(m);
}
