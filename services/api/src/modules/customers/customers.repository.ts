import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import type { Customer } from '@groombook/contracts';
import { column } from '../../core/database/columns';
import { selectRow, selectRows, writeReturning, type RowReader } from '../../core/database/rows';
import { affectedRows, likePattern, onKeptPlan } from '../../core/database/sql';
import { searchPatternKeys } from './search-keys';

/**
 * A row of `customers`, reaching callers as the API answers it (created_at as ISO text). Read by
 * hand (a search answers many rows, and a zod schema's checks cost several times the mapping).
 */
const customerRow: RowReader<Customer> = (row) => ({
  id: column.text(row, 'id'),
  name: column.textOrNull(row, 'name'),
  phone_number: column.textOrNull(row, 'phone_number'),
  phone_e164: column.textOrNull(row, 'phone_e164'),
  notes: column.textOrNull(row, 'notes'),
  created_at: column.timestamp(row, 'created_at'),
});
const COLUMNS = 'id, name, phone_number, phone_e164, notes, created_at';

const idRowSchema = z.object({ id: z.string() });
const idDateRowSchema = z.object({ id: z.string(), date: z.string() });
const countRowSchema = z.object({ n: z.number() });
const foundRowSchema = z.object({ found: z.number() });
const holderRowSchema = z.object({ id: z.string(), name: z.string().nullable() });

/** The columns a customer write sets (the E.164 form computed by the caller). */
export interface CustomerValues {
  name: string | null;
  phone_number: string | null;
  phone_e164: string | null;
  notes: string | null;
}

const ORDER = 'ORDER BY name NULLS LAST, created_at';

/**
 * $1 the company, $2 the search as an ILIKE pattern, $3 the phone digits as a LIKE pattern, $4 and
 * $5 the two as typed, $6 and $7 their keys when made here (`searchPatternKeys`; null leaves them to
 * the database's `customer_search_pattern_keys`). On the plan its connection keeps: a plan made for
 * each search's values costs more to make than the search to run, and may read the company's every
 * row by a table scan, testing each one's keys, for a search as wide as 'a'.
 */
const SEARCH_SQL = onKeptPlan(`SELECT ${COLUMNS} FROM tenant_customers
  WHERE (customer_search_keys(company_id, name, phone_number, phone_e164) @> coalesce($6::text[], customer_search_pattern_keys($1, $4))
         OR customer_search_keys(company_id, name, phone_number, phone_e164) @> coalesce($7::text[], customer_search_pattern_keys($1, $5)))
    AND (name ILIKE $2 OR phone_number ILIKE $2 OR phone_e164 LIKE $3)
  ${ORDER}`);

/**
 * Every query of `customers`. Each method runs in the caller's transaction (a
 * `TenantDb.forCompany` manager, so row-level security holds) and names the company too.
 */
@Injectable()
export class CustomersRepository {
  /**
   * By name (the unnamed last), then by when they were added; `search` matches anywhere in
   * the name or phone as typed (ILIKE), and `phoneDigits` (the search read as a phone number)
   * anywhere in the E.164 number. A search reads `tenant_customers` (the transaction's company,
   * past row-level security, so Postgres can use `customers_search_keys_idx`): the company's
   * keys every match must have narrow what is read, and the patterns decide what matches (see
   * migration CustomerSearchKeys1763940000000). The company is named in the keys, not as
   * `company_id = $1`, which a plan kept for every company could answer from the company's
   * B-tree, reading a large salon's every customer.
   */
  list(m: EntityManager, companyId: string, search?: string, phoneDigits: string | null = null): Promise<Customer[]> {
    return search
      ? selectRows(m, customerRow, SEARCH_SQL, [
          companyId,
          likePattern(search),
          phoneDigits === null ? null : likePattern(phoneDigits),
          search,
          phoneDigits,
          searchPatternKeys(companyId, search),
          phoneDigits === null ? null : searchPatternKeys(companyId, phoneDigits),
        ])
      : selectRows(m, customerRow, `SELECT ${COLUMNS} FROM customers WHERE company_id = $1 ${ORDER}`, [companyId]);
  }

  /** The company's first customer (the earliest added) with this E.164 number, other than `exceptId`. */
  firstWithPhone(m: EntityManager, companyId: string, e164: string, exceptId: string | null): Promise<{ id: string; name: string | null } | undefined> {
    return selectRow(
      m,
      holderRowSchema,
      `SELECT id, name FROM customers WHERE company_id = $1 AND phone_e164 = $2 AND id IS DISTINCT FROM $3::uuid
       ORDER BY created_at, id LIMIT 1`,
      [companyId, e164, exceptId],
    );
  }

  async count(m: EntityManager, companyId: string): Promise<number> {
    const row = await selectRow(m, countRowSchema, 'SELECT count(*)::int AS n FROM customers WHERE company_id = $1', [companyId]);
    return row?.n ?? 0;
  }

  find(m: EntityManager, companyId: string, id: string): Promise<Customer | undefined> {
    return selectRow(m, customerRow, `SELECT ${COLUMNS} FROM customers WHERE company_id = $1 AND id = $2`, [companyId, id]);
  }

  async exists(m: EntityManager, companyId: string, id: string): Promise<boolean> {
    return (await selectRow(m, foundRowSchema, 'SELECT 1 AS found FROM customers WHERE company_id = $1 AND id = $2', [companyId, id])) !== undefined;
  }

  async insert(m: EntityManager, companyId: string, values: CustomerValues): Promise<Customer> {
    const [row] = await writeReturning(
      m,
      customerRow,
      `INSERT INTO customers (company_id, name, phone_number, phone_e164, notes) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [companyId, values.name, values.phone_number, values.phone_e164, values.notes],
    );
    if (!row) throw new Error('Insert returned no row');
    return row;
  }

  /** Many customers in one statement (demo data); their ids. */
  async insertMany(m: EntityManager, companyId: string, rows: CustomerValues[]): Promise<string[]> {
    const inserted = await writeReturning(
      m,
      idRowSchema,
      `INSERT INTO customers (company_id, name, phone_number, phone_e164, notes)
       SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[]) RETURNING id`,
      [companyId, rows.map((r) => r.name), rows.map((r) => r.phone_number), rows.map((r) => r.phone_e164), rows.map((r) => r.notes)],
    );
    return inserted.map((row) => row.id);
  }

  /** The customer as saved, or undefined when there was no such customer. */
  async update(m: EntityManager, companyId: string, id: string, values: CustomerValues): Promise<Customer | undefined> {
    const [row] = await writeReturning(
      m,
      customerRow,
      `UPDATE customers SET name = $3, phone_number = $4, phone_e164 = $5, notes = $6
       WHERE company_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
      [companyId, id, values.name, values.phone_number, values.phone_e164, values.notes],
    );
    return row;
  }

  /**
   * Deletes the customer; the database deletes their appointments with them (ON DELETE
   * CASCADE). Answers those appointments' ids and dates, locked and read first, or undefined
   * when there was no such customer.
   */
  async delete(m: EntityManager, companyId: string, id: string): Promise<{ id: string; date: string }[] | undefined> {
    const appointments = await selectRows(
      m,
      idDateRowSchema,
      "SELECT id, to_char(date, 'YYYY-MM-DD') AS date FROM appointments WHERE company_id = $1 AND customer_id = $2 FOR UPDATE",
      [companyId, id],
    );
    const deleted = affectedRows(await m.query('DELETE FROM customers WHERE company_id = $1 AND id = $2', [companyId, id])) > 0;
    return deleted ? appointments : undefined;
  }
}
