import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppointmentListItem } from '@groombook/contracts';
import { calculatedTip, generateRecurringDates, totalWithTax, type RecurringConfig } from '@groombook/domain';
import { ConflictCacheWarmer } from '../conflicts/conflict-cache-warmer';
import { distinctMonths } from '../conflicts/conflict-cache';
import { affectedRows } from '../../core/database/sql';
import { ApiException } from '../../core/http/api.exception';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { SELECT_APPOINTMENT, toAppointmentListItem, type AppointmentRow } from './appointment.row';

/** The validated fields of an appointment (time already HH:MM or null). */
export interface AppointmentInput {
  date: string;
  time: string | null;
  customer_id?: string | null;
  groomer_id?: string | null;
  dog_name?: string | null;
  charged_amount?: number | null;
  amount_given?: number | null;
  notes?: string | null;
  duration_minutes: number;
}

export const appointmentNotFound = () => ApiException.notFound('Appointment not found');

const INSERT = `INSERT INTO appointments (company_id, date, time, customer_id, groomer_id, dog_name, charged_amount, amount_given,
                                          tip, total_with_tax, notes, duration_minutes`;

/**
 * Creating, changing and deleting appointments. Totals and tips are computed here, never
 * trusted from the client. After each write commits, the conflict cache of every month it
 * touched is dropped and warmed again.
 */
@Injectable()
export class AppointmentsService {
  constructor(
    private readonly db: TenantDb,
    private readonly conflictCache: ConflictCacheWarmer,
  ) {}

  async create(companyId: string, input: AppointmentInput): Promise<AppointmentListItem> {
    const created = await this.db.forCompany(companyId, async (m) => {
      await this.assertReferences(m, companyId, input);
      const [row] = (await m.query(`${INSERT}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`, [
        companyId,
        ...this.values(input),
      ])) as { id: string }[];
      return this.get(m, companyId, row?.id ?? '');
    });
    await this.conflictCache.refresh(companyId, distinctMonths([created.date]));
    return created;
  }

  /** A whole series in one transaction: all of it is written, or none. */
  async createSeries(companyId: string, input: AppointmentInput, config: RecurringConfig): Promise<{ total: number; groupId: string }> {
    const dates = generateRecurringDates(input.date, config);
    if (dates.length < 2) throw ApiException.badRequest('recurring_config: The series has fewer than two dates');
    const groupId = randomUUID();
    await this.db.forCompany(companyId, async (m) => {
      await this.assertReferences(m, companyId, input);
      // One statement for the whole series: the same fields on every date, numbered in order.
      const [, time, customerId, groomerId, dogName, price, given, tip, total, notes, duration] = this.values(input);
      await m.query(
        `${INSERT}, is_recurring, recurring_sequence, recurring_total, recurring_config, recurring_group_id)
         SELECT $1, d.date, $3::time, $4::uuid, $5::uuid, $6::text, $7::numeric, $8::numeric, $9::numeric, $10::numeric, $11::text,
                $12::int, true, d.sequence, $13::int, $14::jsonb, $15::uuid
         FROM unnest($2::date[]) WITH ORDINALITY AS d(date, sequence)`,
        [companyId, dates, time, customerId, groomerId, dogName, price, given, tip, total, notes, duration, dates.length, JSON.stringify(config), groupId],
      );
    });
    await this.conflictCache.refresh(companyId, distinctMonths(dates));
    return { total: dates.length, groupId };
  }

