import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { APPOINTMENT_STATUSES } from '@groombook/domain';
import { selectRow, selectRows, writeReturning } from '../../../core/database/rows';

/** An appointment as its reminder needs it. */
const appointmentRowSchema = z.object({
  id: z.string(),
  date: z.string(),
  time: z.string().nullable(),
  customer_id: z.string().nullable(),
});
export type ReminderAppointment = z.infer<typeof appointmentRowSchema>;

const reminderRowSchema = z.object({
  id: z.string(),
  appointment_id: z.string(),
  rule_key: z.string(),
  send_at: z.date(),
  starts_at: z.date(),
  status: z.enum(['scheduled', 'sent', 'skipped']),
  message_id: z.string().nullable(),
  skip_reason: z.string().nullable(),
});
export type ReminderRow = z.infer<typeof reminderRowSchema>;

/** A due reminder with what its text says. */
const dueReminderRowSchema = reminderRowSchema.extend({
  appointment_status: z.enum(APPOINTMENT_STATUSES),
  date: z.string(),
  time: z.string().nullable(),
  dog_name: z.string().nullable(),
  customer_id: z.string().nullable(),
  customer_name: z.string().nullable(),
});
export type DueReminder = z.infer<typeof dueReminderRowSchema>;

const dueRowSchema = z.object({ company_id: z.string(), appointment_id: z.string(), rule_key: z.string() });
const removedRowSchema = z.object({ appointment_id: z.string(), rule_key: z.string() });

/** A reminder as planned for an appointment: its rule, when it goes, and the start it reminds of. */
export interface ReminderToSchedule {
  appointmentId: string;
  ruleKey: string;
  sendAt: Date;
  startsAt: Date;
}

/** When an appointment's reminders said it starts (any status): a reminder kept at its start. */
const startRowSchema = z.object({ appointment_id: z.string(), starts_at: z.date() });

/** An appointment a reminder went out for, as the answer to a reply names it. */
const remindedRowSchema = z.object({ id: z.string(), date: z.string(), time: z.string().nullable(), dog_name: z.string().nullable() });
export type RemindedAppointment = z.infer<typeof remindedRowSchema>;

const REMINDER_COLUMNS = 'id, appointment_id, rule_key, send_at, starts_at, status, message_id, skip_reason';
const APPOINTMENT_COLUMNS = "a.id, to_char(a.date, 'YYYY-MM-DD') AS date, to_char(a.time, 'HH24:MI') AS time, a.customer_id";

/** Every query of `sms_reminders`, and the appointment fields a reminder reads. */
@Injectable()
export class SmsRemindersRepository {
  /**
   * The appointments among `ids`, or of the series `seriesId`, that exist. Each stays until the
   * transaction ends (a key-share lock): an appointment deleted by another request at the same
   * moment is either gone here or deleted after its reminder is written, never in between, where
   * the reminder would point at nothing.
   */
  appointments(m: EntityManager, companyId: string, which: { ids?: string[]; seriesId?: string }): Promise<ReminderAppointment[]> {
    return selectRows(
      m,
      appointmentRowSchema,
      `SELECT ${APPOINTMENT_COLUMNS} FROM appointments a
       WHERE a.company_id = $1 AND (a.id = ANY($2::uuid[]) OR a.recurring_group_id = $3::uuid)
       FOR KEY SHARE OF a`,
      [companyId, which.ids ?? [], which.seriesId ?? null],
    );
  }

  /**
   * The upcoming appointments (starting after `now`) that have reminders, so the salon's reminders
   * apply to them: every appointment whose changes remind its customer has some.
   */
  async remindedUpcoming(m: EntityManager, companyId: string, now: Date): Promise<string[]> {
    const rows = await selectRows(
      m,
      z.object({ appointment_id: z.string() }),
      'SELECT DISTINCT appointment_id FROM sms_reminders WHERE company_id = $1 AND starts_at > $2',
      [companyId, now],
    );
    return rows.map((row) => row.appointment_id);
  }

  /** The starts the appointments' reminders (of any rule and status) were planned for. */
  starts(m: EntityManager, companyId: string, appointmentIds: string[]): Promise<{ appointment_id: string; starts_at: Date }[]> {
    return selectRows(m, startRowSchema, 'SELECT appointment_id, starts_at FROM sms_reminders WHERE company_id = $1 AND appointment_id = ANY($2::uuid[])', [
      companyId,
      appointmentIds,
    ]);
  }

  /**
   * Each reminder of rule `ruleKey` is due at `sendAt` for its appointment starting at `startsAt`,
   * all in one statement (at most one per appointment and rule). A new start starts one over
   * (scheduled); the same start keeps what became of it, so an edit of the notes or of the
   * salon's reminders never sends one a second time. The rows as they are now, in no set order.
   */
  async schedule(m: EntityManager, companyId: string, reminders: readonly ReminderToSchedule[], now: Date): Promise<ReminderRow[]> {
    if (reminders.length === 0) return [];
    const same = 'r.starts_at = EXCLUDED.starts_at';
    return writeReturning(
      m,
      reminderRowSchema,
      `INSERT INTO sms_reminders AS r (company_id, appointment_id, rule_key, send_at, starts_at, status, created_at, updated_at)
       SELECT $1, p.appointment_id, p.rule_key, p.send_at, p.starts_at, 'scheduled', $2, $2
       FROM unnest($3::uuid[], $4::text[], $5::timestamptz[], $6::timestamptz[]) AS p(appointment_id, rule_key, send_at, starts_at)
       ON CONFLICT (appointment_id, rule_key) DO UPDATE SET
         send_at = CASE WHEN ${same} THEN r.send_at ELSE EXCLUDED.send_at END,
         starts_at = EXCLUDED.starts_at,
         status = CASE WHEN ${same} THEN r.status ELSE 'scheduled' END,
         message_id = CASE WHEN ${same} THEN r.message_id ELSE NULL END,
         skip_reason = CASE WHEN ${same} THEN r.skip_reason ELSE NULL END,
         updated_at = EXCLUDED.updated_at
       RETURNING ${REMINDER_COLUMNS}`,
      [
        companyId,
        now,
        reminders.map((reminder) => reminder.appointmentId),
        reminders.map((reminder) => reminder.ruleKey),
        reminders.map((reminder) => reminder.sendAt),
        reminders.map((reminder) => reminder.startsAt),
      ],
    );
  }

