import { Injectable } from '@nestjs/common';
import type { ConflictEntryDto } from '@groombook/contracts';
import { conflictsWith, findConflicts } from '@groombook/domain';
import { TenantDb } from '../../core/tenancy/tenant-db';
import type { AppointmentSlotRow } from '../appointments/appointment.row';
import { AppointmentsRepository } from '../appointments/appointments.repository';
import type { MonthKey } from '../../core/events/domain-events';
import type { ConflictMap } from './conflict-cache';

const toEntry = (row: AppointmentSlotRow): ConflictEntryDto => ({
  id: row.id,
  time: row.time,
  customerName: row.customer_name,
  dogName: row.dog_name,
  customer_name: row.customer_name,
});

/** Who collides with whom: the sweep of libs/domain over the appointments of the database. */
@Injectable()
export class ConflictsService {
  constructor(
    private readonly db: TenantDb,
    private readonly appointments: AppointmentsRepository,
  ) {}

  /** The conflict map of a whole month (each groomer's days swept once): one statement, in one round trip. */
  monthMap(companyId: string, month: MonthKey): Promise<ConflictMap> {
    return this.db.readForCompany(companyId, async (m) => this.mapOf(await this.appointments.slotsInMonth(m, companyId, month)));
  }

  /** What a new (or moved) appointment would collide with on its groomer's day. */
  forSlot(
    companyId: string,
    slot: { groomerId: string; date: string; time: string; duration: number; excludeId?: string },
  ): Promise<ConflictEntryDto[]> {
    return this.db.readForCompany(companyId, async (m) => {
      const day = await this.appointments.groomerDay(m, companyId, slot.groomerId, slot.date);
      const hits = conflictsWith(
        { groomer_id: slot.groomerId, date: slot.date, time: slot.time, duration_minutes: slot.duration },
        day,
        slot.excludeId,
      );
      return hits.map(toEntry);
    });
  }

  /** The dates of those of `ids` that are the company's appointments (ids of others are left out). */
  appointmentDates(companyId: string, ids: string[]): Promise<{ id: string; date: string }[]> {
    return this.db.readForCompany(companyId, (m) => this.appointments.datesOf(m, companyId, ids));
  }

  mapOf(rows: AppointmentSlotRow[]): ConflictMap {
    const byId = new Map(rows.map((row) => [row.id, row]));
    const map: ConflictMap = {};
    for (const [id, others] of findConflicts(rows)) {
      map[id] = others.map((other) => toEntry(byId.get(other) as AppointmentSlotRow));
    }
    return map;
  }
}
