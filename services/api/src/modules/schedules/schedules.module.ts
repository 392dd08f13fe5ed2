import { Module } from '@nestjs/common';
import { ServicesModule } from '../services/services.module';
import { AvailabilityController } from './availability.controller';
import { AvailabilityReadsService } from './availability-reads.service';
import { AvailabilityService } from './availability.service';
import { ScheduleBlocksController } from './schedule-blocks.controller';
import { ScheduleReadsRepository } from './schedule-reads.repository';
import { ScheduleWritesRepository } from './schedule-writes.repository';
import { SchedulesController } from './schedules.controller';
import { SchedulesService } from './schedules.service';

/**
 * When the salon and its groomers work (hours, closed days, breaks, time off, blocks) and the
 * free start times worked out from it. Online booking and the appointment form read
 * availability from here; a new company's opening hours are written here too.
 */
@Module({
  imports: [ServicesModule],
  controllers: [SchedulesController, ScheduleBlocksController, AvailabilityController],
  providers: [AvailabilityService, AvailabilityReadsService, ScheduleReadsRepository, ScheduleWritesRepository, SchedulesService],
  exports: [AvailabilityService, ScheduleReadsRepository, ScheduleWritesRepository],
})
export class SchedulesModule {}
