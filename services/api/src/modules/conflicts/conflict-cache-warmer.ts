import { Injectable, Logger } from '@nestjs/common';
import { JobDispatcher } from '../../core/jobs/job-dispatcher';
import { QUEUE_NAMES } from '../../core/jobs/queue-names';
import type { MonthKey } from '../../core/events/domain-events';
import { ConflictCache } from './conflict-cache';
import { CONFLICT_CACHE_WARM_JOB, type ConflictCacheWarmPayload } from './conflict-cache-warm.job';

/**
 * Drops and re-warms the months an appointment write touched. Never fails the write. Without a
 * cache to store into (no Redis, or Redis down) nothing is queued: reads compute the month
 * themselves, and a warm-up would compute it a second time for nothing.
 */
@Injectable()
export class ConflictCacheWarmer {
  private readonly logger = new Logger('ConflictCacheWarmer');

  constructor(
    private readonly cache: ConflictCache,
    private readonly jobs: JobDispatcher,
  ) {}

  async warm(companyId: string, month: MonthKey): Promise<boolean> {
    if (!this.cache.usable) return false;
    try {
      const payload: ConflictCacheWarmPayload = { companyId, ...month };
      await this.jobs.dispatch(QUEUE_NAMES.conflictCache, CONFLICT_CACHE_WARM_JOB, payload);
      return true;
    } catch (error) {
      this.logger.warn(`Could not queue a conflict-cache warm-up: ${String(error)}`);
      return false;
    }
  }

  async refresh(companyId: string, months: MonthKey[]): Promise<void> {
    await this.cache.invalidate(companyId, months);
    await Promise.all(months.map((month) => this.warm(companyId, month)));
  }
}
