import { Injectable } from '@nestjs/common';
import type { AudienceFilter, SaveAudienceFilterBody } from '@groombook/contracts';
import { Clock } from '../../core/clock/clock';
import { NotFoundError } from '../../core/errors/domain-errors';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { AudienceFiltersRepository } from './audience-filters.repository';

export const filterNotFound = () => new NotFoundError('Audience filter not found');

/** A company's saved audience filters (campaigns to customers with no visit in N weeks, …). */
@Injectable()
export class AudienceFiltersService {
  constructor(
    private readonly db: TenantDb,
    private readonly filters: AudienceFiltersRepository,
    private readonly clock: Clock,
  ) {}

  list(companyId: string): Promise<AudienceFilter[]> {
    return this.db.readForCompany(companyId, (m) => this.filters.list(m, companyId));
  }

  create(companyId: string, body: SaveAudienceFilterBody): Promise<AudienceFilter> {
    return this.db.forCompany(companyId, (m) => this.filters.insert(m, companyId, body, this.clock.now()));
  }

  update(companyId: string, id: string, body: SaveAudienceFilterBody): Promise<AudienceFilter> {
    return this.db.forCompany(companyId, async (m) => {
      const filter = await this.filters.update(m, companyId, id, body, this.clock.now());
      if (!filter) throw filterNotFound();
      return filter;
    });
  }

  delete(companyId: string, id: string): Promise<void> {
    return this.db.forCompany(companyId, async (m) => {
      if (!(await this.filters.delete(m, companyId, id))) throw filterNotFound();
    });
  }
}
