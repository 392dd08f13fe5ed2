import { Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  healthResponseSchema,
  queueProbeCreatedSchema,
  queueProbeParamsSchema,
  queueProbeStatusSchema,
  readinessResponseSchema,
  type HealthResponse,
  type QueueProbeCreated,
  type QueueProbeParams,
  type QueueProbeStatus,
  type ReadinessResponse,
} from '@groombook/contracts/platform';
import { Access } from '../../core/auth/access.decorator';
import { ValidParams } from '../../core/http/valid-input';
import { Responds } from '../../core/api-docs/api-docs.decorators';
import { HealthService } from './health.service';

@Controller('api/health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** Liveness: 200 whenever the process answers; it asks no dependency, so it stays cheap. */
  @Get()
  @Access('health.read')
  @Responds(healthResponseSchema)
  check(): HealthResponse {
    return this.health.alive();
  }

  /** Readiness: 200 when the database, Redis (when configured) and the migrations are fine, 503 naming what failed. */
  @Get('ready')
  @Access('health.ready')
  @Responds(readinessResponseSchema)
  async ready(@Res({ passthrough: true }) res: FastifyReply): Promise<ReadinessResponse> {
    const report = await this.health.ready();
    res.status(report.success ? 200 : 503);
    return report;
  }

  @Post('queue-probe')
  @Access('health.queue-probe')
  @HttpCode(202)
  @Responds(queueProbeCreatedSchema)
  async enqueueProbe(): Promise<QueueProbeCreated> {
    return { success: true, jobId: await this.health.enqueueProbe() };
  }

  @Get('queue-probe/:jobId')
  @Access('health.queue-probe')
  @Responds(queueProbeStatusSchema)
  async probeStatus(@ValidParams(queueProbeParamsSchema) params: QueueProbeParams): Promise<QueueProbeStatus> {
    return { success: true, job: await this.health.probeStatus(params.jobId) };
  }
}
