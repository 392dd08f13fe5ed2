import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { selectRow, selectRows } from '../../core/database/rows';
import { APPOINTMENT_MONEY, EARNED, IN_RANGE, rangeParams } from './report-sql';

/** Sums in whole cents, as float8 (exact for every whole number up to 2^53). */
const cents = z.number().int();
const count = z.number().int();

const serviceRowSchema = z.object({ name: z.string(), kind: z.enum(['service', 'add_on']).nullable(), count, revenue: cents });
const tipsRowSchema = z.object({ name: z.string(), tips: cents, appointments: count });
const ticketRowSchema = z.object({ count, total: cents });
const attendanceRowSchema = z.object({ appointments: count, no_shows: count, cancellations: count, late_cancellations: count });
export type ServiceRevenueRow = z.infer<typeof serviceRowSchema>;
export type GroomerTipsRow = z.infer<typeof tipsRowSchema>;
export type TicketRow = z.infer<typeof ticketRowSchema>;
export type AttendanceRow = z.infer<typeof attendanceRowSchema>;

/** The earned appointments of the range (paid, neither cancelled nor a no-show), with their money in cents. */
const EARNED_APPOINTMENTS = `earned AS (
  SELECT a.id, a.groomer_id, c.charged, p.tip AS paid_over, (a.tip * 100)::bigint AS recorded_tip
  FROM ${APPOINTMENT_MONEY} WHERE ${EARNED})`;

const HAS_LINES = 'EXISTS (SELECT 1 FROM appointment_lines l WHERE l.company_id = $1 AND l.appointment_id = e.id)';
const HAS_TIP_SHARES = 'EXISTS (SELECT 1 FROM appointment_tips s WHERE s.company_id = $1 AND s.appointment_id = e.id)';

/**
 * The summary's queries over the range's appointments: lines, tip shares and statuses, read
 * only. The appointments repository stays the one writer of those tables.
 */
@Injectable()
export class SummaryRepository {
  /**
   * Each line name and kind of the earned appointments: how many lines, the sum of their prices;
   * the appointments without lines as 'No service recorded' with their charged amounts. Most revenue first.
   */
  services(m: EntityManager, companyId: string, from: string, to: string): Promise<ServiceRevenueRow[]> {
    return selectRows(
      m,
      serviceRowSchema,
      `WITH ${EARNED_APPOINTMENTS}
       SELECT l.name, l.kind, count(*)::int AS count, sum((l.price * 100)::bigint)::float8 AS revenue
       FROM earned e JOIN appointment_lines l ON l.company_id = $1 AND l.appointment_id = e.id
       GROUP BY l.name, l.kind
       UNION ALL
       SELECT 'No service recorded', NULL, count(*)::int, coalesce(sum(e.charged), 0)::float8
       FROM earned e WHERE NOT ${HAS_LINES} HAVING count(*) > 0
       ORDER BY revenue DESC, name, kind`,
      rangeParams(companyId, from, to),
    );
  }

  /**
   * Each groomer's tips after splits: the shares of appointment_tips; an earned appointment
   * without shares gives its whole tip (the recorded `tip`, or else what was paid above price
   * and tax) to its own groomer ('No groomer' when it has none). Most tips first.
   */
  tips(m: EntityManager, companyId: string, from: string, to: string): Promise<GroomerTipsRow[]> {
    return selectRows(
      m,
      tipsRowSchema,
      `WITH ${EARNED_APPOINTMENTS},
       shares AS (
         SELECT s.groomer_id, (s.amount * 100)::bigint AS amount, s.appointment_id
         FROM earned e JOIN appointment_tips s ON s.company_id = $1 AND s.appointment_id = e.id
         UNION ALL
         SELECT e.groomer_id, coalesce(e.recorded_tip, e.paid_over), e.id FROM earned e WHERE NOT ${HAS_TIP_SHARES})
       SELECT coalesce(g.name, 'No groomer') AS name, sum(s.amount)::float8 AS tips, count(DISTINCT s.appointment_id)::int AS appointments
       FROM shares s LEFT JOIN groomers g ON g.company_id = $1 AND g.id = s.groomer_id
       WHERE s.amount > 0
       GROUP BY g.id, g.name ORDER BY tips DESC, name, g.id`,
      rangeParams(companyId, from, to),
    );
  }

  /** How many earned appointments, and the sum of their prices less discounts (`charged`, never below 0). */
  async ticket(m: EntityManager, companyId: string, from: string, to: string): Promise<TicketRow> {
    const row = await selectRow(
      m,
      ticketRowSchema,
      `WITH ${EARNED_APPOINTMENTS}
       SELECT count(*)::int AS count, coalesce(sum(e.charged), 0)::float8 AS total FROM earned e`,
      rangeParams(companyId, from, to),
    );
    return row ?? { count: 0, total: 0 };
  }

  /** Every appointment of the range whatever its status, and its no-shows, cancellations and late cancellations. */
  async attendance(m: EntityManager, companyId: string, from: string, to: string): Promise<AttendanceRow> {
    const row = await selectRow(
      m,
      attendanceRowSchema,
      `SELECT count(*)::int AS appointments,
              (count(*) FILTER (WHERE a.status = 'no_show'))::int AS no_shows,
              (count(*) FILTER (WHERE a.status = 'cancelled'))::int AS cancellations,
              (count(*) FILTER (WHERE a.status = 'cancelled' AND a.cancelled_late))::int AS late_cancellations
       FROM appointments a WHERE ${IN_RANGE}`,
      [companyId, from, to],
    );
    return row ?? { appointments: 0, no_shows: 0, cancellations: 0, late_cancellations: 0 };
  }
}
