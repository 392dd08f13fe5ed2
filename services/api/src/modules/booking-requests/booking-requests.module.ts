import { Module } from '@nestjs/common';
import { AppointmentLinksModule } from '../appointment-links/appointment-links.module';
import { AppointmentsModule } from '../appointments/appointments.module';
import { CustomersModule } from '../customers/customers.module';
import { SmsModule } from '../sms/sms.module';
import { BookingRequestsController } from './booking-requests.controller';
import { BookingRequestsRepository } from './booking-requests.repository';
import { BookingRequestsService } from './booking-requests.service';

@Module({
  imports: [AppointmentsModule, CustomersModule, SmsModule, AppointmentLinksModule],
  controllers: [BookingRequestsController],
  providers: [BookingRequestsRepository, BookingRequestsService],
})
export class BookingRequestsModule {}
