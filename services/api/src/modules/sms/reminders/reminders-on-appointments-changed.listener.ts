import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEventBus } from '../../../core/events/domain-event-bus';
import { AppointmentReminders } from './appointment-reminders.service';

/**
 * After appointments change, their reminders follow: scheduled, moved or dropped. A change of
 * status alone (`statusOnly`) moves none: whether a reminder still goes is decided when it is due
 * (a cancelled or no-show appointment's is skipped then).
 */
@Injectable()
export class RemindersOnAppointmentsChanged implements OnModuleInit {
  constructor(
    private readonly events: DomainEventBus,
    private readonly reminders: AppointmentReminders,
  ) {}

  onModuleInit(): void {
    this.events.subscribe('appointments.changed', async (event) => {
      // Reminders read the day, the time and the customer; a change of status alone leaves them as planned.
      if (!event.notifyCustomers || event.statusOnly) return;
      await this.reminders.appointmentsChanged(event.companyId, { ids: event.appointmentIds, seriesId: event.seriesId });
    });
  }
}
