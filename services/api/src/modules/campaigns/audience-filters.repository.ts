import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { audienceFilterRuleSchema, type AudienceFilter, type AudienceFilterRule } from '@groombook/contracts';
import { selectRow, selectRows, writeReturning } from '../../core/database/rows';
import { audienceFilterConditions } from './audience-filter-sql';

const filterRowSchema = z
  .object({ id: z.string(), name: z.string(), rule: audienceFilterRuleSchema, created_at: z.date(), updated_at: z.date() })
  .transform((row): AudienceFilter => ({ ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() }));
const candidateRowSchema = z.object({ customer_id: z.string(), phone_e164: z.string() });
const idRowSchema = z.object({ id: z.string() });
const COLUMNS = 'id, name, rule, created_at, updated_at';

/** Every query of `audience_filters`, and the customers a filter keeps. */
@Injectable()
export class AudienceFiltersRepository {
  list(m: EntityManager, companyId: string): Promise<AudienceFilter[]> {
    return selectRows(m, filterRowSchema, `SELECT ${COLUMNS} FROM audience_filters WHERE company_id = $1 ORDER BY lower(name), id`, [companyId]);
  }

  find(m: EntityManager, companyId: string, id: string): Promise<AudienceFilter | undefined> {
    return selectRow(m, filterRowSchema, `SELECT ${COLUMNS} FROM audience_filters WHERE company_id = $1 AND id = $2`, [companyId, id]);
  }

  async insert(m: EntityManager, companyId: string, filter: { name: string; rule: AudienceFilterRule }, now: Date): Promise<AudienceFilter> {
    const [row] = await writeReturning(
      m,
      filterRowSchema,
      `INSERT INTO audience_filters (company_id, name, rule, created_at, updated_at) VALUES ($1, $2, $3, $4, $4) RETURNING ${COLUMNS}`,
      [companyId, filter.name, JSON.stringify(filter.rule), now],
    );
    if (!row) throw new Error('INSERT INTO audience_filters returned no row');
    return row;
  }

  async update(m: EntityManager, companyId: string, id: string, filter: { name: string; rule: AudienceFilterRule }, now: Date): Promise<AudienceFilter | undefined> {
    const [row] = await writeReturning(
      m,
      filterRowSchema,
      `UPDATE audience_filters SET name = $3, rule = $4, updated_at = $5 WHERE company_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
      [companyId, id, filter.name, JSON.stringify(filter.rule), now],
    );
    return row;
  }

  async delete(m: EntityManager, companyId: string, id: string): Promise<boolean> {
    return (await writeReturning(m, idRowSchema, 'DELETE FROM audience_filters WHERE company_id = $1 AND id = $2 RETURNING id', [companyId, id])).length > 0;
  }

  /** The company's customers with a number whom `rule` keeps (`today` the company's date), by id. */
  async candidates(m: EntityManager, companyId: string, rule: AudienceFilterRule, today: string): Promise<{ customerId: string; phoneE164: string }[]> {
    const { conditions, params } = audienceFilterConditions(rule, today, 2);
    const rows = await selectRows(
      m,
      candidateRowSchema,
      `SELECT c.id AS customer_id, c.phone_e164 FROM customers c
       WHERE c.company_id = $1 AND c.phone_e164 IS NOT NULL${conditions.map((condition) => ` AND ${condition}`).join('')}
       ORDER BY c.id`,
      [companyId, ...params],
    );
    return rows.map((row) => ({ customerId: row.customer_id, phoneE164: row.phone_e164 }));
  }
}
