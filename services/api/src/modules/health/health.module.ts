import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { HealthRepository } from './health.repository';
import { HealthService } from './health.service';
import { QueueProbeJob } from './queue-probe.job';

@Module({
  controllers: [HealthController],
  providers: [HealthService, HealthRepository, QueueProbeJob],
  exports: [QueueProbeJob],
})
export class HealthModule {}
