import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import type { AppointmentListItem } from '@groombook/contracts';
import { parseRows, selectRow, selectRows, writeReturning } from '../../core/database/rows';
import { affectedRows } from '../../core/database/sql';
import { appointmentRow, appointmentSlotRow, HOLDS_ITS_SLOT, type AppointmentSlotRow } from './appointment.row';
import { APPOINTMENT_COLUMNS, NAMES, SELECT_APPOINTMENT } from './appointment-select.sql';
import { firstDay, MONTH_END, monthParameters, monthStatements, type MonthFilter } from './appointments-month.sql';

export type { MonthFilter } from './appointments-month.sql';

/** The columns an appointment write sets, computed by the caller (totals and tips included). */
export interface AppointmentValues {
  date: string;
  /** HH:MM, or null for no time. */
  time: string | null;
  customer_id: string | null;
  groomer_id: string | null;
  dog_name: string | null;
  charged_amount: number | null;
  amount_given: number | null;
  tip: number | null;
  total_with_tax: number | null;
  notes: string | null;
  duration_minutes: number;
  /** The price was typed rather than summed from the lines; null or absent: false on insert, kept on update. */
  price_overridden?: boolean | null;
  /** Booked by the customer on the public page (set on insert only; the database keeps such slots apart). */
  booked_online?: boolean;
}

/** What every appointment of one series shares besides its fields. */
export interface SeriesValues {
  groupId: string;
  /** The series' recurrence, stored as given. */
  config: unknown;
}

const dateRowSchema = z.object({ date: z.string() });
const idRowSchema = z.object({ id: z.string() });
const idDateRowSchema = z.object({ id: z.string(), date: z.string() });
const countRowSchema = z.object({ n: z.number() });
const monthTotalRowSchema = z.object({ month_total: z.number() });

const SELECT_SLOTS = `
  SELECT a.id, a.groomer_id, to_char(a.date, 'YYYY-MM-DD') AS date, to_char(a.time, 'HH24:MI') AS time,
         a.duration_minutes, c.name AS customer_name, a.dog_name
  FROM appointments a LEFT JOIN customers c ON c.id = a.customer_id`;

const RETURNING_DATE = "RETURNING to_char(date, 'YYYY-MM-DD') AS date";

const INSERT = `INSERT INTO appointments (company_id, date, time, customer_id, groomer_id, dog_name, charged_amount, amount_given,
                                          tip, total_with_tax, notes, duration_minutes`;

const MONTH = monthStatements(APPOINTMENT_COLUMNS, NAMES);

const FIND_APPOINTMENT = `${SELECT_APPOINTMENT} WHERE a.company_id = $1 AND a.id = $2`;

/** The values in the column order of INSERT (after company_id) and of UPDATE's SET ($3 on). */
const columnValues = (v: AppointmentValues): unknown[] => [
  v.date,
  v.time,
  v.customer_id,
  v.groomer_id,
  v.dog_name,
  v.charged_amount,
  v.amount_given,
  v.tip,
  v.total_with_tax,
  v.notes,
  v.duration_minutes,
  v.price_overridden ?? null,
];

/**
 * Every query of `appointments`: the one owner of its writes, and of the reads that join
 * an appointment to its customer's and groomer's names. Each method runs in the caller's
 * transaction (a `TenantDb.forCompany` manager, so row-level security holds) and names the
 * company too.
 */
@Injectable()
export class AppointmentsRepository {
  find(m: EntityManager, companyId: string, id: string): Promise<AppointmentListItem | undefined> {
    return selectRow(m, appointmentRow, FIND_APPOINTMENT, [companyId, id]);
  }

