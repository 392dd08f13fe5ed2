import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import type { ClosedDay, GroomerHours, ScheduleBlock, TimeOff } from '@groombook/contracts';
import { DEFAULT_SALON_HOURS, type WeeklyStretch } from '@groombook/domain';
import { selectRow, selectRows, writeReturning } from '../../core/database/rows';
import { affectedRows } from '../../core/database/sql';

const HHMM = (column: string) => `to_char(${column}, 'HH24:MI')`;
const YMD = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

const stretchRowSchema = z.object({ weekday: z.number(), start: z.string(), end: z.string() });
const groomerStretchRowSchema = stretchRowSchema.extend({ groomer_id: z.string() });
const closedDayRowSchema = z.object({ id: z.string(), date: z.string(), reason: z.string().nullable() });
const timeOffRowSchema = z.object({ id: z.string(), groomer_id: z.string(), starts_on: z.string(), ends_on: z.string(), reason: z.string().nullable() });
const blockRowSchema = z.object({ id: z.string(), groomer_id: z.string(), date: z.string(), time: z.string(), duration_minutes: z.number(), label: z.string() });
const idRowSchema = z.object({ id: z.string() });

const CLOSED_DAY_COLUMNS = `id, ${YMD('date')} AS date, reason`;
const TIME_OFF_COLUMNS = `id, groomer_id, ${YMD('starts_on')} AS starts_on, ${YMD('ends_on')} AS ends_on, reason`;
const BLOCK_COLUMNS = `id, groomer_id, ${YMD('date')} AS date, ${HHMM('time')} AS time, duration_minutes, label`;

/** A block of time as written: the groomer, the day, its start, length and label. */
export interface BlockValues {
  groomer_id: string;
  date: string;
  time: string;
  duration_minutes: number;
  label: string;
}

/** Inserts weekly stretches of one table in one statement (the groomer's, when given). */
async function insertStretches(m: EntityManager, table: 'salon_hours' | 'groomer_hours' | 'groomer_breaks', companyId: string, stretches: readonly WeeklyStretch[], groomerId?: string): Promise<void> {
  if (stretches.length === 0) return;
  const params = [companyId, stretches.map((s) => s.weekday), stretches.map((s) => s.start), stretches.map((s) => s.end)];
  if (groomerId) {
    await m.query(
      `INSERT INTO ${table} (company_id, groomer_id, weekday, starts_at, ends_at)
       SELECT $1, $5, w, s::time, e::time FROM unnest($2::smallint[], $3::text[], $4::text[]) AS t(w, s, e)`,
      [...params, groomerId],
    );
    return;
  }
  await m.query(
    `INSERT INTO ${table} (company_id, weekday, starts_at, ends_at)
     SELECT $1, w, s::time, e::time FROM unnest($2::smallint[], $3::text[], $4::text[]) AS t(w, s, e)`,
    params,
  );
}

/**
 * The hours, closed days, groomers' hours and breaks, time off and blocks as staff read and
 * edit them. Each method runs in the caller's transaction and names the company.
 */
@Injectable()
export class ScheduleWritesRepository {
  /** A new company's opening hours: Monday to Saturday, 09:00 to 19:00. */
  insertDefaultSalonHours(m: EntityManager, companyId: string): Promise<void> {
    return insertStretches(m, 'salon_hours', companyId, DEFAULT_SALON_HOURS);
  }

  salonHours(m: EntityManager, companyId: string): Promise<WeeklyStretch[]> {
    return selectRows(m, stretchRowSchema, `SELECT weekday, ${HHMM('starts_at')} AS start, ${HHMM('ends_at')} AS "end" FROM salon_hours WHERE company_id = $1 ORDER BY weekday`, [companyId]);
  }

  /** The week replaced whole: a weekday left out has no row (closed). */
  async replaceSalonHours(m: EntityManager, companyId: string, hours: readonly WeeklyStretch[]): Promise<void> {
    // Two saves of the week at once would each delete, then insert the same weekdays: one waits for the other.
    await m.query('SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))', ['salon-hours', companyId]);
    await m.query('DELETE FROM salon_hours WHERE company_id = $1', [companyId]);
    await insertStretches(m, 'salon_hours', companyId, hours);
  }

