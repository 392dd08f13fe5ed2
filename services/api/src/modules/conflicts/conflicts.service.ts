import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ConflictEntryDto } from '@groombook/contracts';
import { conflictsWith, findConflicts } from '@groombook/domain';
import { TenantDb } from '../../core/tenancy/tenant-db';
import type { ConflictMap, MonthKey } from './conflict-cache';

interface SlotRow {
  id: string;
  groomer_id: string | null;
  date: string;
  time: string | null;
  duration_minutes: number;
  customer_name: string | null;
  dog_name: string | null;
}

const SELECT_SLOTS = `
  SELECT a.id, a.groomer_id, to_char(a.date, 'YYYY-MM-DD') AS date, to_char(a.time, 'HH24:MI') AS time,
         a.duration_minutes, c.name AS customer_name, a.dog_name
  FROM appointments a LEFT JOIN customers c ON c.id = a.customer_id`;

const toEntry = (row: SlotRow): ConflictEntryDto => ({
  id: row.id,
  time: row.time,
  customerName: row.customer_name,
  dogName: row.dog_name,
  customer_name: row.customer_name,
});

/** Who collides with whom: the sweep of libs/domain over the rows of the database. */
@Injectable()
export class ConflictsService {
  constructor(private readonly db: TenantDb) {}

  /** The conflict map of a whole month (each groomer's days swept once). */
  monthMap(companyId: string, { year, month }: MonthKey): Promise<ConflictMap> {
    const first = `${year}-${String(month).padStart(2, '0')}-01`;
    return this.db.forCompany(companyId, async (m) => {
      const rows = (await m.query(
        `${SELECT_SLOTS} WHERE a.company_id = $1 AND a.date >= $2::date AND a.date < ($2::date + interval '1 month')
           AND a.time IS NOT NULL AND a.groomer_id IS NOT NULL`,
        [companyId, first],
      )) as SlotRow[];
      return this.mapOf(rows);
    });
  }

  /** What a new (or moved) appointment would collide with on its groomer's day. */
  forSlot(
    companyId: string,
    slot: { groomerId: string; date: string; time: string; duration: number; excludeId?: string },
  ): Promise<ConflictEntryDto[]> {
    return this.db.forCompany(companyId, async (m) => {
      const day = await this.groomerDay(m, companyId, slot.groomerId, slot.date);
      const hits = conflictsWith(
        { groomer_id: slot.groomerId, date: slot.date, time: slot.time, duration_minutes: slot.duration },
        day,
        slot.excludeId,
      );
      return hits.map(toEntry);
    });
  }

  mapOf(rows: SlotRow[]): ConflictMap {
    const byId = new Map(rows.map((row) => [row.id, row]));
    const map: ConflictMap = {};
    for (const [id, others] of findConflicts(rows)) {
      map[id] = others.map((other) => toEntry(byId.get(other) as SlotRow));
    }
    return map;
  }

  private async groomerDay(m: EntityManager, companyId: string, groomerId: string, date: string): Promise<SlotRow[]> {
    return (await m.query(
      `${SELECT_SLOTS} WHERE a.company_id = $1 AND a.groomer_id = $2 AND a.date = $3 AND a.time IS NOT NULL`,
      [companyId, groomerId, date],
    )) as SlotRow[];
  }
}
