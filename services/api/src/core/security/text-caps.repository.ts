import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { selectRow } from '../database/rows';

export type TextCap = 'company' | 'platform';

const countsRowSchema = z.object({ company: z.coerce.number(), platform: z.coerce.number() });

/** Every query of `sms_cap_refusals` (platform): the opt-ins the caps on confirmation texts refused. */
@Injectable()
export class TextCapsRepository {
  async recordRefusal(m: EntityManager, companyId: string, cap: TextCap): Promise<void> {
    await m.query('INSERT INTO sms_cap_refusals (company_id, cap) VALUES ($1, $2)', [companyId, cap]);
  }

  async refusalsSince(m: EntityManager, since: Date): Promise<{ company: number; platform: number }> {
    const row = await selectRow(
      m,
      countsRowSchema,
      `SELECT count(*) FILTER (WHERE cap = 'company') AS company, count(*) FILTER (WHERE cap = 'platform') AS platform
       FROM sms_cap_refusals WHERE created_at >= $1`,
      [since],
    );
    return row ?? { company: 0, platform: 0 };
  }
}
