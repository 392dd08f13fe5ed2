import { Controller, HttpCode, Post } from '@nestjs/common';
import {
  appointmentStatusResponseSchema,
  changeAppointmentStatusRequestSchema,
  checkoutRequestSchema,
  type AppointmentStatusResponse,
  type ChangeAppointmentStatusRequest,
} from '@groombook/contracts';
import { APPOINTMENT_STATUS_LABELS } from '@groombook/domain';
import { Responds } from '../../core/api-docs/api-docs.decorators';
import { Access } from '../../core/auth/access.decorator';
import type { AuthUser } from '../../core/auth/auth-user';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { ValidBody } from '../../core/http/valid-input';
import { CompanyId } from '../../core/tenancy/company-id.decorator';
import { AppointmentStatusService, type StatusCaller } from './appointment-status.service';
import { CheckoutService, type ParsedCheckout } from './checkout.service';

const callerOf = (companyId: string, user: AuthUser): StatusCaller => ({ companyId, userId: user.id, role: user.role });

/** The appointment's day at the desk: its status (POST /api/appointments/status) and its checkout (POST /api/appointments/checkout). */
@Controller('api/appointments')
export class AppointmentDayController {
  constructor(
    private readonly statuses: AppointmentStatusService,
    private readonly checkouts: CheckoutService,
  ) {}

  @Post('status')
  @HttpCode(200)
  @Access('appointments.status')
  @Responds(appointmentStatusResponseSchema)
  async changeStatus(
    @CompanyId() companyId: string,
    @CurrentUser() user: AuthUser,
    @ValidBody(changeAppointmentStatusRequestSchema) body: ChangeAppointmentStatusRequest,
  ): Promise<AppointmentStatusResponse> {
    const appointment = await this.statuses.change(callerOf(companyId, user), body);
    return { success: true, message: `Appointment ${APPOINTMENT_STATUS_LABELS[appointment.status].toLowerCase()}`, appointment };
  }

  @Post('checkout')
  @HttpCode(200)
  @Access('appointments.checkout')
  @Responds(appointmentStatusResponseSchema)
  async checkout(
    @CompanyId() companyId: string,
    @CurrentUser() user: AuthUser,
    @ValidBody(checkoutRequestSchema) body: ParsedCheckout,
  ): Promise<AppointmentStatusResponse> {
    const appointment = await this.checkouts.checkout(callerOf(companyId, user), body);
    return { success: true, message: 'Checkout complete', appointment };
  }
}
