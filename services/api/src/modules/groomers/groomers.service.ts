import { Injectable } from '@nestjs/common';
import type { Groomer } from '@groombook/contracts';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { GroomersRepository } from './groomers.repository';
import { ConflictError, NotFoundError } from '../../core/errors/domain-errors';

export const GROOMER_HAS_APPOINTMENTS = 'This groomer has appointments. Reassign or delete them first.';
export const GROOMER_HAS_TIPS = 'This groomer has tips from checked-out appointments, which must keep them.';
const groomerNotFound = () => new NotFoundError('Groomer not found');

/** A company's groomers (the API's "assignees"). */
@Injectable()
export class GroomersService {
  constructor(
    private readonly db: TenantDb,
    private readonly groomers: GroomersRepository,
  ) {}

  list(companyId: string): Promise<Groomer[]> {
    return this.db.forCompany(companyId, (m) => this.groomers.list(m, companyId));
  }

  create(companyId: string, name: string): Promise<Groomer> {
    return this.db.forCompany(companyId, (m) => this.groomers.insert(m, companyId, name.trim()));
  }

  async rename(companyId: string, id: string, name: string): Promise<Groomer> {
    const groomer = await this.db.forCompany(companyId, (m) => this.groomers.rename(m, companyId, id, name.trim()));
    if (!groomer) throw groomerNotFound();
    return groomer;
  }

  /**
   * A groomer with appointments, or with a share of an appointment's tip, is not deleted:
   * their appointments would lose their groomer (or tip) silently. The caller hears why (409) and nothing changes.
   */
  async remove(companyId: string, id: string): Promise<void> {
    await this.db.forCompany(companyId, async (m) => {
      if (await this.groomers.hasAppointments(m, companyId, id)) throw new ConflictError(GROOMER_HAS_APPOINTMENTS);
      if (await this.groomers.hasTipShares(m, companyId, id)) throw new ConflictError(GROOMER_HAS_TIPS);
      if (!(await this.groomers.delete(m, companyId, id))) throw groomerNotFound();
    });
  }
}