  /** No reminder yet to go for these appointments (gone, or nothing left to remind of). */
  async remove(m: EntityManager, companyId: string, appointmentIds: string[]): Promise<void> {
    if (appointmentIds.length === 0) return;
    await m.query("DELETE FROM sms_reminders WHERE company_id = $1 AND appointment_id = ANY($2::uuid[]) AND status = 'scheduled'", [
      companyId,
      appointmentIds,
    ]);
  }

  /**
   * The reminders yet to go of `appointmentIds` other than those `keep` names (rules removed, or
   * whose time passed), in one statement: the appointment and rule of each removed.
   */
  async removeOthers(
    m: EntityManager,
    companyId: string,
    appointmentIds: readonly string[],
    keep: readonly { appointmentId: string; ruleKey: string }[],
  ): Promise<{ appointment_id: string; rule_key: string }[]> {
    if (appointmentIds.length === 0) return [];
    return writeReturning(
      m,
      removedRowSchema,
      `DELETE FROM sms_reminders r
       WHERE r.company_id = $1 AND r.appointment_id = ANY($2::uuid[]) AND r.status = 'scheduled'
         AND NOT EXISTS (SELECT 1 FROM unnest($3::uuid[], $4::text[]) AS k(appointment_id, rule_key)
                         WHERE k.appointment_id = r.appointment_id AND k.rule_key = r.rule_key)
       RETURNING r.appointment_id, r.rule_key`,
      [companyId, appointmentIds, keep.map((kept) => kept.appointmentId), keep.map((kept) => kept.ruleKey)],
    );
  }

  /** The appointment's scheduled reminder of a rule with its appointment and customer, locked until the transaction ends. */
  lockScheduled(m: EntityManager, companyId: string, appointmentId: string, ruleKey: string): Promise<DueReminder | undefined> {
    return selectRow(
      m,
      dueReminderRowSchema,
      `SELECT r.id, r.appointment_id, r.rule_key, r.send_at, r.starts_at, r.status, r.message_id, r.skip_reason,
              a.status AS appointment_status, to_char(a.date, 'YYYY-MM-DD') AS date, to_char(a.time, 'HH24:MI') AS time, a.dog_name,
              a.customer_id, c.name AS customer_name
       FROM sms_reminders r
       JOIN appointments a ON a.company_id = r.company_id AND a.id = r.appointment_id
       LEFT JOIN customers c ON c.company_id = a.company_id AND c.id = a.customer_id
       WHERE r.company_id = $1 AND r.appointment_id = $2 AND r.rule_key = $3 AND r.status = 'scheduled'
       FOR UPDATE OF r`,
      [companyId, appointmentId, ruleKey],
    );
  }

  async markSent(m: EntityManager, companyId: string, id: string, messageId: string, now: Date): Promise<void> {
    await m.query("UPDATE sms_reminders SET status = 'sent', message_id = $3, updated_at = $4 WHERE company_id = $1 AND id = $2", [
      companyId,
      id,
      messageId,
      now,
    ]);
  }

  async markSkipped(m: EntityManager, companyId: string, id: string, reason: string, now: Date): Promise<void> {
    await m.query("UPDATE sms_reminders SET status = 'skipped', skip_reason = $3, updated_at = $4 WHERE company_id = $1 AND id = $2", [
      companyId,
      id,
      reason,
      now,
    ]);
  }

  /**
   * The appointment of the latest reminder sent to this number that is still ahead and open
   * (booked or confirmed): what a reply of C or YES confirms.
   */
  latestRemindedTo(m: EntityManager, companyId: string, phone: string, now: Date): Promise<RemindedAppointment | undefined> {
    return selectRow(
      m,
      remindedRowSchema,
      `SELECT a.id, to_char(a.date, 'YYYY-MM-DD') AS date, to_char(a.time, 'HH24:MI') AS time, a.dog_name
       FROM sms_reminders r
       JOIN sms_messages sm ON sm.company_id = r.company_id AND sm.id = r.message_id
       JOIN appointments a ON a.company_id = r.company_id AND a.id = r.appointment_id
       WHERE r.company_id = $1 AND r.status = 'sent' AND sm.phone_e164 = $2 AND r.starts_at > $3 AND a.status IN ('booked', 'confirmed')
       ORDER BY r.updated_at DESC, r.id LIMIT 1`,
      [companyId, phone, now],
    );
  }

  /** Platform: scheduled reminders whose time has come. */
  due(m: EntityManager, now: Date, limit: number): Promise<{ company_id: string; appointment_id: string; rule_key: string }[]> {
    return selectRows(
      m,
      dueRowSchema,
      "SELECT company_id, appointment_id, rule_key FROM sms_reminders WHERE status = 'scheduled' AND send_at <= $1 ORDER BY send_at LIMIT $2",
      [now, limit],
    );
  }
}
