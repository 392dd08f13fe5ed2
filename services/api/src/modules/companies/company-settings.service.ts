import { Injectable } from '@nestjs/common';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { NotFoundError } from '../../core/errors/domain-errors';
import { CompaniesRepository, type CompanySettingsValues } from './companies.repository';

export type CompanySettings = CompanySettingsValues;

const companyNotFound = () => new NotFoundError('Company not found');

/**
 * What a company's admins set for their own company: its tax rate, which every appointment's
 * total uses, and online booking (request or instant, the buffer between appointments, the
 * customers' cut-off for cancelling).
 */
@Injectable()
export class CompanySettingsService {
  constructor(
    private readonly db: TenantDb,
    private readonly companies: CompaniesRepository,
  ) {}

  read(companyId: string): Promise<CompanySettings> {
    return this.db.forCompany(companyId, async (m) => {
      const settings = await this.companies.settings(m, companyId);
      if (!settings) throw companyNotFound();
      return settings;
    });
  }

  /** Changes the settings given. Appointments already saved keep their total; a new rate applies to those written from now on. */
  update(companyId: string, changes: Partial<CompanySettings>): Promise<CompanySettings> {
    return this.db.forCompany(companyId, async (m) => {
      if (!(await this.companies.setSettings(m, companyId, changes))) throw companyNotFound();
      const settings = await this.companies.settings(m, companyId);
      if (!settings) throw companyNotFound();
      return settings;
    });
  }
}