  /**
   * A page of a month by date and time (then id, so pages never overlap), and the month's
   * total, in one statement: the page is cut from appointments alone before its rows are
   * joined to their names, and the total is counted once (an init plan) beside each row.
   * A page past the end has no row to carry the total: `total` is then undefined.
   */
  async monthPage(
    m: EntityManager,
    companyId: string,
    filter: MonthFilter,
    page: { limit: number; offset: number },
  ): Promise<{ appointments: AppointmentListItem[]; total: number | undefined }> {
    const rows: unknown = await m.query(MONTH.page(filter), [...monthParameters(companyId, filter), page.limit, page.offset]);
    const appointments = parseRows(appointmentRow, rows);
    const [first] = parseRows(monthTotalRowSchema, Array.isArray(rows) ? rows.slice(0, 1) : rows);
    return { appointments, total: first?.month_total };
  }

  async monthCount(m: EntityManager, companyId: string, filter: MonthFilter): Promise<number> {
    const row = await selectRow(m, countRowSchema, MONTH.count(filter), monthParameters(companyId, filter));
    return row?.n ?? 0;
  }

  /** A customer's appointments from `startDate` on, soonest first. */
  customerFrom(m: EntityManager, companyId: string, customerId: string, startDate: string): Promise<AppointmentListItem[]> {
    return selectRows(
      m,
      appointmentRow,
      `${SELECT_APPOINTMENT} WHERE a.company_id = $1 AND a.customer_id = $2 AND a.date >= $3
       ORDER BY a.date ASC, a.time ASC NULLS LAST`,
      [companyId, customerId, startDate],
    );
  }

  /** A customer's appointments before `endDate`, latest first. */
  customerBefore(m: EntityManager, companyId: string, customerId: string, endDate: string): Promise<AppointmentListItem[]> {
    return selectRows(
      m,
      appointmentRow,
      `${SELECT_APPOINTMENT} WHERE a.company_id = $1 AND a.customer_id = $2 AND a.date < $3
       ORDER BY a.date DESC, a.time DESC NULLS LAST`,
      [companyId, customerId, endDate],
    );
  }

  /** How many appointments from `startDate` on, counting no further than `limit`. */
  async countFrom(m: EntityManager, companyId: string, startDate: string, limit: number): Promise<number> {
    const row = await selectRow(
      m,
      countRowSchema,
      'SELECT count(*)::int AS n FROM (SELECT 1 FROM appointments WHERE company_id = $1 AND date >= $2 LIMIT $3) upcoming',
      [companyId, startDate, limit],
    );
    return row?.n ?? 0;
  }

  /** The dates of those of `ids` that exist. */
  datesOf(m: EntityManager, companyId: string, ids: string[]): Promise<{ id: string; date: string }[]> {
    return selectRows(
      m,
      idDateRowSchema,
      "SELECT id, to_char(date, 'YYYY-MM-DD') AS date FROM appointments WHERE company_id = $1 AND id = ANY($2::uuid[])",
      [companyId, ids],
    );
  }

  /** The month's timed appointments that have a groomer: what can collide. */
  slotsInMonth(m: EntityManager, companyId: string, month: { year: number; month: number }): Promise<AppointmentSlotRow[]> {
    return selectRows(
      m,
      appointmentSlotRow,
      `${SELECT_SLOTS} WHERE a.company_id = $1 AND a.date >= $2::date AND a.date < ${MONTH_END}
         AND a.time IS NOT NULL AND a.groomer_id IS NOT NULL AND ${HOLDS_ITS_SLOT}`,
      [companyId, firstDay(month)],
    );
  }

  /** A groomer's timed appointments of one day. */
  groomerDay(m: EntityManager, companyId: string, groomerId: string, date: string): Promise<AppointmentSlotRow[]> {
    return selectRows(
      m,
      appointmentSlotRow,
      `${SELECT_SLOTS} WHERE a.company_id = $1 AND a.groomer_id = $2 AND a.date = $3 AND a.time IS NOT NULL AND ${HOLDS_ITS_SLOT}`,
      [companyId, groomerId, date],
    );
  }

