import { Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  queueProbeParamsSchema,
  type HealthResponse,
  type QueueProbeCreated,
  type QueueProbeStatus,
} from '@groombook/contracts';
import { Access } from '../../core/auth/access.decorator';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { HealthService } from './health.service';

@Controller('api/health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 when every dependency answers, 503 otherwise (load balancers read the status). */
  @Get()
  @Access('health.read')
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthResponse> {
    const report = await this.health.check();
    res.status(report.status === 'ok' ? 200 : 503);
    return report;
  }

  @Post('queue-probe')
  @Access('health.queue-probe')
  @HttpCode(202)
  async enqueueProbe(): Promise<QueueProbeCreated> {
    return { success: true, jobId: await this.health.enqueueProbe() };
  }

  @Get('queue-probe/:jobId')
  @Access('health.queue-probe')
  async probeStatus(
    @Param(new ZodValidationPipe(queueProbeParamsSchema)) params: { jobId: string },
  ): Promise<QueueProbeStatus> {
    return { success: true, job: await this.health.probeStatus(params.jobId) };
  }
}
