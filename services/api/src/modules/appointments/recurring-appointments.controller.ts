import { Controller, Post } from '@nestjs/common';
import { recurringAppointmentsRequestSchema, type RecurringAppointmentsRequest } from '@groombook/contracts/platform';
import { Access } from '../../core/auth/access.decorator';
import { ValidBody } from '../../core/http/valid-input';
import { CompanyId } from '../../core/tenancy/company-id.decorator';
import { AppointmentsService } from './appointments.service';

@Controller('api/recurring-appointments')
export class RecurringAppointmentsController {
  constructor(private readonly appointments: AppointmentsService) {}

  @Post()
  @Access('appointments.create-series')
  async create(@CompanyId() companyId: string, @ValidBody(recurringAppointmentsRequestSchema) body: RecurringAppointmentsRequest) {
    const { recurring_config: config, ...fields } = body;
    const { total, groupId } = await this.appointments.createSeries(companyId, fields, config);
    return {
      success: true as const,
      message: `Created ${total} appointments (series ${groupId})`,
      data: { total_appointments: total, recurring_group_id: groupId },
    };
  }
}
