import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppointmentListItem, ChangeAppointmentStatusRequest } from '@groombook/contracts';
import { checkStatusMove, holdsItsSlot, type AppointmentStatus, type Role } from '@groombook/domain';
import { ForbiddenError, RuleRefusedError } from '../../core/errors/domain-errors';
import { DomainEventBus } from '../../core/events/domain-event-bus';
import { appointmentsChanged, appointmentStatusChanged } from '../../core/events/domain-events';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { AppointmentStatusRepository, type LockedAppointment } from './appointment-status.repository';
import { AppointmentsRepository } from './appointments.repository';
import { appointmentNotFound } from './appointments.service';
import { MediaService } from '../media/media.service';

/** Who moves an appointment: the history names them, and their role decides the moves back. */
export interface StatusCaller {
  companyId: string;
  userId: string;
  role: Role;
}

/**
 * An appointment's status through the day. Each change is one transaction: the row locked,
 * the move checked (`checkStatusMove` of libs/domain), the status and its history written, and
 * `appointment.status-changed` with `appointments.changed` published for after the commit.
 */
@Injectable()
export class AppointmentStatusService {
  constructor(
    private readonly db: TenantDb,
    private readonly statuses: AppointmentStatusRepository,
    private readonly appointments: AppointmentsRepository,
    private readonly events: DomainEventBus,
    private readonly media: MediaService,
  ) {}

  change(caller: StatusCaller, request: ChangeAppointmentStatusRequest): Promise<AppointmentListItem> {
    return this.db.forCompany(caller.companyId, async (m) => {
      const locked = await this.lock(m, caller.companyId, request.id);
      const check = checkStatusMove(locked.status, request.status, caller.role);
      if (!check.ok) throw check.refusal === 'staff_only' ? new ForbiddenError(check.message) : new RuleRefusedError(check.message);
      const cancelled = request.status === 'cancelled';
      // The report card goes with the ready text, which reads it after this commits.
      const card = request.report_card;
      if (card) {
        if (card.media_id) await this.media.mustExist(m, caller.companyId, card.media_id);
        await this.statuses.saveReportCard(m, caller.companyId, request.id, { notes: card.notes, mediaId: card.media_id ?? null });
      }
      await this.moveIn(m, caller, request.id, locked, {
        status: request.status,
        reason: cancelled ? (request.reason ?? null) : null,
        late: cancelled ? (request.late ?? false) : null,
      });
      return this.read(m, caller.companyId, request.id);
    });
  }

  /** The appointment locked for a change; not found when it is not the company's. */
  async lock(m: EntityManager, companyId: string, id: string): Promise<LockedAppointment> {
    const locked = await this.statuses.lock(m, companyId, id);
    if (!locked) throw appointmentNotFound();
    return locked;
  }

  /** Writes the move (checked by the caller) and publishes its events, in the caller's transaction. */
  async moveIn(
    m: EntityManager,
    caller: StatusCaller,
    id: string,
    locked: LockedAppointment,
    move: { status: AppointmentStatus; reason: string | null; late: boolean | null },
  ): Promise<void> {
    await this.statuses.changeStatus(m, caller.companyId, id, { ...move, changedBy: caller.userId });
    this.events.publish(m, appointmentStatusChanged(caller.companyId, { appointmentId: id, from: locked.status, to: move.status, date: locked.date }));
    this.events.publish(
      m,
      appointmentsChanged(caller.companyId, { dates: [locked.date], appointmentIds: [id], slotsChanged: holdsItsSlot(locked.status) !== holdsItsSlot(move.status), statusOnly: true }),
    );
  }

  async read(m: EntityManager, companyId: string, id: string): Promise<AppointmentListItem> {
    const appointment = await this.appointments.find(m, companyId, id);
    if (!appointment) throw appointmentNotFound();
    return appointment;
  }
}
