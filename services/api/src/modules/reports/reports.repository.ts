import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { selectRows } from '../../core/database/rows';

const dailyRevenueRowSchema = z.object({ date: z.string(), total_amount: z.number() });
const groomerRevenueRowSchema = z.object({ name: z.string(), total_revenue: z.number() });
export type DailyRevenueRow = z.infer<typeof dailyRevenueRowSchema>;
export type GroomerRevenueRow = z.infer<typeof groomerRevenueRowSchema>;

/** Paid appointments of the company from $2 to $3, both days included. */
const PAID_IN_RANGE = 'a.company_id = $1 AND a.date BETWEEN $2 AND $3 AND a.amount_given IS NOT NULL';

/**
 * The report queries: sums over appointments (and groomers' names), read only. The
 * appointments repository stays the one writer of those tables.
 */
@Injectable()
export class ReportsRepository {
  /** The money taken each day that took any, by date. */
  dailyRevenue(m: EntityManager, companyId: string, startDate: string, endDate: string): Promise<DailyRevenueRow[]> {
    return selectRows(
      m,
      dailyRevenueRowSchema,
      `SELECT to_char(a.date, 'YYYY-MM-DD') AS date, sum(a.amount_given)::float8 AS total_amount
       FROM appointments a WHERE ${PAID_IN_RANGE} GROUP BY a.date ORDER BY a.date`,
      [companyId, startDate, endDate],
    );
  }

  /** The money taken per groomer (appointments without one under 'No groomer'), most first. */
  revenueByGroomer(m: EntityManager, companyId: string, startDate: string, endDate: string): Promise<GroomerRevenueRow[]> {
    return selectRows(
      m,
      groomerRevenueRowSchema,
      `SELECT coalesce(g.name, 'No groomer') AS name, sum(a.amount_given)::float8 AS total_revenue
       FROM appointments a LEFT JOIN groomers g ON g.id = a.groomer_id WHERE ${PAID_IN_RANGE}
       GROUP BY g.name ORDER BY total_revenue DESC, name`,
      [companyId, startDate, endDate],
    );
  }
}
