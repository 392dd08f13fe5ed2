import { describe, expect, it } from 'vitest';
import type { EntityManager } from 'typeorm';
import type { RealtimeEvent } from '@groombook/contracts';
import { DomainEventBus } from '../../core/events/domain-event-bus';
import { appointmentsChanged, type DomainEvent } from '../../core/events/domain-events';
import { commitEvents } from '../../core/events/domain-events.fixture';
import { InProcessRealtime } from '../../core/realtime/in-process-realtime';
import { LiveUpdatesOnChanges } from './live-updates.listener';

/** The bus and the in-process realtime events, the listener between them, and what company A's screens hear. */
async function wired() {
  const bus = new DomainEventBus();
  const realtime = new InProcessRealtime();
  new LiveUpdatesOnChanges(bus, realtime).onModuleInit();
  const heard: Record<string, RealtimeEvent[]> = { a: [], b: [] };
  await realtime.listen('company-a', (event) => heard.a?.push(event));
  await realtime.listen('company-b', (event) => heard.b?.push(event));
  /** One transaction: its events published, then committed. */
  const commit = (...events: DomainEvent[]) => commitEvents(bus, ...events);
  return { bus, heard, commit };
}

describe('live updates of the staff screens', () => {
  it("passes appointments.changed on to the company's screens with its months only, after the commit", async () => {
    const { heard, commit } = await wired();
    await commit(appointmentsChanged('company-a', { dates: ['2026-11-18', '2026-12-01', '2026-11-30'], appointmentIds: ['x', 'y'], seriesId: 's' }));
    expect(heard.a).toEqual([{ type: 'appointments.changed', months: [{ year: 2026, month: 11 }, { year: 2026, month: 12 }] }]);
    expect(heard.b).toEqual([]);
  });

  it('passes schedules.changed on without its dates', async () => {
    const { heard, commit } = await wired();
    await commit({ type: 'schedules.changed', companyId: 'company-b', dates: ['2026-11-18'] });
    expect(heard.b).toEqual([{ type: 'schedules.changed' }]);
    expect(heard.a).toEqual([]);
  });

  it('says nothing of a transaction that rolled back', async () => {
    const { bus, heard } = await wired();
    const m = {} as EntityManager;
    bus.open(m);
    bus.publish(m, appointmentsChanged('company-a', { dates: ['2026-11-18'], appointmentIds: ['x'] }));
    bus.discard(m);
    await bus.committed(m);
    expect(heard.a).toEqual([]);
  });
});
