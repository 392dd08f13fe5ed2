import { Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  queueProbeParamsSchema,
  type HealthResponse,
  type QueueProbeCreated,
  type QueueProbeParams,
  type QueueProbeStatus,
} from '@groombook/contracts';
import { Access } from '../../core/auth/access.decorator';
import { ValidParams } from '../../core/http/valid-input';
import { HealthService } from './health.service';

@Controller('api/health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 when every dependency answers, 503 otherwise (load balancers read the status). */
  @Get()
  @Access('health.read')
  async check(@Res({ passthrough: true }) res: FastifyReply): Promise<HealthResponse> {
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
  async probeStatus(@ValidParams(queueProbeParamsSchema) params: QueueProbeParams): Promise<QueueProbeStatus> {
    return { success: true, job: await this.health.probeStatus(params.jobId) };
  }
}
