import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { GroomersModule } from '../groomers/groomers.module';
import { AppointmentDayController } from './appointment-day.controller';
import { AppointmentSeriesRepository } from './appointment-series.repository';
import { AppointmentStatusRepository } from './appointment-status.repository';
import { AppointmentStatusService } from './appointment-status.service';
import { CheckoutService } from './checkout.service';
import { AppointmentSeriesService } from './appointment-series.service';
import { AppointmentsController } from './appointments.controller';
import { AppointmentsRepository } from './appointments.repository';
import { AppointmentsQueryService } from './appointments-query.service';
import { AppointmentsService } from './appointments.service';
import { RecurringAppointmentsController } from './recurring-appointments.controller';

@Module({
  imports: [CustomersModule, GroomersModule],
  controllers: [AppointmentsController, AppointmentDayController, RecurringAppointmentsController],
  providers: [
    AppointmentsQueryService,
    AppointmentsService,
    AppointmentsRepository,
    AppointmentSeriesRepository,
    AppointmentSeriesService,
    AppointmentStatusRepository,
    AppointmentStatusService,
    CheckoutService,
  ],
  exports: [AppointmentsService, AppointmentsRepository],
})
export class AppointmentsModule {}
