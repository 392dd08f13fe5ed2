import { Controller, Get } from '@nestjs/common';
import {
  monthlyTotalsQuerySchema,
  monthlyTotalsResponseSchema,
  rangeSummaryResponseSchema,
  reportRangeQuerySchema,
  revenueReportQuerySchema,
  revenueReportResponseSchema,
  type MonthlyTotalsQuery,
  type MonthlyTotalsResponse,
  type RangeSummaryResponse,
  type ReportRangeQuery,
  type RevenueReportQuery,
  type RevenueReportResponse,
} from '@groombook/contracts';
import { Responds } from '../../core/api-docs/api-docs.decorators';
import { Access } from '../../core/auth/access.decorator';
import { ValidQuery } from '../../core/http/valid-input';
import { CompanyId } from '../../core/tenancy/company-id.decorator';
import { ReportsService } from './reports.service';
import { SummaryService } from './summary.service';

@Controller('api')
export class ReportsController {
  constructor(
    private readonly reports: ReportsService,
    private readonly summary: SummaryService,
  ) {}

  @Get('revenue-reports')
  @Access('reports.revenue')
  @Responds(revenueReportResponseSchema)
  async revenue(@CompanyId() companyId: string, @ValidQuery(revenueReportQuerySchema) q: RevenueReportQuery): Promise<RevenueReportResponse> {
    return { success: true, data: await this.reports.revenue(companyId, q.start_date, q.end_date) };
  }

  @Get('monthly-totals')
  @Access('reports.monthly-totals')
  @Responds(monthlyTotalsResponseSchema)
  async monthlyTotals(
    @CompanyId() companyId: string,
    @ValidQuery(monthlyTotalsQuerySchema) q: MonthlyTotalsQuery,
  ): Promise<MonthlyTotalsResponse> {
    return { success: true, data: await this.reports.monthlyTotals(companyId, q.year) };
  }

  @Get('reports/summary')
  @Access('reports.summary')
  @Responds(rangeSummaryResponseSchema)
  async rangeSummary(@CompanyId() companyId: string, @ValidQuery(reportRangeQuerySchema) q: ReportRangeQuery): Promise<RangeSummaryResponse> {
    return { success: true, data: await this.summary.range(companyId, q.from, q.to) };
  }
}
