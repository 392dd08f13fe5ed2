import { Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import {
  createAppointmentRequestSchema,
  deleteAppointmentRequestSchema,
  updateAppointmentRequestSchema,
  type AppointmentResponse,
  type AppointmentsListResponse,
  type AppointmentsMonthResponse,
  type CreateAppointmentRequest,
  type DayAppointmentsResponse,
  type DeleteAppointmentRequest,
  type UpcomingAppointmentsCountResponse,
  type UpdateAppointmentRequest,
} from '@groombook/contracts';
import {
  appointmentByIdQuerySchema,
  appointmentsMonthQuerySchema,
  customerFutureAppointmentsQuerySchema,
  customerPastAppointmentsQuerySchema,
  dayAppointmentsQuerySchema,
  upcomingAppointmentsCountQuerySchema,
} from '@groombook/contracts/platform';
import type { z } from 'zod';
import { Reads } from '../../core/api-docs/api-docs.decorators';
import { Access } from '../../core/auth/access.decorator';
import { ApiException } from '../../core/http/api.exception';
import { ValidBody } from '../../core/http/valid-input';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { CompanyId } from '../../core/tenancy/company-id.decorator';
import { AppointmentDayService } from './appointment-day.service';
import { AppointmentsQueryService } from './appointments-query.service';
import { appointmentsQuestionOf, NO_APPOINTMENTS_QUESTION } from './appointments-questions';
import { AppointmentSeriesService } from './appointment-series.service';
import { AppointmentsService } from './appointments.service';

type AppointmentsAnswer =
  | AppointmentResponse
  | AppointmentsMonthResponse
  | AppointmentsListResponse
  | UpcomingAppointmentsCountResponse
  | DayAppointmentsResponse;

/** Each handler checks the query against its own question's schema, once the keys have picked the question. */
const parse = <T>(schema: z.ZodType<T>, query: unknown): T => new ZodValidationPipe(schema).transform(query);

const listAnswer = (appointments: AppointmentsListResponse['appointments']): AppointmentsListResponse => ({
  success: true,
  message: `${appointments.length} appointments`,
  appointments,
});

/** /api/appointments. GET answers one of several questions, told apart by the query's keys. */
@Controller('api/appointments')
export class AppointmentsController {
  constructor(
    private readonly queries: AppointmentsQueryService,
    private readonly appointments: AppointmentsService,
    private readonly series: AppointmentSeriesService,
    private readonly days: AppointmentDayService,
  ) {}

  @Get()
  @Access('appointments.read')
  @Reads({
    query: [
      appointmentByIdQuerySchema,
      appointmentsMonthQuerySchema,
      customerFutureAppointmentsQuerySchema,
      customerPastAppointmentsQuerySchema,
      upcomingAppointmentsCountQuerySchema,
      dayAppointmentsQuerySchema,
    ],
  })
  read(@CompanyId() companyId: string, @Query() query: Record<string, unknown>): Promise<AppointmentsAnswer> {
    switch (appointmentsQuestionOf(query)) {
      case 'byId':
        return this.byId(companyId, query);
      case 'month':
        return this.month(companyId, query);
      case 'customerFuture':
        return this.customerFuture(companyId, query);
      case 'customerPast':
        return this.customerPast(companyId, query);
      case 'upcomingCount':
        return this.upcomingCount(companyId, query);
      case 'day':
        return this.day(companyId, query);
      case undefined:
        throw ApiException.badRequest(NO_APPOINTMENTS_QUESTION);
    }
  }

  /** ?id= */
  private async byId(companyId: string, query: unknown): Promise<AppointmentResponse> {
    const { id } = parse(appointmentByIdQuerySchema, query);
    return { success: true, message: 'Appointment', appointment: await this.queries.byId(companyId, id) };
  }

  /** ?year&month&limit&offset[&customer_id] */
  private async month(companyId: string, query: unknown): Promise<AppointmentsMonthResponse> {
    const { year, month, customer_id: customerId, limit, offset } = parse(appointmentsMonthQuerySchema, query);
    return { success: true, ...(await this.queries.month(companyId, { year, month, customerId }, { limit, offset })) };
  }

  /** ?customer_id&start_date */
  private async customerFuture(companyId: string, query: unknown): Promise<AppointmentsListResponse> {
    const q = parse(customerFutureAppointmentsQuerySchema, query);
    return listAnswer(await this.queries.customerFuture(companyId, q.customer_id, q.start_date));
  }

  /** ?customer_id&end_date */
  private async customerPast(companyId: string, query: unknown): Promise<AppointmentsListResponse> {
    const q = parse(customerPastAppointmentsQuerySchema, query);
    return listAnswer(await this.queries.customerPast(companyId, q.customer_id, q.end_date));
  }

  /** ?start_date[&limit] */
  private async upcomingCount(companyId: string, query: unknown): Promise<UpcomingAppointmentsCountResponse> {
    const q = parse(upcomingAppointmentsCountQuerySchema, query);
    return { success: true, count: await this.queries.upcomingCount(companyId, q.start_date, q.limit) };
  }

  /** ?date=YYYY-MM-DD|today: the day's appointments, each groomer's together, in time order. */
  private async day(companyId: string, query: unknown): Promise<DayAppointmentsResponse> {
    const { date } = parse(dayAppointmentsQuerySchema, query);
    return { success: true, ...(await this.days.day(companyId, date)) };
  }

  @Post()
  @Access('appointments.create')
  async create(@CompanyId() companyId: string, @ValidBody(createAppointmentRequestSchema) body: CreateAppointmentRequest) {
    const appointment = await this.appointments.create(companyId, body);
    return { success: true as const, message: 'Appointment successfully added!', appointment };
  }

  /** One appointment (scope 'this', the default), or it and every later one of its series ('following'). */
  @Put()
  @Access('appointments.update')
  async update(@CompanyId() companyId: string, @ValidBody(updateAppointmentRequestSchema) body: UpdateAppointmentRequest) {
    if (body.scope === 'following') {
      const { appointment, changed } = await this.series.updateFollowing(companyId, body.id, body);
      return { success: true as const, message: `${changed} appointments successfully updated!`, appointment, changed };
    }
    const appointment = await this.appointments.update(companyId, body.id, body);
    return { success: true as const, message: 'Appointment successfully updated!', appointment, changed: 1 };
  }

  @Delete()
  @HttpCode(200)
  @Access('appointments.delete')
  async remove(@CompanyId() companyId: string, @ValidBody(deleteAppointmentRequestSchema) body: DeleteAppointmentRequest) {
    if (body.scope === 'following') {
      const deleted = await this.series.removeFollowing(companyId, body.id);
      return { success: true as const, message: `${deleted} appointments successfully deleted!`, deleted };
    }
    await this.appointments.remove(companyId, body.id);
    return { success: true as const, message: 'Appointment successfully deleted!', deleted: 1 };
  }
}
