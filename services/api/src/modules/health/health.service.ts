import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { HealthResponse, QueueProbeStatus } from '@groombook/contracts';
import { DATABASE_CONNECTION } from '../../core/database/database.module';
import type { DatabaseConnection } from '../../core/database/database-connection';
import { REDIS_CONNECTION, pingRedis } from '../../core/redis/redis';
import { JobDispatcher } from '../../core/jobs/job-dispatcher';
import { QUEUE_NAMES } from '../../core/jobs/queue-names';
import { ApiException } from '../../core/http/api.exception';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { HealthRepository } from './health.repository';
import { QUEUE_PROBE_JOB, type QueueProbePayload, type QueueProbeResult } from './queue-probe.job';

const VERSION = '0.1.0';

@Injectable()
export class HealthService {
  constructor(
    private readonly db: TenantDb,
    private readonly repository: HealthRepository,
    @Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection,
    @Inject(REDIS_CONNECTION) private readonly redis: Redis | null,
    private readonly jobs: JobDispatcher,
  ) {}

  async check(): Promise<HealthResponse> {
    const [databaseUp, redisStatus] = await Promise.all([this.databaseUp(), this.redisStatus()]);
    const healthy = databaseUp && redisStatus !== 'down';
    return {
      success: healthy,
      status: healthy ? 'ok' : 'degraded',
      database: { status: databaseUp ? 'up' : 'down', mode: this.connection.mode },
      redis: { status: redisStatus },
      jobs: { mode: this.jobs.mode },
      version: VERSION,
    };
  }

  async enqueueProbe(): Promise<string> {
    const payload: QueueProbePayload = { companyId: null, requestedAt: new Date().toISOString() };
    try {
      return await this.jobs.dispatch(QUEUE_NAMES.system, QUEUE_PROBE_JOB, payload);
    } catch {
      throw new ApiException(503, 'SERVICE_UNAVAILABLE', 'The job queue is unavailable');
    }
  }

  async probeStatus(jobId: string): Promise<QueueProbeStatus['job']> {
    const status = await this.jobs.status(QUEUE_NAMES.system, jobId).catch(() => {
      throw new ApiException(503, 'SERVICE_UNAVAILABLE', 'The job queue is unavailable');
    });
    if (!status) throw ApiException.notFound(`Job ${jobId} not found`);
    return { id: status.id, state: status.state, result: (status.result as QueueProbeResult | null) ?? null };
  }

  private async databaseUp(): Promise<boolean> {
    try {
      await this.db.platform((m) => this.repository.ping(m));
      return true;
    } catch {
      return false;
    }
  }

  private async redisStatus(): Promise<HealthResponse['redis']['status']> {
    if (!this.redis) return 'not-configured';
    return (await pingRedis(this.redis)) ? 'up' : 'down';
  }
}
