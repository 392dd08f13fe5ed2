import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import type { HealthResponse, QueueProbeStatus, ReadinessCheck, ReadinessResponse } from '@groombook/contracts/platform';
import { DATABASE_CONNECTION } from '../../core/database/database.module';
import type { DatabaseConnection } from '../../core/database/database-connection';
import { REDIS_CONNECTION, pingRedis } from '../../core/redis/redis';
import { JobDispatcher } from '../../core/jobs/job-dispatcher';
import { QUEUE_NAMES } from '../../core/jobs/queue-names';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { HealthRepository } from './health.repository';
import { QUEUE_PROBE_JOB, type QueueProbePayload, type QueueProbeResult } from './queue-probe.job';
import { NotFoundError, UnavailableError } from '../../core/errors/domain-errors';

const VERSION = '0.1.0';

@Injectable()
export class HealthService {
  constructor(
    private readonly db: TenantDb,
    private readonly repository: HealthRepository,
    @Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection,
    @Inject(REDIS_CONNECTION) private readonly redis: Redis | null,
    private readonly jobs: JobDispatcher,
    private readonly dataSource: DataSource,
  ) {}

  /** Liveness: answering is the proof, so nothing else is asked. */
  alive(): HealthResponse {
    return { success: true, status: 'ok', version: VERSION };
  }

  /** Readiness: the database, Redis when configured, and every migration of this build applied. */
  async ready(): Promise<ReadinessResponse> {
    const [applied, redisStatus] = await Promise.all([this.appliedMigrations(), this.redisStatus()]);
    const pending = applied ? this.migrationNames().filter((name) => !applied.has(name)) : [];
    const failed: ReadinessCheck[] = [];
    if (!applied) failed.push('database');
    if (redisStatus === 'down') failed.push('redis');
    if (pending.length > 0) failed.push('migrations');
    return {
      success: failed.length === 0,
      status: failed.length === 0 ? 'ready' : 'not-ready',
      failed,
      database: { status: applied ? 'up' : 'down', mode: this.connection.mode },
      redis: { status: redisStatus },
      migrations: { status: !applied ? 'unknown' : pending.length > 0 ? 'pending' : 'applied', pending },
      jobs: { mode: this.jobs.mode },
      version: VERSION,
    };
  }

  async enqueueProbe(): Promise<string> {
    const payload: QueueProbePayload = { companyId: null, requestedAt: new Date().toISOString() };
    try {
      return await this.jobs.dispatch(QUEUE_NAMES.system, QUEUE_PROBE_JOB, payload);
    } catch {
      throw new UnavailableError('The job queue is unavailable');
    }
  }

  async probeStatus(jobId: string): Promise<QueueProbeStatus['job']> {
    const status = await this.jobs.status(QUEUE_NAMES.system, jobId).catch(() => {
      throw new UnavailableError('The job queue is unavailable');
    });
    if (!status) throw new NotFoundError(`Job ${jobId} not found`);
    return { id: status.id, state: status.state, result: (status.result as QueueProbeResult | null) ?? null };
  }

  /** The applied migrations' names, or null when the database does not answer. */
  private async appliedMigrations(): Promise<Set<string> | null> {
    try {
      return await this.db.platform((m) => this.repository.appliedMigrations(m));
    } catch {
      return null;
    }
  }

  private migrationNames(): string[] {
    return this.dataSource.migrations.map((migration) => migration.name ?? migration.constructor.name);
  }

  private async redisStatus(): Promise<ReadinessResponse['redis']['status']> {
    if (!this.redis) return 'not-configured';
    return (await pingRedis(this.redis)) ? 'up' : 'down';
  }
}
