import { Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  closedDayResponseSchema,
  createClosedDayRequestSchema,
  createTimeOffRequestSchema,
  deleteByIdRequestSchema,
  groomerHoursItemResponseSchema,
  groomerHoursResponseSchema,
  messageResponseSchema,
  salonHoursResponseSchema,
  scheduleQuerySchema,
  scheduleResponseSchema,
  timeOffItemResponseSchema,
  timeOffQuerySchema,
  timeOffResponseSchema,
  updateGroomerHoursRequestSchema,
  updateSalonHoursRequestSchema,
  type DeleteByIdRequest,
  type MessageResponse,
  type SalonHoursResponse,
  type ScheduleResponse,
} from '@groombook/contracts';
import type { z } from 'zod';
import { Responds } from '../../core/api-docs/api-docs.decorators';
import { Access } from '../../core/auth/access.decorator';
import { ValidBody, ValidQuery } from '../../core/http/valid-input';
import { CompanyId } from '../../core/tenancy/company-id.decorator';
import { SchedulesService } from './schedules.service';

type Out<T extends z.ZodType> = z.infer<T>;

/**
 * When the salon and its groomers work: /api/salon-hours, /api/closed-days, /api/groomer-hours,
 * /api/time-off, and /api/schedule, the calendar's view of a span of days.
 */
@Controller('api')
export class SchedulesController {
  constructor(private readonly schedules: SchedulesService) {}

  @Get('salon-hours')
  @Access('schedules.read')
  @Responds(salonHoursResponseSchema)
  async salonHours(@CompanyId() companyId: string): Promise<SalonHoursResponse> {
    return { success: true, ...(await this.schedules.salonHours(companyId)) };
  }

  @Put('salon-hours')
  @Access('schedules.update')
  @Responds(salonHoursResponseSchema)
  async replaceSalonHours(@CompanyId() companyId: string, @ValidBody(updateSalonHoursRequestSchema) body: Out<typeof updateSalonHoursRequestSchema>): Promise<SalonHoursResponse> {
    return { success: true, ...(await this.schedules.replaceSalonHours(companyId, body.hours)) };
  }

  @Post('closed-days')
  @HttpCode(201)
  @Access('schedules.update')
  @Responds(closedDayResponseSchema)
  async addClosedDay(@CompanyId() companyId: string, @ValidBody(createClosedDayRequestSchema) body: Out<typeof createClosedDayRequestSchema>): Promise<Out<typeof closedDayResponseSchema>> {
    const day = await this.schedules.addClosedDay(companyId, body.date, body.reason || null);
    return { success: true, message: 'Closed day added', closed_day: day };
  }

  @Delete('closed-days')
  @HttpCode(200)
  @Access('schedules.update')
  @Responds(messageResponseSchema)
  async removeClosedDay(@CompanyId() companyId: string, @ValidBody(deleteByIdRequestSchema) body: DeleteByIdRequest): Promise<MessageResponse> {
    await this.schedules.removeClosedDay(companyId, body.id);
    return { success: true, message: 'Closed day removed' };
  }

  @Get('groomer-hours')
  @Access('schedules.read')
  @Responds(groomerHoursResponseSchema)
  async groomerHours(@CompanyId() companyId: string): Promise<Out<typeof groomerHoursResponseSchema>> {
    return { success: true, groomers: await this.schedules.groomerHours(companyId) };
  }

  @Put('groomer-hours')
  @Access('schedules.update')
  @Responds(groomerHoursItemResponseSchema)
  async replaceGroomerHours(
    @CompanyId() companyId: string,
    @ValidBody(updateGroomerHoursRequestSchema) body: Out<typeof updateGroomerHoursRequestSchema>,
  ): Promise<Out<typeof groomerHoursItemResponseSchema>> {
    const groomer = await this.schedules.replaceGroomerHours(companyId, body.groomer_id, body.hours, body.breaks);
    return { success: true, message: 'Working hours saved', groomer };
  }

  @Get('time-off')
  @Access('schedules.read')
  @Responds(timeOffResponseSchema)
  async timeOff(@CompanyId() companyId: string, @ValidQuery(timeOffQuerySchema) query: Out<typeof timeOffQuerySchema>): Promise<Out<typeof timeOffResponseSchema>> {
    return { success: true, time_off: await this.schedules.timeOff(companyId, query.from, query.to, query.groomer_id) };
  }

  @Post('time-off')
  @HttpCode(201)
  @Access('schedules.update')
  @Responds(timeOffItemResponseSchema)
  async addTimeOff(@CompanyId() companyId: string, @ValidBody(createTimeOffRequestSchema) body: Out<typeof createTimeOffRequestSchema>): Promise<Out<typeof timeOffItemResponseSchema>> {
    const timeOff = await this.schedules.addTimeOff(companyId, { groomer_id: body.groomer_id, starts_on: body.starts_on, ends_on: body.ends_on, reason: body.reason || null });
    return { success: true, message: 'Time off added', time_off: timeOff };
  }

  @Delete('time-off')
  @HttpCode(200)
  @Access('schedules.update')
  @Responds(messageResponseSchema)
  async removeTimeOff(@CompanyId() companyId: string, @ValidBody(deleteByIdRequestSchema) body: DeleteByIdRequest): Promise<MessageResponse> {
    await this.schedules.removeTimeOff(companyId, body.id);
    return { success: true, message: 'Time off removed' };
  }

  @Get('schedule')
  @Access('schedules.read')
  @Responds(scheduleResponseSchema)
  async schedule(@CompanyId() companyId: string, @ValidQuery(scheduleQuerySchema) query: Out<typeof scheduleQuerySchema>): Promise<ScheduleResponse> {
    return { success: true, ...(await this.schedules.schedule(companyId, query.from, query.to)) };
  }
}
