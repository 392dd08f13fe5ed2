import { Module } from '@nestjs/common';
import { SchedulesModule } from '../schedules/schedules.module';
import { ServicesModule } from '../services/services.module';
import { SmsModule } from '../sms/sms.module';
import { TextBookingsController } from './text-bookings.controller';
import { TextBookingsRepository } from './text-bookings.repository';
import { TextBookingsService } from './text-bookings.service';

/**
 * Texts that become bookings: Fast Appointment Entry's reader on a conversation's latest texts,
 * the free times from the schedules, and the confirmation through the SMS outbox.
 */
@Module({
  imports: [SchedulesModule, ServicesModule, SmsModule],
  controllers: [TextBookingsController],
  providers: [TextBookingsService, TextBookingsRepository],
})
export class TextBookingsModule {}
