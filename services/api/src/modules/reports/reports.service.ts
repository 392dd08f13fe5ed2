import { Injectable } from '@nestjs/common';
import type { RevenueReport } from '@groombook/contracts';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { ReportsRepository } from './reports.repository';

/**
 * Revenue is the money taken: the payment received on each appointment (service, tax and
 * tip together). Appointments not paid yet count for nothing until they are.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly db: TenantDb,
    private readonly reports: ReportsRepository,
  ) {}

  revenue(companyId: string, startDate: string, endDate: string): Promise<RevenueReport> {
    return this.db.forCompany(companyId, async (m) => {
      const daily = await this.reports.dailyRevenue(m, companyId, startDate, endDate);
      const employees = await this.reports.revenueByGroomer(m, companyId, startDate, endDate);
      const total = Math.round(daily.reduce((sum, day) => sum + day.total_amount * 100, 0)) / 100;
      return { dailyTotals: daily, employeeRevenue: employees, monthlyTotal: total };
    });
  }
}
