import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEventBus } from '../../../core/events/domain-event-bus';
import { AppointmentReminders } from './appointment-reminders.service';

/** After appointments change, their reminders follow: scheduled, moved or dropped. */
@Injectable()
export class RemindersOnAppointmentsChanged implements OnModuleInit {
  constructor(
    private readonly events: DomainEventBus,
    private readonly reminders: AppointmentReminders,
  ) {}

  onModuleInit(): void {
    this.events.subscribe('appointments.changed', async (event) => {
      if (!event.notifyCustomers) return;
      await this.reminders.appointmentsChanged(event.companyId, { ids: event.appointmentIds, seriesId: event.seriesId });
    });
  }
}
