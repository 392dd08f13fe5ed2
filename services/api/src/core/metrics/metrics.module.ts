import { Module } from '@nestjs/common';
import { HttpMetrics } from './http-metrics';
import { MetricsController } from './metrics.controller';

@Module({
  controllers: [MetricsController],
  providers: [HttpMetrics],
  exports: [HttpMetrics],
})
export class MetricsModule {}
