import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { selectRow, selectRows } from '../../core/database/rows';
import { APPOINTMENT_MONEY, COUNTED, PAID, rangeParams } from './report-sql';

/** Sums in whole cents: float8 holds every whole number up to 2^53 exactly, so nothing is lost on the way. */
const cents = z.number().int();
const count = z.number().int();

const dailyRowSchema = z.object({ date: z.string(), revenue: cents, tax: cents, tips: cents, paid: cents, appointments: count });
const groomerRowSchema = z.object({ name: z.string(), revenue: cents, tips: cents, appointments: count });
const totalsRowSchema = z.object({
  revenue: cents,
  tax: cents,
  tips: cents,
  paid: cents,
  unpaid_count: count,
  unpaid_due: cents,
});
const monthRowSchema = z.object({ month: z.string(), revenue: cents });
export type DailyRevenueRow = z.infer<typeof dailyRowSchema>;
export type GroomerRevenueRow = z.infer<typeof groomerRowSchema>;
export type RevenueTotalsRow = z.infer<typeof totalsRowSchema>;
export type MonthRevenueRow = z.infer<typeof monthRowSchema>;

/** Revenue, tax, tips and payments of the paid appointments the query groups. */
const PAID_SUMS = `
  sum(c.charged)::float8 AS revenue, sum(t.tax)::float8 AS tax, sum(p.tip)::float8 AS tips,
  sum(c.given)::float8 AS paid, count(*)::int AS appointments`;

/**
 * The revenue report's queries: sums over the appointments of the range that are neither
 * cancelled nor no-shows (and groomers' names), read only. The
 * appointments repository stays the one writer of those tables.
 */
@Injectable()
export class ReportsRepository {
  /** Each day that has a paid appointment, by date. */
  daily(m: EntityManager, companyId: string, startDate: string, endDate: string): Promise<DailyRevenueRow[]> {
    return selectRows(
      m,
      dailyRowSchema,
      `SELECT to_char(a.date, 'YYYY-MM-DD') AS date, ${PAID_SUMS}
       FROM ${APPOINTMENT_MONEY} WHERE ${COUNTED} AND ${PAID} GROUP BY a.date ORDER BY a.date`,
      rangeParams(companyId, startDate, endDate),
    );
  }

  /**
   * Each groomer's paid appointments (those without a groomer under 'No groomer'), most
   * revenue first. Grouped by the groomer, so two groomers of one name stay two rows.
   */
  byGroomer(m: EntityManager, companyId: string, startDate: string, endDate: string): Promise<GroomerRevenueRow[]> {
    return selectRows(
      m,
      groomerRowSchema,
      `SELECT coalesce(g.name, 'No groomer') AS name, ${PAID_SUMS}
       FROM ${APPOINTMENT_MONEY} LEFT JOIN groomers g ON g.id = a.groomer_id AND g.company_id = a.company_id
       WHERE ${COUNTED} AND ${PAID} GROUP BY g.id, g.name ORDER BY revenue DESC, name, g.id`,
      rangeParams(companyId, startDate, endDate),
    );
  }

  /**
   * The range's sums over paid appointments, and the unpaid ones up to `today` with what they
   * come to with tax (a later appointment is not owed yet: it has not happened).
   */
  async totals(m: EntityManager, companyId: string, startDate: string, endDate: string, today: string): Promise<RevenueTotalsRow> {
    const row = await selectRow(
      m,
      totalsRowSchema,
      `SELECT coalesce(sum(c.charged) FILTER (WHERE ${PAID}), 0)::float8 AS revenue,
              coalesce(sum(t.tax) FILTER (WHERE ${PAID}), 0)::float8 AS tax,
              coalesce(sum(p.tip) FILTER (WHERE ${PAID}), 0)::float8 AS tips,
              coalesce(sum(c.given), 0)::float8 AS paid,
              (count(*) FILTER (WHERE NOT ${PAID} AND a.date <= $6))::int AS unpaid_count,
              coalesce(sum(c.charged + t.tax) FILTER (WHERE NOT ${PAID} AND a.date <= $6), 0)::float8 AS unpaid_due
       FROM ${APPOINTMENT_MONEY} WHERE ${COUNTED}`,
      [...rangeParams(companyId, startDate, endDate), today],
    );
    if (!row) throw new Error('The totals query answered no row');
    return row;
  }

  /** The revenue of each month from $2's to $3's (whole months), 0 for a month without paid appointments. */
  monthly(m: EntityManager, companyId: string, startDate: string, endDate: string): Promise<MonthRevenueRow[]> {
    return selectRows(
      m,
      monthRowSchema,
      `WITH paid AS (
         SELECT date_trunc('month', a.date)::date AS month, sum(c.charged) AS revenue
         FROM ${APPOINTMENT_MONEY} WHERE ${COUNTED} AND ${PAID} GROUP BY 1)
       SELECT to_char(months.month, 'YYYY-MM') AS month, coalesce(paid.revenue, 0)::float8 AS revenue
       FROM generate_series($2::date::timestamp, $3::date::timestamp, interval '1 month') AS months(month)
       LEFT JOIN paid ON paid.month = months.month::date
       ORDER BY months.month`,
      rangeParams(companyId, startDate, endDate),
    );
  }
}
