import { Controller, Get, Query } from '@nestjs/common';
import { revenueReportQuerySchema, type RevenueReport } from '@groombook/contracts';
import type { z } from 'zod';
import { Access } from '../../core/auth/access.decorator';
import type { AuthUser } from '../../core/auth/auth-user';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { requireCompany } from '../../core/tenancy/require-company';
import { ReportsService } from './reports.service';

@Controller('api/revenue-reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get()
  @Access('reports.revenue')
  async revenue(
    @CurrentUser() user: AuthUser,
    @Query(new ZodValidationPipe(revenueReportQuerySchema)) q: z.infer<typeof revenueReportQuerySchema>,
  ): Promise<{ success: true; data: RevenueReport }> {
    return { success: true, data: await this.reports.revenue(requireCompany(user), q.start_date, q.end_date) };
  }
}
