import { describe, expect, it } from 'vitest';
import { DomainEventBus } from '../../core/events/domain-event-bus';
import { appointmentsChanged, type DomainEvent, type MonthKey } from '../../core/events/domain-events';
import { commitEvents } from '../../core/events/domain-events.fixture';
import type { ConflictCacheWarmer } from './conflict-cache-warmer';
import { ConflictsOnAppointmentsChanged } from './appointments-changed.listener';

/** The bus, the listener, and the months it asked to refresh (a warmer that only records). */
function wired() {
  const bus = new DomainEventBus();
  const refreshed: { companyId: string; months: MonthKey[] }[] = [];
  const warmer = { refresh: async (companyId: string, months: MonthKey[]) => void refreshed.push({ companyId, months }) } as unknown as ConflictCacheWarmer;
  new ConflictsOnAppointmentsChanged(bus, warmer).onModuleInit();
  return { refreshed, commit: (event: DomainEvent) => commitEvents(bus, event) };
}

describe("the conflict maps after appointments change", () => {
  it('refreshes the months of a change that took, freed or moved a slot', async () => {
    const { refreshed, commit } = wired();
    await commit(appointmentsChanged('company-a', { dates: ['2027-03-10', '2027-04-02'], appointmentIds: ['x'] }));
    await commit(appointmentsChanged('company-a', { dates: ['2027-05-01'], appointmentIds: ['y'], slotsChanged: true }));
    expect(refreshed).toEqual([
      { companyId: 'company-a', months: [{ year: 2027, month: 3 }, { year: 2027, month: 4 }] },
      { companyId: 'company-a', months: [{ year: 2027, month: 5 }] },
    ]);
  });

  it('leaves the maps as they are when no slot moved (a status between two that hold the slot)', async () => {
    const { refreshed, commit } = wired();
    await commit(appointmentsChanged('company-a', { dates: ['2027-03-10'], appointmentIds: ['x'], slotsChanged: false }));
    expect(refreshed).toEqual([]);
  });
});
