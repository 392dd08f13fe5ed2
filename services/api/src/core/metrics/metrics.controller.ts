import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Access } from '../auth/access.decorator';
import { JobDispatcher, type QueueDepth } from '../jobs/job-dispatcher';
import { HttpMetrics } from './http-metrics';
import { renderProcessMetrics, renderQueueMetrics } from './process-metrics';

/** Prometheus's text exposition format. */
export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

@Controller('api/metrics')
export class MetricsController {
  constructor(
    private readonly http: HttpMetrics,
    private readonly jobs: JobDispatcher,
  ) {}

  /** Request durations, queue depths and the process's own figures, for Prometheus to scrape. */
  @Get()
  @Access('metrics.read')
  async metrics(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    let depths: QueueDepth[] | null = null;
    let queuesUp = true;
    try {
      depths = await this.jobs.depths();
    } catch {
      queuesUp = false;
    }
    reply.header('Content-Type', PROMETHEUS_CONTENT_TYPE);
    reply.header('Cache-Control', 'no-store');
    return this.http.render() + renderQueueMetrics(depths, queuesUp) + renderProcessMetrics();
  }
}
