import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';
import { QueueProbeJob } from './queue-probe.job';

@Module({
  controllers: [HealthController],
  providers: [HealthService, QueueProbeJob],
  exports: [QueueProbeJob],
})
export class HealthModule {}
