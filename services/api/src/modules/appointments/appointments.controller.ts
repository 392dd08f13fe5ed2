import { Controller, Get, Query } from '@nestjs/common';
import { customerAppointmentsQuerySchema, type AppointmentListItem } from '@groombook/contracts';
import { DASHBOARD_APPOINTMENT_COUNT_LIMIT } from '@groombook/domain';
import { z } from 'zod';
import { Access } from '../../core/auth/access.decorator';
import type { AuthUser } from '../../core/auth/auth-user';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { ApiException } from '../../core/http/api.exception';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { requireCompany } from '../../core/tenancy/require-company';
import { AppointmentsQueryService } from './appointments-query.service';

const upcomingCountQuerySchema = z.object({
  start_date: z.iso.date('Dates are written YYYY-MM-DD'),
  limit: z.coerce.number().int().min(1).max(DASHBOARD_APPOINTMENT_COUNT_LIMIT).default(DASHBOARD_APPOINTMENT_COUNT_LIMIT),
});

type AppointmentsAnswer =
  | { success: true; message: string; appointments: AppointmentListItem[] }
  | { success: true; count: number };

/** GET /api/appointments answers several questions, told apart by the query's parameters. */
@Controller('api/appointments')
export class AppointmentsController {
  constructor(private readonly appointments: AppointmentsQueryService) {}

  @Get()
  @Access('appointments.read')
  async read(@CurrentUser() user: AuthUser, @Query() query: Record<string, unknown>): Promise<AppointmentsAnswer> {
    const companyId = requireCompany(user);
    if (query.customer_id !== undefined) {
      const q = new ZodValidationPipe(customerAppointmentsQuerySchema).transform(query);
      const appointments = await this.appointments.forCustomer(companyId, q.customer_id, {
        startDate: q.start_date,
        endDate: q.end_date,
      });
      return { success: true, message: `${appointments.length} appointments`, appointments };
    }
    if (query.start_date !== undefined) {
      const q = new ZodValidationPipe(upcomingCountQuerySchema).transform(query);
      return { success: true, count: await this.appointments.upcomingCount(companyId, q.start_date, q.limit) };
    }
    throw ApiException.badRequest('Give customer_id with start_date or end_date, or start_date (with limit) for a count');
  }
}
