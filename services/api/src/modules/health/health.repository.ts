import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** The health check's one query: it touches no table, it only proves the database answers. */
@Injectable()
export class HealthRepository {
  async ping(m: EntityManager): Promise<void> {
    await m.query('SELECT 1');
  }
}
