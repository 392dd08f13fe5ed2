import { Injectable } from '@nestjs/common';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { NotFoundError } from '../../core/errors/domain-errors';
import { CompaniesRepository } from './companies.repository';

export interface CompanySettings {
  tax_rate_percent: number;
}

const companyNotFound = () => new NotFoundError('Company not found');

/** What a company's admins set for their own company: its tax rate, which every appointment's total uses. */
@Injectable()
export class CompanySettingsService {
  constructor(
    private readonly db: TenantDb,
    private readonly companies: CompaniesRepository,
  ) {}

  read(companyId: string): Promise<CompanySettings> {
    return this.db.forCompany(companyId, async (m) => {
      const rate = await this.companies.taxRate(m, companyId);
      if (rate === undefined) throw companyNotFound();
      return { tax_rate_percent: rate };
    });
  }

  /** Appointments already saved keep their total; the rate applies to those written from now on. */
  update(companyId: string, settings: CompanySettings): Promise<CompanySettings> {
    return this.db.forCompany(companyId, async (m) => {
      if (!(await this.companies.setTaxRate(m, companyId, settings.tax_rate_percent))) throw companyNotFound();
      const rate = await this.companies.taxRate(m, companyId);
      return { tax_rate_percent: rate ?? settings.tax_rate_percent };
    });
  }
}
