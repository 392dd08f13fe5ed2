import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { CustomersModule } from '../customers/customers.module';
import { MediaModule } from '../media/media.module';
import { ServicesModule } from '../services/services.module';
import { AppointmentLinesRepository } from './appointment-lines.repository';
import { AppointmentRecordsRepository } from './appointment-records.repository';
import { GroomersModule } from '../groomers/groomers.module';
import { AppointmentDayRepository } from './appointment-day.repository';
import { AppointmentDayService } from './appointment-day.service';
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
  imports: [CustomersModule, GroomersModule, CompaniesModule, ServicesModule, MediaModule],
  controllers: [AppointmentsController, AppointmentDayController, RecurringAppointmentsController],
  providers: [
    AppointmentLinesRepository,
    AppointmentRecordsRepository,
    AppointmentsQueryService,
    AppointmentDayService,
    AppointmentDayRepository,
    AppointmentsService,
    AppointmentsRepository,
    AppointmentSeriesRepository,
    AppointmentSeriesService,
    AppointmentStatusRepository,
    AppointmentStatusService,
    CheckoutService,
  ],
  exports: [AppointmentsService, AppointmentsRepository, AppointmentRecordsRepository],
})
export class AppointmentsModule {}
