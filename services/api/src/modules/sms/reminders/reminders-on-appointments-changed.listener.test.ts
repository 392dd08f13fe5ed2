import { describe, expect, it } from 'vitest';
import { DomainEventBus } from '../../../core/events/domain-event-bus';
import { appointmentsChanged, type DomainEvent } from '../../../core/events/domain-events';
import { commitEvents } from '../../../core/events/domain-events.fixture';
import type { AppointmentReminders } from './appointment-reminders.service';
import { RemindersOnAppointmentsChanged } from './reminders-on-appointments-changed.listener';

/** The bus, the listener, and the plans it asked for (reminders that only record). */
function wired() {
  const bus = new DomainEventBus();
  const planned: { companyId: string; ids?: string[]; seriesId?: string }[] = [];
  const reminders = {
    appointmentsChanged: async (companyId: string, which: { ids?: string[]; seriesId?: string }) => void planned.push({ companyId, ...which }),
  } as unknown as AppointmentReminders;
  new RemindersOnAppointmentsChanged(bus, reminders).onModuleInit();
  return { planned, commit: (event: DomainEvent) => commitEvents(bus, event) };
}

describe('reminders after appointments change', () => {
  it("plans the changed appointments' reminders again", async () => {
    const { planned, commit } = wired();
    await commit(appointmentsChanged('company-a', { dates: ['2027-03-10'], appointmentIds: ['x', 'y'] }));
    await commit(appointmentsChanged('company-a', { dates: ['2027-03-10'], appointmentIds: [], seriesId: 's' }));
    expect(planned).toEqual([
      { companyId: 'company-a', ids: ['x', 'y'], seriesId: undefined },
      { companyId: 'company-a', ids: [], seriesId: 's' },
    ]);
  });

  it('plans nothing for a change of status alone, nor for made-up appointments', async () => {
    const { planned, commit } = wired();
    await commit(appointmentsChanged('company-a', { dates: ['2027-03-10'], appointmentIds: ['x'], statusOnly: true, slotsChanged: true }));
    await commit(appointmentsChanged('company-a', { dates: ['2027-03-10'], appointmentIds: ['y'], notifyCustomers: false }));
    expect(planned).toEqual([]);
  });
});
