import { Module } from '@nestjs/common';
import { AvailabilityService } from './availability.service';
import { ScheduleReadsRepository } from './schedule-reads.repository';

/**
 * When the salon and its groomers work (hours, closed days, breaks, time off, blocks) and the
 * free start times worked out from it. Online booking and the appointment form read
 * availability from here.
 */
@Module({
  providers: [AvailabilityService, ScheduleReadsRepository],
  exports: [AvailabilityService, ScheduleReadsRepository],
})
export class SchedulesModule {}
