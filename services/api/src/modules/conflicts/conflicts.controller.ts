import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { conflictMapResponseSchema, type ConflictMapResponse } from '@groombook/contracts';
import {
  conflictIdsQuerySchema,
  conflictMonthQuerySchema,
  groomerConflictsQuerySchema,
  warmConflictCacheRequestSchema,
  type ConflictIdsQuery,
  type ConflictMonthQuery,
  type GroomerConflictsQuery,
  type WarmConflictCacheRequest,
} from '@groombook/contracts/platform';
import { Responds } from '../../core/api-docs/api-docs.decorators';
import { Access } from '../../core/auth/access.decorator';
import { ValidBody, ValidQuery } from '../../core/http/valid-input';
import { CompanyId } from '../../core/tenancy/company-id.decorator';
import { distinctMonths, type MonthKey } from '../../core/events/domain-events';
import { ConflictCache, type ConflictMap } from './conflict-cache';
import { ConflictCacheWarmer } from './conflict-cache-warmer';
import { ConflictsService } from './conflicts.service';

const answer = (map: ConflictMap, cached: boolean): ConflictMapResponse => ({
  success: true,
  conflicts: map,
  summary: { hasConflicts: Object.keys(map).length > 0, appointmentsWithConflicts: Object.keys(map).length },
  cached,
  error: null,
});

@Controller('api')
export class ConflictsController {
  constructor(
    private readonly conflicts: ConflictsService,
    private readonly cache: ConflictCache,
    private readonly warmer: ConflictCacheWarmer,
  ) {}

  @Get('groomer-conflicts')
  @Access('conflicts.read')
  async groomerConflicts(@CompanyId() companyId: string, @ValidQuery(groomerConflictsQuerySchema) q: GroomerConflictsQuery) {
    const conflicts = await this.conflicts.forSlot(companyId, {
      groomerId: q.groomerId,
      date: q.date,
      time: q.time.slice(0, 5),
      duration: q.duration,
      excludeId: q.excludeId,
    });
    return { success: true as const, hasConflicts: conflicts.length > 0, conflicts };
  }

  /** The month's map: from the cache, or computed now (cached: false) while a warm-up is queued. */
  @Get('conflict-cache-simple')
  @Access('conflicts.read')
  @Responds(conflictMapResponseSchema)
  month(@CompanyId() companyId: string, @ValidQuery(conflictMonthQuerySchema) q: ConflictMonthQuery): Promise<ConflictMapResponse> {
    return this.monthMap(companyId, { year: q.year, month: q.month });
  }

  @Get('conflict-cache')
  @Access('conflicts.read')
  @Responds(conflictMapResponseSchema)
  async forIds(@CompanyId() companyId: string, @ValidQuery(conflictIdsQuerySchema) q: ConflictIdsQuery): Promise<ConflictMapResponse> {
    const rows = await this.conflicts.appointmentDates(companyId, q.appointment_ids);
    const wanted = new Set(rows.map((r) => r.id));
    const map: ConflictMap = {};
    let cached = true;
    for (const month of distinctMonths(rows.map((r) => r.date))) {
      const part = await this.monthMap(companyId, month);
      cached &&= part.cached;
      for (const [id, entries] of Object.entries(part.conflicts)) if (wanted.has(id)) map[id] = entries;
    }
    return answer(map, cached);
  }

  @Post('conflict-cache')
  @HttpCode(202)
  @Access('conflicts.warm')
  async warm(@CompanyId() companyId: string, @ValidBody(warmConflictCacheRequestSchema) body: WarmConflictCacheRequest) {
    const month = { year: body.year, month: body.month };
    if (!body.force && (await this.cache.get(companyId, month))) {
      return { success: true as const, message: 'The month is already cached' };
    }
    const queued = await this.warmer.warm(companyId, month);
    return { success: true as const, message: queued ? 'Warm-up queued' : 'Conflicts cannot be cached now; they are computed on read' };
  }

  private async monthMap(companyId: string, month: MonthKey): Promise<ConflictMapResponse> {
    const cached = await this.cache.get(companyId, month);
    if (cached) return answer(cached, true);
    const map = await this.conflicts.monthMap(companyId, month);
    void this.warmer.warm(companyId, month);
    return answer(map, false);
  }
}
