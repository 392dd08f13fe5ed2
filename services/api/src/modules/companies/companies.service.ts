import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Company } from '@groombook/contracts';
import { ApiException } from '../../core/http/api.exception';
import { TenantDb } from '../../core/tenancy/tenant-db';

interface CompanyRow {
  id: string;
  name: string;
  status: string;
  user_count: number;
  created_at: Date;
}

const SELECT_COMPANY = `
  SELECT c.id, c.name, c.status, c.created_at,
         (SELECT count(*)::int FROM users u WHERE u.company_id = c.id) AS user_count
  FROM companies c`;

const toCompany = (row: CompanyRow): Company => ({
  id: row.id,
  name: row.name,
  status: row.status,
  user_count: row.user_count,
  createdAt: row.created_at.toISOString(),
});

/** Companies are the tenants; only super admins list, create and rename them. */
@Injectable()
export class CompaniesService {
  constructor(private readonly db: TenantDb) {}

  async list(): Promise<Company[]> {
    const rows = (await this.db.platform((m) => m.query(`${SELECT_COMPANY} ORDER BY c.created_at DESC, c.name`))) as CompanyRow[];
    return rows.map(toCompany);
  }

  /** The public name of a company (the SMS opt-in page shows it without sign-in). */
  async publicName(id: string): Promise<{ id: string; name: string }> {
    const [row] = (await this.db.platform((m) => m.query('SELECT id, name FROM companies WHERE id = $1', [id]))) as {
      id: string;
      name: string;
    }[];
    if (!row) throw ApiException.notFound('Company not found');
    return row;
  }

  async create(name: string): Promise<Company> {
    return this.db.platform(async (m) => {
      const [created] = (await m.query('INSERT INTO companies (name) VALUES ($1) RETURNING id', [name])) as { id: string }[];
      return this.get(m, created?.id ?? '');
    });
  }

  async rename(id: string, name: string): Promise<Company> {
    return this.db.platform(async (m) => {
      const [, affected] = (await m.query('UPDATE companies SET name = $1 WHERE id = $2', [name, id])) as [unknown, number];
      if (!affected) throw ApiException.notFound('Company not found');
      return this.get(m, id);
    });
  }

  private async get(manager: EntityManager, id: string): Promise<Company> {
    const [row] = (await manager.query(`${SELECT_COMPANY} WHERE c.id = $1`, [id])) as CompanyRow[];
    if (!row) throw ApiException.notFound('Company not found');
    return toCompany(row);
  }
}
