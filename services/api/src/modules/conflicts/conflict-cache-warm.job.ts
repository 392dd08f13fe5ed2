import { JobHandlerFor } from '../../core/jobs/job-handler.decorator';
import type { JobHandler, JobPayload } from '../../core/jobs/job.types';
import { QUEUE_NAMES } from '../../core/jobs/queue-names';
import { ConflictCache } from './conflict-cache';
import { ConflictsService } from './conflicts.service';

export const CONFLICT_CACHE_WARM_JOB = 'conflict-cache-warm';

export interface ConflictCacheWarmPayload extends JobPayload {
  companyId: string;
  year: number;
  month: number;
}

/** Computes a company's month of conflicts and stores it in the cache. */
@JobHandlerFor(QUEUE_NAMES.conflictCache, CONFLICT_CACHE_WARM_JOB)
export class ConflictCacheWarmJob implements JobHandler<ConflictCacheWarmPayload, { appointmentsWithConflicts: number; stored: boolean }> {
  constructor(
    private readonly conflicts: ConflictsService,
    private readonly cache: ConflictCache,
  ) {}

  async handle(payload: ConflictCacheWarmPayload) {
    const month = { year: payload.year, month: payload.month };
    const generation = await this.cache.generation(payload.companyId, month);
    const map = await this.conflicts.monthMap(payload.companyId, month);
    const stored = generation !== null && (await this.cache.set(payload.companyId, month, map, generation));
    return { appointmentsWithConflicts: Object.keys(map).length, stored };
  }
}
