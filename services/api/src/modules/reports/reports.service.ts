import { Injectable } from '@nestjs/common';
import type { RevenueReport } from '@groombook/contracts';
import { TenantDb } from '../../core/tenancy/tenant-db';

/**
 * Revenue is the money taken: the payment received on each appointment (service, tax and
 * tip together). Appointments not paid yet count for nothing until they are.
 */
@Injectable()
export class ReportsService {
  constructor(private readonly db: TenantDb) {}

  revenue(companyId: string, startDate: string, endDate: string): Promise<RevenueReport> {
    return this.db.forCompany(companyId, async (m) => {
      const range = 'a.company_id = $1 AND a.date BETWEEN $2 AND $3 AND a.amount_given IS NOT NULL';
      const daily = (await m.query(
        `SELECT to_char(a.date, 'YYYY-MM-DD') AS date, sum(a.amount_given)::float8 AS total_amount
         FROM appointments a WHERE ${range} GROUP BY a.date ORDER BY a.date`,
        [companyId, startDate, endDate],
      )) as { date: string; total_amount: number }[];
      const employees = (await m.query(
        `SELECT coalesce(g.name, 'No groomer') AS name, sum(a.amount_given)::float8 AS total_revenue
         FROM appointments a LEFT JOIN groomers g ON g.id = a.groomer_id WHERE ${range}
         GROUP BY g.name ORDER BY total_revenue DESC, name`,
        [companyId, startDate, endDate],
      )) as { name: string; total_revenue: number }[];
      const total = Math.round(daily.reduce((sum, day) => sum + day.total_amount * 100, 0)) / 100;
      return { dailyTotals: daily, employeeRevenue: employees, monthlyTotal: total };
    });
  }
}
