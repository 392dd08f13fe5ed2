import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { selectRow, selectRows, writeReturning } from '../../core/database/rows';
import { appointmentSlotRow, HOLDS_ITS_SLOT, type AppointmentSlotRow } from './appointment.row';

/** What an edit of "this and following" keeps of each occurrence: its own customer, dog and payment. */
const occurrenceRowSchema = z.object({
  id: z.string(),
  date: z.string(),
  customer_id: z.string().nullable(),
  dog_name: z.string().nullable(),
  amount_given: z
    .string()
    .nullable()
    .transform((value) => (value === null ? null : Number(value))),
  recurring_group_id: z.string().nullable(),
  recurring_sequence: z.number().nullable(),
});
export type Occurrence = z.infer<typeof occurrenceRowSchema>;

const dateRowSchema = z.object({ date: z.string() });

const OCCURRENCE_COLUMNS = `SELECT id, to_char(date, 'YYYY-MM-DD') AS date, customer_id, dog_name, amount_given::text AS amount_given,
         recurring_group_id, recurring_sequence FROM appointments`;

/**
 * The queries that reach several occurrences of one series at once. Single appointments
 * are `AppointmentsRepository`'s.
 */
@Injectable()
export class AppointmentSeriesRepository {
  /**
   * The appointment and, when it belongs to a series, every later occurrence of it (by
   * place in the series), each row locked until the transaction ends; the appointment first.
   * Empty when the company has no such appointment.
   */
  async lockFollowing(m: EntityManager, companyId: string, id: string): Promise<Occurrence[]> {
    const anchor = await selectRow(m, occurrenceRowSchema, `${OCCURRENCE_COLUMNS} WHERE company_id = $1 AND id = $2 FOR UPDATE`, [companyId, id]);
    if (!anchor) return [];
    if (anchor.recurring_group_id === null || anchor.recurring_sequence === null) return [anchor];
    const later = await selectRows(
      m,
      occurrenceRowSchema,
      `${OCCURRENCE_COLUMNS} WHERE company_id = $1 AND recurring_group_id = $2 AND recurring_sequence > $3
       ORDER BY recurring_sequence FOR UPDATE`,
      [companyId, anchor.recurring_group_id, anchor.recurring_sequence],
    );
    return [anchor, ...later];
  }

  /** A groomer's timed appointments on any of `dates`. */
  groomerDays(m: EntityManager, companyId: string, groomerId: string, dates: string[]): Promise<AppointmentSlotRow[]> {
    return selectRows(
      m,
      appointmentSlotRow,
      `SELECT a.id, a.groomer_id, to_char(a.date, 'YYYY-MM-DD') AS date, to_char(a.time, 'HH24:MI') AS time,
              a.duration_minutes, c.name AS customer_name, a.dog_name
       FROM appointments a LEFT JOIN customers c ON c.id = a.customer_id
       WHERE a.company_id = $1 AND a.groomer_id = $2 AND a.date = ANY($3::date[]) AND a.time IS NOT NULL AND ${HOLDS_ITS_SLOT}`,
      [companyId, groomerId, dates],
    );
  }

  /** Deletes the appointments of `ids`; the dates of those deleted. */
  async deleteMany(m: EntityManager, companyId: string, ids: string[]): Promise<string[]> {
    const rows = await writeReturning(
      m,
      dateRowSchema,
      "DELETE FROM appointments WHERE company_id = $1 AND id = ANY($2::uuid[]) RETURNING to_char(date, 'YYYY-MM-DD') AS date",
      [companyId, ids],
    );
    return rows.map((row) => row.date);
  }

  /** The series now ends at `total` occurrences: what remains says "n of total" truthfully. */
  async endSeriesAt(m: EntityManager, companyId: string, groupId: string, total: number): Promise<void> {
    await m.query('UPDATE appointments SET recurring_total = $3, updated_at = now() WHERE company_id = $1 AND recurring_group_id = $2', [
      companyId,
      groupId,
      total,
    ]);
  }
}
