import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import {
  appointmentByIdQuerySchema,
  appointmentsMonthQuerySchema,
  calendarDateSchema,
  createAppointmentRequestSchema,
  customerAppointmentsQuerySchema,
  deleteByIdRequestSchema,
  updateAppointmentRequestSchema,
  type AppointmentListItem,
} from '@groombook/contracts';
import { DASHBOARD_APPOINTMENT_COUNT_LIMIT } from '@groombook/domain';
import { z } from 'zod';
import { Access } from '../../core/auth/access.decorator';
import type { AuthUser } from '../../core/auth/auth-user';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { ApiException } from '../../core/http/api.exception';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { requireCompany } from '../../core/tenancy/require-company';
import { AppointmentsQueryService } from './appointments-query.service';
import { AppointmentsService, type AppointmentInput } from './appointments.service';

const upcomingCountQuerySchema = z.object({
  start_date: calendarDateSchema,
  limit: z.coerce.number().int().min(1).max(DASHBOARD_APPOINTMENT_COUNT_LIMIT).default(DASHBOARD_APPOINTMENT_COUNT_LIMIT),
});

type AppointmentsAnswer =
  | { success: true; message: string; appointments: AppointmentListItem[] }
  | { success: true; message: string; appointment: AppointmentListItem }
  | { success: true; appointments: AppointmentListItem[]; total: number }
  | { success: true; count: number };

const parse = <T>(schema: z.ZodType<T>, value: unknown): T => new ZodValidationPipe(schema).transform(value);

/** /api/appointments. GET answers several questions, told apart by the query's parameters. */
@Controller('api/appointments')
export class AppointmentsController {
  constructor(
    private readonly queries: AppointmentsQueryService,
    private readonly appointments: AppointmentsService,
  ) {}

  @Get()
  @Access('appointments.read')
  async read(@CurrentUser() user: AuthUser, @Query() query: Record<string, unknown>): Promise<AppointmentsAnswer> {
    const companyId = requireCompany(user);
    if (query.id !== undefined) {
      const { id } = parse(appointmentByIdQuerySchema, query);
      return { success: true, message: 'Appointment', appointment: await this.queries.byId(companyId, id) };
    }
    if (query.year !== undefined || query.month !== undefined) {
      const q = parse(appointmentsMonthQuerySchema, query);
      const filter = { year: q.year, month: q.month, customerId: q.customer_id };
      return { success: true, ...(await this.queries.month(companyId, filter, { limit: q.limit, offset: q.offset })) };
    }
    if (query.customer_id !== undefined) {
      const q = parse(customerAppointmentsQuerySchema, query);
      // The schema lets exactly one of the two through.
      const appointments = q.start_date
        ? await this.queries.customerFuture(companyId, q.customer_id, q.start_date)
        : await this.queries.customerPast(companyId, q.customer_id, q.end_date ?? '');
      return { success: true, message: `${appointments.length} appointments`, appointments };
    }
    if (query.start_date !== undefined) {
      const q = parse(upcomingCountQuerySchema, query);
      return { success: true, count: await this.queries.upcomingCount(companyId, q.start_date, q.limit) };
    }
    throw ApiException.badRequest(
      'Give id; or year and month; or customer_id with start_date or end_date; or start_date (with limit) for a count',
    );
  }

  @Post()
  @Access('appointments.create')
  async create(
    @CurrentUser() user: AuthUser,
    @Body(new ZodValidationPipe(createAppointmentRequestSchema)) body: z.infer<typeof createAppointmentRequestSchema>,
  ) {
    const appointment = await this.appointments.create(requireCompany(user), body as AppointmentInput);
    return { success: true as const, message: 'Appointment successfully added!', appointment };
  }

  @Put()
  @Access('appointments.update')
  async update(
    @CurrentUser() user: AuthUser,
    @Body(new ZodValidationPipe(updateAppointmentRequestSchema)) body: z.infer<typeof updateAppointmentRequestSchema>,
  ) {
    const appointment = await this.appointments.update(requireCompany(user), body.id, body as AppointmentInput);
    return { success: true as const, message: 'Appointment successfully updated!', appointment };
  }

  @Delete()
  @HttpCode(200)
  @Access('appointments.delete')
  async remove(
    @CurrentUser() user: AuthUser,
    @Body(new ZodValidationPipe(deleteByIdRequestSchema)) body: z.infer<typeof deleteByIdRequestSchema>,
  ) {
    await this.appointments.remove(requireCompany(user), body.id);
    return { success: true as const, message: 'Appointment successfully deleted!' };
  }
}
