import { describe, expect, it } from 'vitest';
import type { EntityManager } from 'typeorm';
import { DomainEventBus } from './domain-event-bus';
import { appointmentsChanged, type AppointmentsChanged } from './domain-events';

const manager = () => ({}) as EntityManager;
const event = (id: string) => appointmentsChanged('company-1', { dates: ['2031-05-06', '2031-05-20', '2031-06-01'], appointmentIds: [id] });

describe('DomainEventBus', () => {
  it('holds a published event until its transaction commits, then gives it to every listener in order', async () => {
    const bus = new DomainEventBus();
    const heard: string[] = [];
    bus.subscribe('appointments.changed', async (e) => void heard.push(`first ${e.appointmentIds.join()}`));
    bus.subscribe('appointments.changed', async (e) => void heard.push(`second ${e.appointmentIds.join()}`));
    const m = manager();
    bus.open(m);
    bus.publish(m, event('a1'));
    bus.publish(m, event('a2'));
    expect(heard).toEqual([]);
    await bus.committed(m);
    expect(heard).toEqual(['first a1', 'second a1', 'first a2', 'second a2']);
    await bus.committed(m);
    expect(heard).toHaveLength(4);
  });

  it('drops the events of a transaction that rolled back', async () => {
    const bus = new DomainEventBus();
    const heard: AppointmentsChanged[] = [];
    bus.subscribe('appointments.changed', async (e) => void heard.push(e));
    const m = manager();
    bus.open(m);
    bus.publish(m, event('a1'));
    bus.discard(m);
    await bus.committed(m);
    expect(heard).toEqual([]);
  });

  it('refuses an event published outside a transaction it opened', () => {
    expect(() => new DomainEventBus().publish(manager(), event('a1'))).toThrow(
      'appointments.changed was published outside a transaction opened by TenantDb',
    );
  });

  it('keeps delivering after a listener fails', async () => {
    const bus = new DomainEventBus();
    const heard: string[] = [];
    bus.subscribe('appointments.changed', () => Promise.reject(new Error('Redis is down')));
    bus.subscribe('appointments.changed', async (e) => void heard.push(e.companyId));
    const m = manager();
    bus.open(m);
    bus.publish(m, event('a1'));
    await expect(bus.committed(m)).resolves.toBeUndefined();
    expect(heard).toEqual(['company-1']);
  });

  it('names each month the dates touch once', () => {
    expect(event('a1').months).toEqual([
      { year: 2031, month: 5 },
      { year: 2031, month: 6 },
    ]);
  });
});
