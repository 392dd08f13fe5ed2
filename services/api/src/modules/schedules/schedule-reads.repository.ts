import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { BOOKING_MODES, DOG_SIZES, type BusyTime, type DogSize, type GroomerSchedule, type WeeklyStretch } from '@groombook/domain';
import { selectRow, selectRows } from '../../core/database/rows';
import { HOLDS_ITS_SLOT } from '../appointments/appointment.row';

const stretchRowSchema = z.object({ groomer_id: z.string().optional(), weekday: z.number(), start: z.string(), end: z.string() });
const closedDayRowSchema = z.object({ date: z.string(), reason: z.string().nullable() });
const groomerRowSchema = z.object({ id: z.string(), name: z.string(), has_hours: z.boolean() });
const timeOffRowSchema = z.object({ groomer_id: z.string(), starts_on: z.string(), ends_on: z.string(), reason: z.string().nullable() });
const busyRowSchema = z.object({
  groomer_id: z.string(),
  date: z.string(),
  time: z.string().nullable(),
  duration_minutes: z.number(),
  kind: z.enum(['appointment', 'block']),
  id: z.string(),
});
const settingsRowSchema = z.object({
  name: z.string(),
  status: z.string(),
  time_zone: z.string(),
  booking_mode: z.enum(BOOKING_MODES),
  booking_buffer_minutes: z.number(),
  cancel_cutoff_hours: z.number(),
});
const menuRowSchema = z.object({ id: z.string(), name: z.string(), kind: z.string(), active: z.boolean(), duration: z.number(), price: z.string() });

const factsRowSchema = z.object({
  salon_hours: z.array(stretchRowSchema),
  closed_days: z.array(closedDayRowSchema),
  groomers: z.array(groomerRowSchema),
  hours: z.array(stretchRowSchema),
  breaks: z.array(stretchRowSchema),
  time_off: z.array(timeOffRowSchema),
  busy: z.array(busyRowSchema),
});

const HHMM = (column: string) => `to_char(${column}, 'HH24:MI')`;
/** The rows of a subquery as a JSON list ('[]' for none). */
const list = (fields: string, from: string) => `(SELECT coalesce(json_agg(json_build_object(${fields})), '[]'::json) FROM ${from})`;
const STRETCH = (groomer: boolean) => `${groomer ? "'groomer_id', groomer_id, " : ''}'weekday', weekday, 'start', ${HHMM('starts_at')}, 'end', ${HHMM('ends_at')}`;

/**
 * The facts of a span of days ($1 company, $2 first day, $3 last day, $4 one groomer or null) as
 * one row of JSON lists; the busy times only `withBusy`.
 */
const FACTS_SQL = (withBusy: boolean) => `
  SELECT
    ${list(STRETCH(false), '(SELECT * FROM salon_hours WHERE company_id = $1 ORDER BY weekday) s')} AS salon_hours,
    ${list("'date', to_char(date, 'YYYY-MM-DD'), 'reason', reason", 'salon_closed_days WHERE company_id = $1 AND date BETWEEN $2 AND $3')} AS closed_days,
    ${list(
      "'id', g.id, 'name', g.name, 'has_hours', EXISTS (SELECT 1 FROM groomer_hours h WHERE h.company_id = g.company_id AND h.groomer_id = g.id)",
      '(SELECT * FROM groomers WHERE company_id = $1 AND ($4::uuid IS NULL OR id = $4::uuid) ORDER BY name, created_at) g',
    )} AS groomers,
    ${list(STRETCH(true), 'groomer_hours WHERE company_id = $1 AND ($4::uuid IS NULL OR groomer_id = $4::uuid)')} AS hours,
    ${list(STRETCH(true), 'groomer_breaks WHERE company_id = $1 AND ($4::uuid IS NULL OR groomer_id = $4::uuid)')} AS breaks,
    ${list(
      "'groomer_id', groomer_id, 'starts_on', to_char(starts_on, 'YYYY-MM-DD'), 'ends_on', to_char(ends_on, 'YYYY-MM-DD'), 'reason', reason",
      'groomer_time_off WHERE company_id = $1 AND starts_on <= $3 AND ends_on >= $2 AND ($4::uuid IS NULL OR groomer_id = $4::uuid)',
    )} AS time_off,
    ${
      withBusy
        ? list(
            "'id', b.id, 'groomer_id', b.groomer_id, 'date', b.date, 'time', b.time, 'duration_minutes', b.duration_minutes, 'kind', b.kind",
            `(SELECT a.id, a.groomer_id, to_char(a.date, 'YYYY-MM-DD') AS date, ${HHMM('a.time')} AS time, a.duration_minutes, 'appointment' AS kind
                FROM appointments a
               WHERE a.company_id = $1 AND a.date BETWEEN $2 AND $3 AND a.groomer_id IS NOT NULL AND ${HOLDS_ITS_SLOT} AND ($4::uuid IS NULL OR a.groomer_id = $4::uuid)
              UNION ALL
              SELECT id, groomer_id, to_char(date, 'YYYY-MM-DD'), ${HHMM('time')}, duration_minutes, 'block'
                FROM schedule_blocks
               WHERE company_id = $1 AND date BETWEEN $2 AND $3 AND ($4::uuid IS NULL OR groomer_id = $4::uuid)) b`,
          )
        : "'[]'::json"
    } AS busy`;