  /** Closed days on or after `from`, in date order. */
  closedDaysFrom(m: EntityManager, companyId: string, from: string): Promise<ClosedDay[]> {
    return selectRows(m, closedDayRowSchema, `SELECT ${CLOSED_DAY_COLUMNS} FROM salon_closed_days WHERE company_id = $1 AND date >= $2 ORDER BY date`, [companyId, from]);
  }

  async closedDayOn(m: EntityManager, companyId: string, date: string): Promise<ClosedDay | undefined> {
    return selectRow(m, closedDayRowSchema, `SELECT ${CLOSED_DAY_COLUMNS} FROM salon_closed_days WHERE company_id = $1 AND date = $2`, [companyId, date]);
  }

  async insertClosedDay(m: EntityManager, companyId: string, date: string, reason: string | null): Promise<ClosedDay> {
    const [row] = await writeReturning(m, closedDayRowSchema, `INSERT INTO salon_closed_days (company_id, date, reason) VALUES ($1, $2, $3) RETURNING ${CLOSED_DAY_COLUMNS}`, [companyId, date, reason]);
    if (!row) throw new Error('Insert returned no row');
    return row;
  }

  /** The deleted day, or undefined when the company has no such closed day. */
  async deleteClosedDay(m: EntityManager, companyId: string, id: string): Promise<ClosedDay | undefined> {
    const [row] = await writeReturning(m, closedDayRowSchema, `DELETE FROM salon_closed_days WHERE company_id = $1 AND id = $2 RETURNING ${CLOSED_DAY_COLUMNS}`, [companyId, id]);
    return row;
  }

  async groomerExists(m: EntityManager, companyId: string, groomerId: string): Promise<boolean> {
    return (await selectRow(m, idRowSchema, 'SELECT id FROM groomers WHERE company_id = $1 AND id = $2', [companyId, groomerId])) !== undefined;
  }

  /** Every groomer's own hours (null: none, the salon's) and breaks, by name; or one groomer's. */
  async groomerHours(m: EntityManager, companyId: string, groomerId?: string): Promise<GroomerHours[]> {
    const one = groomerId ? 'AND groomer_id = $2' : '';
    const params = groomerId ? [companyId, groomerId] : [companyId];
    // One after the other: a transaction's statements share its one connection.
    const groomers = await selectRows(m, idRowSchema, `SELECT id FROM groomers WHERE company_id = $1 ${groomerId ? 'AND id = $2' : ''} ORDER BY name, created_at`, params);
    const hours = await selectRows(m, groomerStretchRowSchema, `SELECT groomer_id, weekday, ${HHMM('starts_at')} AS start, ${HHMM('ends_at')} AS "end" FROM groomer_hours WHERE company_id = $1 ${one} ORDER BY weekday`, params);
    const breaks = await selectRows(m, groomerStretchRowSchema, `SELECT groomer_id, weekday, ${HHMM('starts_at')} AS start, ${HHMM('ends_at')} AS "end" FROM groomer_breaks WHERE company_id = $1 ${one} ORDER BY weekday, starts_at`, params);
    const of = (rows: z.infer<typeof groomerStretchRowSchema>[], id: string) => rows.filter((row) => row.groomer_id === id).map(({ weekday, start, end }) => ({ weekday, start, end }));
    return groomers.map(({ id }) => {
      const own = of(hours, id);
      return { groomer_id: id, hours: own.length > 0 ? own : null, breaks: of(breaks, id) };
    });
  }

  /** A groomer's hours (null: deletes them, the salon's hours apply) and breaks, replaced whole. */
  async replaceGroomerHours(m: EntityManager, companyId: string, groomerId: string, hours: readonly WeeklyStretch[] | null, breaks: readonly WeeklyStretch[]): Promise<void> {
    await m.query('SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))', ['groomer-hours', groomerId]);
    await m.query('DELETE FROM groomer_hours WHERE company_id = $1 AND groomer_id = $2', [companyId, groomerId]);
    await m.query('DELETE FROM groomer_breaks WHERE company_id = $1 AND groomer_id = $2', [companyId, groomerId]);
    if (hours) await insertStretches(m, 'groomer_hours', companyId, hours, groomerId);
    await insertStretches(m, 'groomer_breaks', companyId, breaks, groomerId);
  }

