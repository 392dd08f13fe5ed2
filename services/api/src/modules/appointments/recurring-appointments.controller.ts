import { Body, Controller, Post } from '@nestjs/common';
import { recurringAppointmentsRequestSchema } from '@groombook/contracts';
import type { z } from 'zod';
import { Access } from '../../core/auth/access.decorator';
import type { AuthUser } from '../../core/auth/auth-user';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { requireCompany } from '../../core/tenancy/require-company';
import { AppointmentsService, type AppointmentInput } from './appointments.service';

@Controller('api/recurring-appointments')
export class RecurringAppointmentsController {
  constructor(private readonly appointments: AppointmentsService) {}

  @Post()
  @Access('appointments.create-series')
  async create(
    @CurrentUser() user: AuthUser,
    @Body(new ZodValidationPipe(recurringAppointmentsRequestSchema)) body: z.infer<typeof recurringAppointmentsRequestSchema>,
  ) {
    const { recurring_config: config, ...fields } = body;
    const { total, groupId } = await this.appointments.createSeries(requireCompany(user), fields as AppointmentInput, config);
    return {
      success: true as const,
      message: `Created ${total} appointments (series ${groupId})`,
      data: { total_appointments: total, recurring_group_id: groupId },
    };
  }
}
