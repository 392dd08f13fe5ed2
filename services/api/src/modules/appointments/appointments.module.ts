import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { GroomersModule } from '../groomers/groomers.module';
import { AppointmentDayRepository } from './appointment-day.repository';
import { AppointmentDayService } from './appointment-day.service';
import { AppointmentSeriesRepository } from './appointment-series.repository';
import { AppointmentSeriesService } from './appointment-series.service';
import { AppointmentsController } from './appointments.controller';
import { AppointmentsRepository } from './appointments.repository';
import { AppointmentsQueryService } from './appointments-query.service';
import { AppointmentsService } from './appointments.service';
import { RecurringAppointmentsController } from './recurring-appointments.controller';

@Module({
  imports: [CustomersModule, GroomersModule],
  controllers: [AppointmentsController, RecurringAppointmentsController],
  providers: [
    AppointmentsQueryService,
    AppointmentDayService,
    AppointmentDayRepository,
    AppointmentsService,
    AppointmentsRepository,
    AppointmentSeriesRepository,
    AppointmentSeriesService,
  ],
  exports: [AppointmentsService, AppointmentsRepository],
})
export class AppointmentsModule {}
