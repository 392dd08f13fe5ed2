import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import type { Groomer } from '@groombook/contracts';
import { selectRow, selectRows, writeReturning } from '../../core/database/rows';
import { affectedRows } from '../../core/database/sql';

/** A row of `groomers` as the API answers it. */
const groomerRowSchema = z.object({ id: z.string(), name: z.string() });
const idRowSchema = z.object({ id: z.string() });
const foundRowSchema = z.object({ found: z.number() });

/**
 * Every query of `groomers`. Each method runs in the caller's transaction (a
 * `TenantDb.forCompany` manager, so row-level security holds) and names the company too.
 */
@Injectable()
export class GroomersRepository {
  /** By name, then by when they were added. */
  list(m: EntityManager, companyId: string): Promise<Groomer[]> {
    return selectRows(m, groomerRowSchema, 'SELECT id, name FROM groomers WHERE company_id = $1 ORDER BY name, created_at', [companyId]);
  }

  async exists(m: EntityManager, companyId: string, id: string): Promise<boolean> {
    return (await selectRow(m, foundRowSchema, 'SELECT 1 AS found FROM groomers WHERE company_id = $1 AND id = $2', [companyId, id])) !== undefined;
  }

  /** Whether any appointment names the groomer (the database refuses to delete such a groomer). */
  async hasAppointments(m: EntityManager, companyId: string, id: string): Promise<boolean> {
    const row = await selectRow(m, foundRowSchema, 'SELECT 1 AS found FROM appointments WHERE company_id = $1 AND groomer_id = $2 LIMIT 1', [companyId, id]);
    return row !== undefined;
  }

  /** Whether the groomer holds a share of an appointment's tip (the database refuses to delete such a groomer too). */
  async hasTipShares(m: EntityManager, companyId: string, id: string): Promise<boolean> {
    const row = await selectRow(m, foundRowSchema, 'SELECT 1 AS found FROM appointment_tips WHERE company_id = $1 AND groomer_id = $2 LIMIT 1', [companyId, id]);
    return row !== undefined;
  }

  async insert(m: EntityManager, companyId: string, name: string): Promise<Groomer> {
    const [row] = await writeReturning(m, groomerRowSchema, 'INSERT INTO groomers (company_id, name) VALUES ($1, $2) RETURNING id, name', [
      companyId,
      name,
    ]);
    if (!row) throw new Error('Insert returned no row');
    return row;
  }

  /** Many groomers in one statement (demo data); their ids. */
  async insertMany(m: EntityManager, companyId: string, names: readonly string[]): Promise<string[]> {
    const rows = await writeReturning(m, idRowSchema, 'INSERT INTO groomers (company_id, name) SELECT $1, unnest($2::text[]) RETURNING id', [
      companyId,
      names,
    ]);
    return rows.map((row) => row.id);
  }

  /** The groomer renamed, or undefined when there was no such groomer. */
  async rename(m: EntityManager, companyId: string, id: string, name: string): Promise<Groomer | undefined> {
    const [row] = await writeReturning(m, groomerRowSchema, 'UPDATE groomers SET name = $3 WHERE company_id = $1 AND id = $2 RETURNING id, name', [
      companyId,
      id,
      name,
    ]);
    return row;
  }

  /** False when there was no such groomer. */
  async delete(m: EntityManager, companyId: string, id: string): Promise<boolean> {
    return affectedRows(await m.query('DELETE FROM groomers WHERE company_id = $1 AND id = $2', [companyId, id])) > 0;
  }
}
