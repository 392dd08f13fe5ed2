import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import type { ReminderRule } from '@groombook/domain';
import { selectRow } from '../../../core/database/rows';

const ruleSchema = z.union([
  z.object({ kind: z.literal('day_before'), time: z.string(), template: z.string() }),
  z.object({ kind: z.literal('hours_before'), hours_before: z.number(), template: z.string() }),
]);
const settingsRowSchema = z.object({ name: z.string(), time_zone: z.string().nullable(), reminder_rules: z.array(ruleSchema) });
export type ReminderSettingsRow = z.infer<typeof settingsRowSchema>;

/** An appointment a preview is filled from. */
const previewRowSchema = z.object({
  id: z.string(),
  date: z.string(),
  time: z.string().nullable(),
  dog_name: z.string().nullable(),
  customer_name: z.string().nullable(),
});
export type PreviewAppointment = z.infer<typeof previewRowSchema>;

const PREVIEW_COLUMNS = `a.id, to_char(a.date, 'YYYY-MM-DD') AS date, to_char(a.time, 'HH24:MI') AS time, a.dog_name, c.name AS customer_name
  FROM appointments a LEFT JOIN customers c ON c.company_id = a.company_id AND c.id = a.customer_id`;

/** The company's reminders (`companies.reminder_rules`), and the appointments a preview reads. */
@Injectable()
export class ReminderSettingsRepository {
  /**
   * The company's name, time zone and reminders. A save takes the row (`update`: a NO KEY lock,
   * so texts and reminders written meanwhile, whose keys name the company, never wait on it); a
   * planning of reminders reads it `share`d, so it waits for a save in flight and plans under the
   * rules it saved, and a save waits for the planning, then re-plans what it wrote.
   */
  settings(m: EntityManager, companyId: string, lock?: 'share' | 'update'): Promise<ReminderSettingsRow | undefined> {
    const clause = lock === 'update' ? ' FOR NO KEY UPDATE' : lock === 'share' ? ' FOR SHARE' : '';
    return selectRow(m, settingsRowSchema, `SELECT name, time_zone, reminder_rules FROM companies WHERE id = $1${clause}`, [companyId]);
  }

  async rules(m: EntityManager, companyId: string): Promise<ReminderRule[]> {
    return (await this.settings(m, companyId))?.reminder_rules ?? [];
  }

  async replace(m: EntityManager, companyId: string, rules: readonly ReminderRule[]): Promise<void> {
    await m.query('UPDATE companies SET reminder_rules = $2::jsonb WHERE id = $1', [companyId, JSON.stringify(rules)]);
  }

  /** One of the company's appointments, by id (undefined: none of this company's). */
  appointment(m: EntityManager, companyId: string, appointmentId: string): Promise<PreviewAppointment | undefined> {
    return selectRow(m, previewRowSchema, `SELECT ${PREVIEW_COLUMNS} WHERE a.company_id = $1 AND a.id = $2`, [companyId, appointmentId]);
  }

  /** The company's next appointment that still holds its slot, from `today` at `time` (salon time) on. */
  nextAppointment(m: EntityManager, companyId: string, today: string, time: string): Promise<PreviewAppointment | undefined> {
    return selectRow(
      m,
      previewRowSchema,
      `SELECT ${PREVIEW_COLUMNS}
       WHERE a.company_id = $1 AND a.status IN ('booked', 'confirmed') AND (a.date > $2::date OR (a.date = $2::date AND a.time >= $3::time))
       ORDER BY a.date, a.time NULLS FIRST, a.id LIMIT 1`,
      [companyId, today, time],
    );
  }
}
