import { Module } from '@nestjs/common';
import { ConflictsModule } from '../conflicts/conflicts.module';
import { DomainRepositoriesModule } from '../domain-repositories.module';
import { SmsModule } from '../sms/sms.module';
import { AppointmentSeriesRepository } from './appointment-series.repository';
import { AppointmentSeriesService } from './appointment-series.service';
import { AppointmentsController } from './appointments.controller';
import { AppointmentsQueryService } from './appointments-query.service';
import { AppointmentsService } from './appointments.service';
import { RecurringAppointmentsController } from './recurring-appointments.controller';

@Module({
  imports: [ConflictsModule, DomainRepositoriesModule, SmsModule],
  controllers: [AppointmentsController, RecurringAppointmentsController],
  providers: [AppointmentsQueryService, AppointmentsService, AppointmentSeriesRepository, AppointmentSeriesService],
  exports: [AppointmentsService],
})
export class AppointmentsModule {}
