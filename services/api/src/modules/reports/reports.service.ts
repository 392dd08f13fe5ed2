import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { MonthlyTotal, RevenueReport } from '@groombook/contracts';
import { centsToAmount } from '@groombook/domain';
import { Clock } from '../../core/clock/clock';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { CompaniesRepository } from '../companies/companies.repository';
import { knownTimeZone, localParts } from '../../core/clock/company-time';
import { ReportsRepository } from './reports.repository';

/**
 * Revenue is what the salon earned for its services: the charged amounts of the paid
 * appointments (a payment recorded), before tax and without tips. Tax collected, tips,
 * payments received and the unpaid appointments are reported beside it, never inside it.
 * Sums are taken in whole cents in SQL; amounts leave here in dollars with two decimals.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly db: TenantDb,
    private readonly reports: ReportsRepository,
    private readonly companies: CompaniesRepository,
    private readonly clock: Clock,
  ) {}

  revenue(companyId: string, startDate: string, endDate: string): Promise<RevenueReport> {
    return this.db.forCompany(companyId, async (m) => {
      const daily = await this.reports.daily(m, companyId, startDate, endDate);
      const groomers = await this.reports.byGroomer(m, companyId, startDate, endDate);
      const totals = await this.reports.totals(m, companyId, startDate, endDate, await this.today(m, companyId));
      return {
        dailyTotals: daily.map((day) => ({
          date: day.date,
          total_amount: centsToAmount(day.revenue),
          tax_amount: centsToAmount(day.tax),
          tip_amount: centsToAmount(day.tips),
          paid_amount: centsToAmount(day.paid),
          appointments: day.appointments,
        })),
        employeeRevenue: groomers.map((groomer) => ({
          name: groomer.name,
          total_revenue: centsToAmount(groomer.revenue),
          tips: centsToAmount(groomer.tips),
          appointments: groomer.appointments,
        })),
        monthlyTotal: centsToAmount(totals.revenue),
        monthlyTax: centsToAmount(totals.tax),
        monthlyTips: centsToAmount(totals.tips),
        monthlyPaid: centsToAmount(totals.paid),
        unpaid: { count: totals.unpaid_count, amount_due: centsToAmount(totals.unpaid_due) },
      };
    });
  }

  /** The twelve months of `year`, by default the year it is now in the company's time zone. */
  monthlyTotals(companyId: string, year: number | undefined): Promise<MonthlyTotal[]> {
    return this.db.forCompany(companyId, async (m) => {
      const shown = year ?? Number((await this.today(m, companyId)).slice(0, 4));
      const months = await this.reports.monthly(m, companyId, `${shown}-01-01`, `${shown}-12-31`);
      return months.map((row) => ({ month: row.month, total_revenue: centsToAmount(row.revenue) }));
    });
  }

  /** The company's today (YYYY-MM-DD), in its time zone. */
  private async today(m: EntityManager, companyId: string): Promise<string> {
    const company = await this.companies.findById(m, companyId);
    return localParts(this.clock.now(), knownTimeZone(company?.time_zone)).date;
  }
}
