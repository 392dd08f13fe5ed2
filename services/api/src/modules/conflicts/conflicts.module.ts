import { Module } from '@nestjs/common';
import { AppointmentsModule } from '../appointments/appointments.module';
import { ConflictsOnAppointmentsChanged } from './appointments-changed.listener';
import { ConflictCache } from './conflict-cache';
import { ConflictCacheWarmJob } from './conflict-cache-warm.job';
import { ConflictCacheWarmer } from './conflict-cache-warmer';
import { ConflictsController } from './conflicts.controller';
import { ConflictsService } from './conflicts.service';

@Module({
  imports: [AppointmentsModule],
  controllers: [ConflictsController],
  providers: [ConflictsService, ConflictCache, ConflictCacheWarmJob, ConflictCacheWarmer, ConflictsOnAppointmentsChanged],
  exports: [ConflictCacheWarmer, ConflictsService],
})
export class ConflictsModule {}
