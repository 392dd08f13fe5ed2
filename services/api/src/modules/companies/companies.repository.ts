import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import type { CompanyStatus } from '@groombook/contracts';
import { BOOKING_MODES, type BookingMode } from '@groombook/domain';
import { selectRow, selectRows, writeReturning } from '../../core/database/rows';
import { affectedRows } from '../../core/database/sql';

/** A company as the super admins' list shows it, with how many users it has. */
const companyRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  user_count: z.number(),
  created_at: z.date(),
  time_zone: z.string(),
  sms_contact_line: z.string().nullable(),
  sms_number: z.string().nullable(),
  sms_messaging_service_sid: z.string().nullable(),
});
export type CompanyRow = z.infer<typeof companyRowSchema>;

export interface CompanyChanges {
  name?: string;
  status?: CompanyStatus;
  timeZone?: string;
  smsContactLine?: string | null;
  smsNumber?: string | null;
  smsMessagingServiceSid?: string | null;
}

const publicNameRowSchema = companyRowSchema.pick({ id: true, name: true, sms_number: true });
const idRowSchema = companyRowSchema.pick({ id: true });
const taxRateRowSchema = z.object({ tax_rate_percent: z.string() });
const settingsRowSchema = z.object({
  tax_rate_percent: z.string(),
  booking_mode: z.enum(BOOKING_MODES),
  booking_buffer_minutes: z.number(),
  cancel_cutoff_hours: z.number(),
});

/** What a company's admin sets: the tax rate and the online booking settings. */
export interface CompanySettingsValues {
  tax_rate_percent: number;
  booking_mode: BookingMode;
  booking_buffer_minutes: number;
  cancel_cutoff_hours: number;
}

const SELECT_COMPANY = `
  SELECT c.id, c.name, c.status, c.created_at, c.time_zone, c.sms_contact_line, c.sms_number, c.sms_messaging_service_sid,
         (SELECT count(*)::int FROM users u WHERE u.company_id = c.id) AS user_count
  FROM companies c`;

/** Every query of `companies`, the tenants. */
@Injectable()
export class CompaniesRepository {
  /** Newest first. */
  list(m: EntityManager): Promise<CompanyRow[]> {
    return selectRows(m, companyRowSchema, `${SELECT_COMPANY} ORDER BY c.created_at DESC, c.name`);
  }

  findById(m: EntityManager, id: string): Promise<CompanyRow | undefined> {
    return selectRow(m, companyRowSchema, `${SELECT_COMPANY} WHERE c.id = $1`, [id]);
  }

  /** What the public pages show: the name, and the number customers text. */
  findPublicName(m: EntityManager, id: string): Promise<{ id: string; name: string; sms_number: string | null } | undefined> {
    return selectRow(m, publicNameRowSchema, 'SELECT id, name, sms_number FROM companies WHERE id = $1', [id]);
  }

  /** Whether another company than `id` owns the texting number `number`. */
  async numberTaken(m: EntityManager, id: string, number: string): Promise<boolean> {
    return (await selectRow(m, idRowSchema, 'SELECT id FROM companies WHERE sms_number = $1 AND id <> $2', [number, id])) !== undefined;
  }

  async exists(m: EntityManager, id: string): Promise<boolean> {
    return (await selectRow(m, idRowSchema, 'SELECT id FROM companies WHERE id = $1', [id])) !== undefined;
  }

  /** The new company's id. */
  async insert(m: EntityManager, name: string): Promise<string> {
    const [row] = await writeReturning(m, idRowSchema, 'INSERT INTO companies (name) VALUES ($1) RETURNING id', [name]);
    if (!row) throw new Error('The database did not store the company');
    return row.id;
  }

  /** The company's tax rate in percent (6.625 unless its admins set another). */
  async taxRate(m: EntityManager, id: string): Promise<number | undefined> {
    const row = await selectRow(m, taxRateRowSchema, 'SELECT tax_rate_percent::text FROM companies WHERE id = $1', [id]);
    return row && Number(row.tax_rate_percent);
  }

  /** The company's settings (undefined: no such company). */
  async settings(m: EntityManager, id: string): Promise<CompanySettingsValues | undefined> {
    const row = await selectRow(
      m,
      settingsRowSchema,
      'SELECT tax_rate_percent::text, booking_mode, booking_buffer_minutes, cancel_cutoff_hours FROM companies WHERE id = $1',
      [id],
    );
    return row && { ...row, tax_rate_percent: Number(row.tax_rate_percent) };
  }

  /** The settings given (undefined: kept). False when no company has this id. */
  async setSettings(m: EntityManager, id: string, changes: Partial<CompanySettingsValues>): Promise<boolean> {
    const result = await m.query(
      `UPDATE companies SET tax_rate_percent = coalesce($2, tax_rate_percent), booking_mode = coalesce($3, booking_mode),
         booking_buffer_minutes = coalesce($4, booking_buffer_minutes), cancel_cutoff_hours = coalesce($5, cancel_cutoff_hours)
       WHERE id = $1`,
      [id, changes.tax_rate_percent ?? null, changes.booking_mode ?? null, changes.booking_buffer_minutes ?? null, changes.cancel_cutoff_hours ?? null],
    );
    return affectedRows(result) > 0;
  }

  /** The name, the status and the SMS settings given (undefined: kept). False when no company has this id. */
  async update(m: EntityManager, id: string, changes: CompanyChanges): Promise<boolean> {
    const result = await m.query(
      `UPDATE companies SET name = coalesce($2, name),
         time_zone = CASE WHEN $3::boolean THEN $4 ELSE time_zone END,
         sms_contact_line = CASE WHEN $5::boolean THEN $6 ELSE sms_contact_line END,
         status = coalesce($7, status),
         sms_number = CASE WHEN $8::boolean THEN $9 ELSE sms_number END,
         sms_messaging_service_sid = CASE WHEN $10::boolean THEN $11 ELSE sms_messaging_service_sid END
       WHERE id = $1`,
      [
        id,
        changes.name ?? null,
        changes.timeZone !== undefined,
        changes.timeZone ?? null,
        changes.smsContactLine !== undefined,
        changes.smsContactLine ?? null,
        changes.status ?? null,
        changes.smsNumber !== undefined,
        changes.smsNumber ?? null,
        changes.smsMessagingServiceSid !== undefined,
        changes.smsMessagingServiceSid ?? null,
      ],
    );
    return affectedRows(result) > 0;
  }
}
