import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { checkStatusMove, holdsItsSlot, type AppointmentStatus } from '@groombook/domain';
import { ConflictError } from '../../core/errors/domain-errors';
import { DomainEventBus } from '../../core/events/domain-event-bus';
import { appointmentsChanged, appointmentStatusChanged } from '../../core/events/domain-events';
import { AppointmentStatusRepository } from '../appointments/appointment-status.repository';

export const CANCELLED_BY_CUSTOMER = 'Cancelled by the customer';

/**
 * The status moves a customer makes themselves (from their link, or by replying to a
 * reminder): confirming a booked appointment and cancelling an open one. Written as staff's
 * moves are (the status, its history with no user, `appointment.status-changed` and
 * `appointments.changed` after the commit), in the caller's transaction on a locked row.
 */
@Injectable()
export class CustomerStatusChanges {
  constructor(
    private readonly statuses: AppointmentStatusRepository,
    private readonly events: DomainEventBus,
  ) {}

  /** Booked becomes confirmed; already confirmed (or further along) stays as it is. True when it changed. */
  async confirm(m: EntityManager, companyId: string, id: string): Promise<boolean> {
    const locked = await this.statuses.lock(m, companyId, id);
    if (!locked || locked.status !== 'booked') return false;
    await this.move(m, companyId, id, { from: locked.status, date: locked.date }, { status: 'confirmed', reason: null, late: null });
    return true;
  }

  async cancel(m: EntityManager, companyId: string, id: string): Promise<void> {
    const locked = await this.statuses.lock(m, companyId, id);
    if (!locked) throw new ConflictError('This appointment can no longer be cancelled');
    const check = checkStatusMove(locked.status, 'cancelled', 'user');
    if (!check.ok) throw new ConflictError(check.message);
    await this.move(m, companyId, id, { from: locked.status, date: locked.date }, { status: 'cancelled', reason: CANCELLED_BY_CUSTOMER, late: false });
  }

  private async move(
    m: EntityManager,
    companyId: string,
    id: string,
    before: { from: AppointmentStatus; date: string },
    move: { status: AppointmentStatus; reason: string | null; late: boolean | null },
  ): Promise<void> {
    await this.statuses.changeStatus(m, companyId, id, { ...move, changedBy: null });
    this.events.publish(m, appointmentStatusChanged(companyId, { appointmentId: id, from: before.from, to: move.status, date: before.date }));
    this.events.publish(
      m,
      appointmentsChanged(companyId, { dates: [before.date], appointmentIds: [id], slotsChanged: holdsItsSlot(before.from) !== holdsItsSlot(move.status), statusOnly: true }),
    );
  }
}
