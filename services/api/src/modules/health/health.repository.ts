import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** The health checks' queries: they prove the database answers and has every migration applied. */
@Injectable()
export class HealthRepository {
  async ping(m: EntityManager): Promise<void> {
    await m.query('SELECT 1');
  }

  /** The names of the migrations the database has applied. */
  async appliedMigrations(m: EntityManager): Promise<Set<string>> {
    const rows: { name: string }[] = await m.query('SELECT name FROM typeorm_migrations');
    return new Set(rows.map((row) => row.name));
  }
}
