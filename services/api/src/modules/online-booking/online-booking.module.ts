import { Module } from '@nestjs/common';
import { AppointmentLinksModule } from '../appointment-links/appointment-links.module';
import { AppointmentsModule } from '../appointments/appointments.module';
import { CustomersModule } from '../customers/customers.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { SmsModule } from '../sms/sms.module';
import { BookingDayLockRepository } from './booking-day-lock.repository';
import { MyAppointmentController } from './my-appointment.controller';
import { MyAppointmentService } from './my-appointment.service';
import { OnlineBookingService } from './online-booking.service';
import { OnlineBookingsController } from './online-bookings.controller';

/** Customers booking free times themselves, and their own appointment's page (confirm, cancel, move). */
@Module({
  imports: [AppointmentsModule, CustomersModule, SchedulesModule, SmsModule, AppointmentLinksModule],
  controllers: [OnlineBookingsController, MyAppointmentController],
  providers: [OnlineBookingService, MyAppointmentService, BookingDayLockRepository],
})
export class OnlineBookingModule {}