  /** Time off overlapping the days from `from` to `to` (one groomer's, when given), by first day. */
  timeOff(m: EntityManager, companyId: string, from: string, to: string, groomerId?: string): Promise<TimeOff[]> {
    const params = groomerId ? [companyId, from, to, groomerId] : [companyId, from, to];
    return selectRows(
      m,
      timeOffRowSchema,
      `SELECT ${TIME_OFF_COLUMNS} FROM groomer_time_off
        WHERE company_id = $1 AND starts_on <= $3 AND ends_on >= $2 ${groomerId ? 'AND groomer_id = $4' : ''}
        ORDER BY starts_on, ends_on, id`,
      params,
    );
  }

  async insertTimeOff(m: EntityManager, companyId: string, values: { groomer_id: string; starts_on: string; ends_on: string; reason: string | null }): Promise<TimeOff> {
    const [row] = await writeReturning(
      m,
      timeOffRowSchema,
      `INSERT INTO groomer_time_off (company_id, groomer_id, starts_on, ends_on, reason) VALUES ($1, $2, $3, $4, $5) RETURNING ${TIME_OFF_COLUMNS}`,
      [companyId, values.groomer_id, values.starts_on, values.ends_on, values.reason],
    );
    if (!row) throw new Error('Insert returned no row');
    return row;
  }

  async deleteTimeOff(m: EntityManager, companyId: string, id: string): Promise<TimeOff | undefined> {
    const [row] = await writeReturning(m, timeOffRowSchema, `DELETE FROM groomer_time_off WHERE company_id = $1 AND id = $2 RETURNING ${TIME_OFF_COLUMNS}`, [companyId, id]);
    return row;
  }

  /** The blocks of the days from `from` to `to`, by day, time and groomer. */
  blocks(m: EntityManager, companyId: string, from: string, to: string): Promise<ScheduleBlock[]> {
    return selectRows(
      m,
      blockRowSchema,
      `SELECT ${BLOCK_COLUMNS} FROM schedule_blocks WHERE company_id = $1 AND date BETWEEN $2 AND $3 ORDER BY date, time, groomer_id, id`,
      [companyId, from, to],
    );
  }

  findBlock(m: EntityManager, companyId: string, id: string): Promise<ScheduleBlock | undefined> {
    return selectRow(m, blockRowSchema, `SELECT ${BLOCK_COLUMNS} FROM schedule_blocks WHERE company_id = $1 AND id = $2`, [companyId, id]);
  }

  async insertBlock(m: EntityManager, companyId: string, values: BlockValues): Promise<ScheduleBlock> {
    const [row] = await writeReturning(
      m,
      blockRowSchema,
      `INSERT INTO schedule_blocks (company_id, groomer_id, date, time, duration_minutes, label) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${BLOCK_COLUMNS}`,
      [companyId, values.groomer_id, values.date, values.time, values.duration_minutes, values.label],
    );
    if (!row) throw new Error('Insert returned no row');
    return row;
  }

  /** The block as changed, or undefined when the company has no such block. */
  async updateBlock(m: EntityManager, companyId: string, id: string, values: BlockValues): Promise<ScheduleBlock | undefined> {
    const [row] = await writeReturning(
      m,
      blockRowSchema,
      `UPDATE schedule_blocks SET groomer_id = $3, date = $4, time = $5, duration_minutes = $6, label = $7, updated_at = now()
        WHERE company_id = $1 AND id = $2 RETURNING ${BLOCK_COLUMNS}`,
      [companyId, id, values.groomer_id, values.date, values.time, values.duration_minutes, values.label],
    );
    return row;
  }

  async deleteBlock(m: EntityManager, companyId: string, id: string): Promise<boolean> {
    return affectedRows(await m.query('DELETE FROM schedule_blocks WHERE company_id = $1 AND id = $2', [companyId, id])) > 0;
  }
}
