import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Company } from '@groombook/contracts';
import { ApiException } from '../../core/http/api.exception';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { CompaniesRepository, type CompanyRow } from './companies.repository';

const toCompany = (row: CompanyRow): Company => ({
  id: row.id,
  name: row.name,
  status: row.status,
  user_count: row.user_count,
  createdAt: row.created_at.toISOString(),
  time_zone: row.time_zone,
  sms_contact_line: row.sms_contact_line,
});
const companyNotFound = () => ApiException.notFound('Company not found');

/** Companies are the tenants; only super admins list, create and change them. */
@Injectable()
export class CompaniesService {
  constructor(
    private readonly db: TenantDb,
    private readonly companies: CompaniesRepository,
  ) {}

  async list(): Promise<Company[]> {
    return (await this.db.platform((m) => this.companies.list(m))).map(toCompany);
  }

  /** The public name of a company (the SMS opt-in page shows it without sign-in). */
  async publicName(id: string): Promise<{ id: string; name: string }> {
    const row = await this.db.platform((m) => this.companies.findPublicName(m, id));
    if (!row) throw companyNotFound();
    return row;
  }

  async create(name: string): Promise<Company> {
    return this.db.platform(async (m) => this.get(m, await this.companies.insert(m, name)));
  }

  /** Renames the company and sets the SMS settings given. */
  async update(id: string, changes: { name: string; timeZone?: string; smsContactLine?: string | null }): Promise<Company> {
    return this.db.platform(async (m) => {
      if (!(await this.companies.update(m, id, changes))) throw companyNotFound();
      return this.get(m, id);
    });
  }

  private async get(manager: EntityManager, id: string): Promise<Company> {
    const row = await this.companies.findById(manager, id);
    if (!row) throw companyNotFound();
    return toCompany(row);
  }
}