/** The company's booking settings with what the public pages show of it. */
export type BookingCompany = z.infer<typeof settingsRowSchema>;
/** An entry of the menu the booking page shows: prices and lengths per size, nothing else. */
/** A busy time with its day and id (an appointment's or a block's). */
export type DatedBusyTime = BusyTime & { date: string; id: string };

/** Everything the availability engine needs for a span of days, as the database holds it. */
export interface ScheduleFacts {
  salonHours: WeeklyStretch[];
  closedDays: { date: string; reason: string | null }[];
  groomers: (GroomerSchedule & { name: string })[];
  busy: DatedBusyTime[];
}

/**
 * The reads behind availability and the calendar's shading: hours, closed days, groomers'
 * hours, breaks and time off, and the appointments (that hold their slot) and blocks of a span
 * of days. Each method runs in the caller's transaction.
 */
@Injectable()
export class ScheduleReadsRepository {
  /** The company's name, state, time zone and booking settings (undefined: no such company). */
  bookingCompany(m: EntityManager, companyId: string): Promise<BookingCompany | undefined> {
    return selectRow(
      m,
      settingsRowSchema,
      'SELECT name, status, time_zone, booking_mode, booking_buffer_minutes, cancel_cutoff_hours FROM companies WHERE id = $1',
      [companyId],
    );
  }

  /**
   * Hours, closed days, groomers (one, when `groomerId` is given) with their hours, breaks and
   * time off, and the busy times of the days from `from` to `to`, both included (none with
   * `withBusy` false: the calendar's shading reads blocks with their labels instead).
   */
  async facts(m: EntityManager, companyId: string, from: string, to: string, groomerId?: string, withBusy = true): Promise<ScheduleFacts> {
    // One statement, one round trip: the public booking page asks for this on every day it shows.
    const row = await selectRow(m, factsRowSchema, FACTS_SQL(withBusy), [companyId, from, to, groomerId ?? null]);
    if (!row) throw new Error('The facts statement answered no row');
    const byGroomer = <T extends { groomer_id?: string }>(rows: T[], id: string) => rows.filter((r) => r.groomer_id === id);
    const stretch = (r: z.infer<typeof stretchRowSchema>): WeeklyStretch => ({ weekday: r.weekday, start: r.start, end: r.end });
    return {
      salonHours: row.salon_hours.map(stretch),
      closedDays: row.closed_days,
      groomers: row.groomers.map((g) => ({
        id: g.id,
        name: g.name,
        hours: g.has_hours ? byGroomer(row.hours, g.id).map(stretch) : null,
        breaks: byGroomer(row.breaks, g.id).map(stretch),
        timeOff: byGroomer(row.time_off, g.id).map((t) => ({ startsOn: t.starts_on, endsOn: t.ends_on, reason: t.reason })),
      })),
      busy: row.busy.map((b) => ({ id: b.id, groomerId: b.groomer_id, date: b.date, time: b.time, durationMinutes: b.duration_minutes, kind: b.kind })),
    };
  }


  /**
   * The named menu entries at a dog's size, in the order given; an id the company's menu does
   * not hold is missing from the answer.
   */
  async menuEntries(m: EntityManager, companyId: string, ids: readonly string[], size: DogSize): Promise<z.infer<typeof menuRowSchema>[]> {
    if (!DOG_SIZES.includes(size)) return [];
    const rows = await selectRows(
      m,
      menuRowSchema,
      `SELECT id, name, kind, active, duration_${size} AS duration, price_${size}::text AS price
         FROM services WHERE company_id = $1 AND id = ANY($2::uuid[])`,
      [companyId, ids],
    );
    return ids.flatMap((id) => rows.filter((row) => row.id === id));
  }

}