  /** The new appointment's id. */
  async insert(m: EntityManager, companyId: string, values: AppointmentValues): Promise<string> {
    const [row] = await writeReturning(
      m,
      idRowSchema,
      `${INSERT}, price_overridden, booked_online)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, coalesce($13::boolean, false), $14) RETURNING id`,
      [companyId, ...columnValues(values), values.booked_online ?? false],
    );
    if (!row) throw new Error('Insert returned no row');
    return row.id;
  }

  /**
   * A whole series in one statement: the same fields on every date (`values.date` is not
   * used), numbered in the order of `dates`.
   */
  async insertSeries(m: EntityManager, companyId: string, values: AppointmentValues, dates: string[], series: SeriesValues): Promise<void> {
    const [, time, customerId, groomerId, dogName, price, given, tip, total, notes, duration, overridden] = columnValues(values);
    await m.query(
      `${INSERT}, is_recurring, recurring_sequence, recurring_total, recurring_config, recurring_group_id, price_overridden)
       SELECT $1, d.date, $3::time, $4::uuid, $5::uuid, $6::text, $7::numeric, $8::numeric, $9::numeric, $10::numeric, $11::text,
              $12::int, true, d.sequence, $13::int, $14::jsonb, $15::uuid, coalesce($16::boolean, false)
       FROM unnest($2::date[]) WITH ORDINALITY AS d(date, sequence)`,
      [
        companyId,
        dates,
        time,
        customerId,
        groomerId,
        dogName,
        price,
        given,
        tip,
        total,
        notes,
        duration,
        dates.length,
        JSON.stringify(series.config),
        series.groupId,
        overridden,
      ],
    );
  }

  /** Many single appointments in one statement (demo data); their ids. */
  async insertMany(m: EntityManager, companyId: string, rows: AppointmentValues[]): Promise<string[]> {
    const column = <K extends keyof AppointmentValues>(key: K) => rows.map((row) => row[key]);
    const inserted = await writeReturning(
      m,
      idRowSchema,
      `${INSERT})
       SELECT $1, * FROM unnest($2::date[], $3::time[], $4::uuid[], $5::uuid[], $6::text[], $7::numeric[],
                                $8::numeric[], $9::numeric[], $10::numeric[], $11::text[], $12::int[])
       RETURNING id`,
      [
        companyId,
        column('date'),
        column('time'),
        column('customer_id'),
        column('groomer_id'),
        column('dog_name'),
        column('charged_amount'),
        column('amount_given'),
        column('tip'),
        column('total_with_tax'),
        column('notes'),
        column('duration_minutes'),
      ],
    );
    return inserted.map((row) => row.id);
  }

  /** The appointment's date, its row locked until the transaction ends; undefined when it is not there. */
  async lockDate(m: EntityManager, companyId: string, id: string): Promise<string | undefined> {
    const row = await selectRow(m, dateRowSchema, "SELECT to_char(date, 'YYYY-MM-DD') AS date FROM appointments WHERE company_id = $1 AND id = $2 FOR UPDATE", [
      companyId,
      id,
    ]);
    return row?.date;
  }

  /** False when there was no such appointment. */
  async update(m: EntityManager, companyId: string, id: string, values: AppointmentValues): Promise<boolean> {
    const result: unknown = await m.query(
      `UPDATE appointments SET date = $3, time = $4, customer_id = $5, groomer_id = $6, dog_name = $7, charged_amount = $8,
              amount_given = $9, tip = $10, total_with_tax = $11, notes = $12, duration_minutes = $13,
              price_overridden = coalesce($14::boolean, price_overridden), updated_at = now()
       WHERE company_id = $1 AND id = $2`,
      [companyId, id, ...columnValues(values)],
    );
    return affectedRows(result) > 0;
  }

  /** The deleted appointment's date, or undefined when there was none. */
  async delete(m: EntityManager, companyId: string, id: string): Promise<string | undefined> {
    const [row] = await writeReturning(m, dateRowSchema, `DELETE FROM appointments WHERE company_id = $1 AND id = $2 ${RETURNING_DATE}`, [companyId, id]);
    return row?.date;
  }
}
