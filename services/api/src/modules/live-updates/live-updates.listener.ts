import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEventBus } from '../../core/events/domain-event-bus';
import { RealtimeEvents } from '../../core/realtime/realtime-events';

/**
 * Tells the company's open screens (calendar, appointments, Home) that appointments or
 * schedules changed, once the write has committed: the months touched, never who or what.
 */
@Injectable()
export class LiveUpdatesOnChanges implements OnModuleInit {
  constructor(
    private readonly events: DomainEventBus,
    private readonly realtime: RealtimeEvents,
  ) {}

  onModuleInit(): void {
    this.events.subscribe('appointments.changed', (event) =>
      this.realtime.publish(event.companyId, { type: 'appointments.changed', months: event.months.map(({ year, month }) => ({ year, month })) }),
    );
    this.events.subscribe('schedules.changed', (event) => this.realtime.publish(event.companyId, { type: 'schedules.changed' }));
  }
}
