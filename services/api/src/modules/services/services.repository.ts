import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import type { Service, serviceFieldsSchema } from '@groombook/contracts';
import { DOG_SIZES, SERVICE_KINDS, STARTING_SERVICES } from '@groombook/domain';
import { selectRow, selectRows, writeReturning } from '../../core/database/rows';
import { affectedRows } from '../../core/database/sql';

/** A menu entry's columns: numeric comes back as text, integers as numbers. */
const serviceRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(SERVICE_KINDS),
  price_small: z.string(),
  price_medium: z.string(),
  price_large: z.string(),
  price_extra_large: z.string(),
  duration_small: z.number(),
  duration_medium: z.number(),
  duration_large: z.number(),
  duration_extra_large: z.number(),
  active: z.boolean(),
  position: z.number(),
});
type ServiceRow = z.infer<typeof serviceRowSchema>;
const idRowSchema = z.object({ id: z.string() });

/** A menu entry as written: the validated fields, with its place in the list. */
export type ServiceValues = Omit<z.output<typeof serviceFieldsSchema>, 'position'> & { position: number };

const toService = (row: ServiceRow): Service => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  prices: { small: Number(row.price_small), medium: Number(row.price_medium), large: Number(row.price_large), extra_large: Number(row.price_extra_large) },
  durations: { small: row.duration_small, medium: row.duration_medium, large: row.duration_large, extra_large: row.duration_extra_large },
  active: row.active,
  position: row.position,
});

const COLUMNS = `id, name, kind, price_small::text, price_medium::text, price_large::text, price_extra_large::text,
  duration_small, duration_medium, duration_large, duration_extra_large, active, position`;
const ORDER = 'ORDER BY position, lower(name), id';

/** The written fields in the order of INSERT's columns after company_id ($2 on). */
const fieldValues = (fields: ServiceValues): unknown[] => [
  fields.name,
  fields.kind,
  ...DOG_SIZES.map((size) => fields.prices[size]),
  ...DOG_SIZES.map((size) => fields.durations[size]),
  fields.active,
  fields.position,
];

/** Every query of `services`, a company's menu. Each method runs in the caller's transaction. */
@Injectable()
export class ServicesRepository {
  async list(m: EntityManager, companyId: string, activeOnly: boolean): Promise<Service[]> {
    const rows = await selectRows(
      m,
      serviceRowSchema,
      `SELECT ${COLUMNS} FROM services WHERE company_id = $1 ${activeOnly ? 'AND active' : ''} ${ORDER}`,
      [companyId],
    );
    return rows.map(toService);
  }

  async find(m: EntityManager, companyId: string, id: string): Promise<Service | undefined> {
    const row = await selectRow(m, serviceRowSchema, `SELECT ${COLUMNS} FROM services WHERE company_id = $1 AND id = $2`, [companyId, id]);
    return row && toService(row);
  }

  /** Those of `ids` that are the company's own entries (active or not). */
  async findMany(m: EntityManager, companyId: string, ids: readonly string[]): Promise<Service[]> {
    const rows = await selectRows(m, serviceRowSchema, `SELECT ${COLUMNS} FROM services WHERE company_id = $1 AND id = ANY($2::uuid[])`, [companyId, ids]);
    return rows.map(toService);
  }

  /** Whether another entry than `exceptId` has this name, whatever its case. */
  async nameTaken(m: EntityManager, companyId: string, name: string, exceptId: string | null): Promise<boolean> {
    const row = await selectRow(
      m,
      idRowSchema,
      'SELECT id FROM services WHERE company_id = $1 AND lower(name) = lower($2) AND ($3::uuid IS NULL OR id <> $3::uuid)',
      [companyId, name, exceptId],
    );
    return row !== undefined;
  }

  /** The position after the last entry. */
  async nextPosition(m: EntityManager, companyId: string): Promise<number> {
    const row = await selectRow(m, z.object({ next: z.number() }), 'SELECT coalesce(max(position), 0)::int + 1 AS next FROM services WHERE company_id = $1', [companyId]);
    return row?.next ?? 1;
  }

  async insert(m: EntityManager, companyId: string, fields: ServiceValues): Promise<string> {
    const [row] = await writeReturning(
      m,
      idRowSchema,
      `INSERT INTO services (company_id, name, kind, price_small, price_medium, price_large, price_extra_large,
                             duration_small, duration_medium, duration_large, duration_extra_large, active, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
      [companyId, ...fieldValues(fields)],
    );
    if (!row) throw new Error('The database did not store the service');
    return row.id;
  }

  /** False when the company has no such entry. */
  async update(m: EntityManager, companyId: string, id: string, fields: ServiceValues): Promise<boolean> {
    const result: unknown = await m.query(
      `UPDATE services SET name = $3, kind = $4, price_small = $5, price_medium = $6, price_large = $7, price_extra_large = $8,
              duration_small = $9, duration_medium = $10, duration_large = $11, duration_extra_large = $12, active = $13,
              position = $14, updated_at = now()
       WHERE company_id = $1 AND id = $2`,
      [companyId, id, ...fieldValues(fields)],
    );
    return affectedRows(result) > 0;
  }

  /** False when the company has no such entry. The lines naming it keep their copy (their service_id becomes null). */
  async delete(m: EntityManager, companyId: string, id: string): Promise<boolean> {
    const rows = await writeReturning(m, idRowSchema, 'DELETE FROM services WHERE company_id = $1 AND id = $2 RETURNING id', [companyId, id]);
    return rows.length > 0;
  }

  /** A new company's menu: the starting baths, each size at one price, 90 minutes. */
  async insertStarting(m: EntityManager, companyId: string): Promise<void> {
    await m.query(
      `INSERT INTO services (company_id, name, kind, price_small, price_medium, price_large, price_extra_large,
                             duration_small, duration_medium, duration_large, duration_extra_large, position)
       SELECT $1, s.name, 'service', s.price, s.price, s.price, s.price, 90, 90, 90, 90, s.position
       FROM unnest($2::text[], $3::numeric[]) WITH ORDINALITY AS s(name, price, position)`,
      [companyId, STARTING_SERVICES.map((s) => s.name), STARTING_SERVICES.map((s) => s.price)],
    );
  }
}
