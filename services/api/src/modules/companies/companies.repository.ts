import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { selectRow, selectRows, writeReturning } from '../../core/database/rows';
import { affectedRows } from '../../core/database/sql';

/** A company as the super admins' list shows it, with how many users it has. */
const companyRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  user_count: z.number(),
  created_at: z.date(),
});
export type CompanyRow = z.infer<typeof companyRowSchema>;

const publicNameRowSchema = companyRowSchema.pick({ id: true, name: true });
const idRowSchema = companyRowSchema.pick({ id: true });

const SELECT_COMPANY = `
  SELECT c.id, c.name, c.status, c.created_at,
         (SELECT count(*)::int FROM users u WHERE u.company_id = c.id) AS user_count
  FROM companies c`;

/** Every query of `companies`, the tenants. */
@Injectable()
export class CompaniesRepository {
  /** Newest first. */
  list(m: EntityManager): Promise<CompanyRow[]> {
    return selectRows(m, companyRowSchema, `${SELECT_COMPANY} ORDER BY c.created_at DESC, c.name`);
  }

  findById(m: EntityManager, id: string): Promise<CompanyRow | undefined> {
    return selectRow(m, companyRowSchema, `${SELECT_COMPANY} WHERE c.id = $1`, [id]);
  }

  findPublicName(m: EntityManager, id: string): Promise<{ id: string; name: string } | undefined> {
    return selectRow(m, publicNameRowSchema, 'SELECT id, name FROM companies WHERE id = $1', [id]);
  }

  async exists(m: EntityManager, id: string): Promise<boolean> {
    return (await selectRow(m, idRowSchema, 'SELECT id FROM companies WHERE id = $1', [id])) !== undefined;
  }

  /** The new company's id. */
  async insert(m: EntityManager, name: string): Promise<string> {
    const [row] = await writeReturning(m, idRowSchema, 'INSERT INTO companies (name) VALUES ($1) RETURNING id', [name]);
    if (!row) throw new Error('The database did not store the company');
    return row.id;
  }

  /** False when no company has this id. */
  async rename(m: EntityManager, id: string, name: string): Promise<boolean> {
    return affectedRows(await m.query('UPDATE companies SET name = $1 WHERE id = $2', [name, id])) > 0;
  }
}
