import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { selectRow } from '../database/rows';
import { TenantDb } from '../tenancy/tenant-db';

const offsetRowSchema = z.object({ offset_ms: z.coerce.number() });

/** The development clock's one row: the offset from the real time every process reads. */
@Injectable()
export class DevClockRepository {
  constructor(private readonly db: TenantDb) {}

  async replace(offsetMs: number): Promise<void> {
    await this.db.platform(async (m) => {
      await m.query('DELETE FROM dev_clock');
      await m.query('INSERT INTO dev_clock (offset_ms) VALUES ($1)', [offsetMs]);
    });
  }

  /** The stored offset, 0 when none is stored. */
  async offsetMs(): Promise<number> {
    const row = await this.db.platform((m) => selectRow(m, offsetRowSchema, 'SELECT offset_ms FROM dev_clock LIMIT 1', []));
    return row?.offset_ms ?? 0;
  }
}
