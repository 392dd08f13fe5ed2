import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEventBus } from '../../core/events/domain-event-bus';
import { ConflictCacheWarmer } from './conflict-cache-warmer';

/**
 * After appointments change, the conflict maps of their months are dropped and warmed again;
 * a change that took, freed or moved no slot (`slotsChanged` false) leaves them as they are.
 */
@Injectable()
export class ConflictsOnAppointmentsChanged implements OnModuleInit {
  constructor(
    private readonly events: DomainEventBus,
    private readonly warmer: ConflictCacheWarmer,
  ) {}

  onModuleInit(): void {
    this.events.subscribe('appointments.changed', async (event) => {
      if (event.slotsChanged) await this.warmer.refresh(event.companyId, event.months);
    });
  }
}