  async update(companyId: string, id: string, input: AppointmentInput): Promise<AppointmentListItem> {
    let previousDate = input.date;
    const updated = await this.db.forCompany(companyId, async (m) => {
      await this.assertReferences(m, companyId, input);
      const [before] = (await m.query(
        "SELECT to_char(date, 'YYYY-MM-DD') AS date FROM appointments WHERE company_id = $1 AND id = $2 FOR UPDATE",
        [companyId, id],
      )) as { date: string }[];
      if (!before) throw appointmentNotFound();
      previousDate = before.date;
      const result = await m.query(
        `UPDATE appointments SET date = $3, time = $4, customer_id = $5, groomer_id = $6, dog_name = $7, charged_amount = $8,
                amount_given = $9, tip = $10, total_with_tax = $11, notes = $12, duration_minutes = $13, updated_at = now()
         WHERE company_id = $1 AND id = $2`,
        [companyId, id, ...this.values(input)],
      );
      if (!affectedRows(result)) throw appointmentNotFound();
      return this.get(m, companyId, id);
    });
    await this.conflictCache.refresh(companyId, distinctMonths([previousDate, updated.date]));
    return updated;
  }

  async remove(companyId: string, id: string): Promise<void> {
    const date = await this.db.forCompany(companyId, async (m) => {
      const [rows] = (await m.query(
        "DELETE FROM appointments WHERE company_id = $1 AND id = $2 RETURNING to_char(date, 'YYYY-MM-DD') AS date",
        [companyId, id],
      )) as [{ date: string }[], number];
      if (!rows[0]) throw appointmentNotFound();
      return rows[0].date;
    });
    await this.conflictCache.refresh(companyId, distinctMonths([date]));
  }

  findById(companyId: string, id: string): Promise<AppointmentListItem> {
    return this.db.forCompany(companyId, (m) => this.get(m, companyId, id));
  }

  /** A month's appointments by date and time, a page at a time, with the month's total. */
  month(companyId: string, q: { year: number; month: number; limit: number; offset: number; customer_id?: string }) {
    const first = `${q.year}-${String(q.month).padStart(2, '0')}-01`;
    return this.db.forCompany(companyId, async (m) => {
      const params = [companyId, first, q.customer_id ?? null];
      const where = `a.company_id = $1 AND a.date >= $2::date AND a.date < ($2::date + interval '1 month')
                     AND ($3::uuid IS NULL OR a.customer_id = $3)`;
      const rows = (await m.query(
        `${SELECT_APPOINTMENT} WHERE ${where} ORDER BY a.date, a.time NULLS LAST, a.id LIMIT $4 OFFSET $5`,
        [...params, q.limit, q.offset],
      )) as AppointmentRow[];
      const [count] = (await m.query(`SELECT count(*)::int AS n FROM appointments a WHERE ${where}`, params)) as { n: number }[];
      return { appointments: rows.map(toAppointmentListItem), total: count?.n ?? 0 };
    });
  }

  private values(input: AppointmentInput): unknown[] {
    const total = input.charged_amount == null ? null : totalWithTax(input.charged_amount);
    const tip = total === null ? null : calculatedTip(input.amount_given, total);
    return [
      input.date,
      input.time,
      input.customer_id ?? null,
      input.groomer_id ?? null,
      input.dog_name?.trim() || null,
      input.charged_amount ?? null,
      input.amount_given ?? null,
      tip,
      total,
      input.notes?.trim() || null,
      input.duration_minutes,
    ];
  }

  /** The customer and groomer must be the company's own; anyone else's do not exist here. */
  private async assertReferences(m: EntityManager, companyId: string, input: AppointmentInput): Promise<void> {
    if (input.customer_id) {
      const [found] = (await m.query('SELECT 1 FROM customers WHERE company_id = $1 AND id = $2', [companyId, input.customer_id])) as unknown[];
      if (!found) throw ApiException.notFound('Customer not found');
    }
    if (input.groomer_id) {
      const [found] = (await m.query('SELECT 1 FROM groomers WHERE company_id = $1 AND id = $2', [companyId, input.groomer_id])) as unknown[];
      if (!found) throw ApiException.notFound('Groomer not found');
    }
  }

  private async get(m: EntityManager, companyId: string, id: string): Promise<AppointmentListItem> {
    const [row] = (await m.query(`${SELECT_APPOINTMENT} WHERE a.company_id = $1 AND a.id = $2`, [companyId, id])) as AppointmentRow[];
    if (!row) throw appointmentNotFound();
    return toAppointmentListItem(row);
  }
}
