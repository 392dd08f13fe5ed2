import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * The two ways to reach the database.
 *
 * `forCompany` runs the work in a transaction as the role `groombook_app` with
 * `app.company_id` set: row-level security then hides every other company's rows, a
 * second wall behind the explicit `company_id` filters in every query. Both settings are
 * made in the transaction's first statement, so a tenant request costs one extra round trip.
 *
 * `platform` runs as the connecting (owner) role: for identity look-ups that cross
 * companies (sign-in by email) and for super-admin work that names a company explicitly.
 */
@Injectable()
export class TenantDb {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  forCompany<T>(companyId: string, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query("SELECT set_config('role', 'groombook_app', true), set_config('app.company_id', $1, true)", [
        companyId,
      ]);
      return work(manager);
    });
  }

  platform<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}
