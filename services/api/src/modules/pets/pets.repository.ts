import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { DOG_SIZES, USUAL_DURATION_SAMPLE, type DogSize } from '@groombook/domain';
import type { PetVaccination } from '@groombook/contracts';
import { selectRow, selectRows, writeReturning } from '../../core/database/rows';
import { affectedRows } from '../../core/database/sql';

/** A row of `pets` as pg hands it back (numeric as text, jsonb parsed, timestamps as Date). */
const petRowSchema = z
  .object({
    id: z.string(),
    customer_id: z.string(),
    name: z.string(),
    breed: z.string().nullable(),
    weight_kg: z.string().nullable(),
    size: z.enum(DOG_SIZES).nullable(),
    coat: z.string().nullable(),
    temperament: z.string().nullable(),
    notes: z.string().nullable(),
    vaccinations: z.array(z.object({ name: z.string(), expires_on: z.string() })),
    created_at: z.date(),
    updated_at: z.date(),
    /** Durations of its latest past appointments, latest first (the list only). */
    recent_durations: z.array(z.number()).optional(),
  })
  .transform((row) => ({
    ...row,
    weight_kg: row.weight_kg === null ? null : Number(row.weight_kg),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    recent_durations: row.recent_durations ?? [],
  }));
export type PetRow = z.output<typeof petRowSchema>;

const COLUMNS = 'id, customer_id, name, breed, weight_kg, size, coat, temperament, notes, vaccinations, created_at, updated_at';
const foundRowSchema = z.object({ found: z.number() });

/** The columns a pet write sets. */
export interface PetValues {
  customer_id: string;
  name: string;
  breed: string | null;
  weight_kg: number | null;
  size: DogSize | null;
  coat: string | null;
  temperament: string | null;
  notes: string | null;
  vaccinations: PetVaccination[];
}

const valuesParams = (v: PetValues) => [v.customer_id, v.name, v.breed, v.weight_kg, v.coat, v.temperament, v.notes, JSON.stringify(v.vaccinations), v.size];

/**
 * Every query of `pets`. Each method runs in the caller's transaction (a `TenantDb.forCompany`
 * manager, so row-level security holds) and names the company too.
 */
@Injectable()
export class PetsRepository {
  /**
   * A customer's pets by name, each with the durations of its latest past appointments
   * (before `today`, the company's day), latest first. An appointment is the pet's when it is
   * its customer's and its dog name is the pet's name, ignoring case and surrounding spaces:
   * appointments carry the dog's name, not a pet id, so the appointments booked before the pet
   * was recorded count too. The customer's appointments index bounds the scan.
   */
  listForCustomer(m: EntityManager, companyId: string, customerId: string, today: string): Promise<PetRow[]> {
    return selectRows(
      m,
      petRowSchema,
      `SELECT ${COLUMNS},
         ARRAY(SELECT a.duration_minutes FROM appointments a
                WHERE a.company_id = p.company_id AND a.customer_id = p.customer_id
                  AND lower(btrim(a.dog_name)) = lower(p.name) AND a.date < $3::date
                ORDER BY a.date DESC, a.time DESC NULLS LAST
                LIMIT ${USUAL_DURATION_SAMPLE}) AS recent_durations
       FROM pets p WHERE p.company_id = $1 AND p.customer_id = $2
       ORDER BY lower(p.name), p.created_at`,
      [companyId, customerId, today],
    );
  }

  find(m: EntityManager, companyId: string, id: string): Promise<PetRow | undefined> {
    return selectRow(m, petRowSchema, `SELECT ${COLUMNS} FROM pets WHERE company_id = $1 AND id = $2`, [companyId, id]);
  }

  async customerExists(m: EntityManager, companyId: string, customerId: string): Promise<boolean> {
    const row = await selectRow(m, foundRowSchema, 'SELECT 1 AS found FROM customers WHERE company_id = $1 AND id = $2', [companyId, customerId]);
    return row !== undefined;
  }

  async insert(m: EntityManager, companyId: string, values: PetValues): Promise<PetRow> {
    const [row] = await writeReturning(
      m,
      petRowSchema,
      `INSERT INTO pets (company_id, customer_id, name, breed, weight_kg, coat, temperament, notes, vaccinations, size)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10) RETURNING ${COLUMNS}`,
      [companyId, ...valuesParams(values)],
    );
    if (!row) throw new Error('Insert returned no row');
    return row;
  }

  /** The pet as saved, or undefined when there was no such pet. */
  async update(m: EntityManager, companyId: string, id: string, values: PetValues): Promise<PetRow | undefined> {
    const [row] = await writeReturning(
      m,
      petRowSchema,
      `UPDATE pets SET customer_id = $3, name = $4, breed = $5, weight_kg = $6, coat = $7, temperament = $8, notes = $9,
         vaccinations = $10::jsonb, size = $11, updated_at = now()
       WHERE company_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
      [companyId, id, ...valuesParams(values)],
    );
    return row;
  }

  /** False when there was no such pet. */
  async delete(m: EntityManager, companyId: string, id: string): Promise<boolean> {
    return affectedRows(await m.query('DELETE FROM pets WHERE company_id = $1 AND id = $2', [companyId, id])) > 0;
  }

  /** The company's day at `now`, in its time zone: what "past" means for its appointments. */
  async companyToday(m: EntityManager, companyId: string, now: Date): Promise<string> {
    const row = await selectRow(
      m,
      z.object({ today: z.string() }),
      "SELECT to_char(($2::timestamptz AT TIME ZONE time_zone)::date, 'YYYY-MM-DD') AS today FROM companies WHERE id = $1",
      [companyId, now.toISOString()],
    );
    if (!row) throw new Error('The company of the transaction was not found');
    return row.today;
  }
}
