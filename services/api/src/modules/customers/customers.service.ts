import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Customer } from '@groombook/contracts';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { affectedRows, likePattern } from '../../core/database/sql';
import { ApiException } from '../../core/http/api.exception';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { ConflictCacheWarmer } from '../conflicts/conflict-cache-warmer';
import { distinctMonths } from '../conflicts/conflict-cache';
import { toE164 } from './phone';

interface CustomerRow {
  id: string;
  name: string | null;
  phone_number: string | null;
  phone_e164: string | null;
  notes: string | null;
  created_at: Date;
}

export interface CustomerFields {
  name?: string | null;
  phone_number?: string | null;
  notes?: string | null;
}

const COLUMNS = 'id, name, phone_number, phone_e164, notes, created_at';
const toCustomer = (row: CustomerRow): Customer => ({ ...row, created_at: row.created_at.toISOString() });
const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() ? value.trim() : null);
export const customerNotFound = () => ApiException.notFound('Customer not found');

/** A company's customers. Every query runs under the company's row-level security and names it too. */
@Injectable()
export class CustomersService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: TenantDb,
    private readonly conflictCache: ConflictCacheWarmer,
  ) {}

  async list(companyId: string, search: string | undefined): Promise<Customer[]> {
    const term = search?.trim();
    const rows = (await this.db.forCompany(companyId, (m) =>
      term
        ? m.query(
            `SELECT ${COLUMNS} FROM customers
             WHERE company_id = $1 AND (name ILIKE $2 OR phone_number ILIKE $2)
             ORDER BY name NULLS LAST, created_at`,
            [companyId, likePattern(term)],
          )
        : m.query(`SELECT ${COLUMNS} FROM customers WHERE company_id = $1 ORDER BY name NULLS LAST, created_at`, [companyId]),
    )) as CustomerRow[];
    return rows.map(toCustomer);
  }

  async count(companyId: string): Promise<number> {
    const [row] = (await this.db.forCompany(companyId, (m) =>
      m.query('SELECT count(*)::int AS n FROM customers WHERE company_id = $1', [companyId]),
    )) as { n: number }[];
    return row?.n ?? 0;
  }

  async create(companyId: string, fields: CustomerFields): Promise<Customer> {
    const name = blankToNull(fields.name) ?? null;
    const phone = blankToNull(fields.phone_number) ?? null;
    const notes = blankToNull(fields.notes) ?? null;
    if (name === null && phone === null && notes === null) {
      throw ApiException.badRequest('Give at least a name, a phone number or notes');
    }
    const [row] = (await this.db.forCompany(companyId, (m) =>
      m.query(
        `INSERT INTO customers (company_id, name, phone_number, phone_e164, notes) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
        [companyId, name, phone, toE164(phone, this.config.defaultPhoneRegion), notes],
      ),
    )) as CustomerRow[];
    if (!row) throw new Error('Insert returned no row');
    return toCustomer(row);
  }

  /** Fields left out keep their value. */
  async update(companyId: string, id: string, fields: CustomerFields): Promise<Customer> {
    return this.db.forCompany(companyId, async (m) => {
      const current = await this.find(m, companyId, id);
      const name = blankToNull(fields.name);
      const phone = blankToNull(fields.phone_number);
      const notes = blankToNull(fields.notes);
      const nextPhone = phone === undefined ? current.phone_number : phone;
      const [rows] = (await m.query(
        `UPDATE customers SET name = $3, phone_number = $4, phone_e164 = $5, notes = $6
         WHERE company_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
        [
          companyId,
          id,
          name === undefined ? current.name : name,
          nextPhone,
          toE164(nextPhone, this.config.defaultPhoneRegion),
          notes === undefined ? current.notes : notes,
        ],
      )) as [CustomerRow[], number];
      return toCustomer(rows[0] ?? current);
    });
  }

  /** The customer and all their appointments, in one transaction. */
  async remove(companyId: string, id: string): Promise<{ appointments: number }> {
    const dates = await this.db.forCompany(companyId, async (m) => {
      const [rows] = (await m.query(
        "DELETE FROM appointments WHERE company_id = $1 AND customer_id = $2 RETURNING to_char(date, 'YYYY-MM-DD') AS date",
        [companyId, id],
      )) as [{ date: string }[], number];
      const deleted = affectedRows(await m.query('DELETE FROM customers WHERE company_id = $1 AND id = $2', [companyId, id]));
      if (!deleted) throw customerNotFound();
      return rows.map((row) => row.date);
    });
    // Their appointments left the months' conflict maps too.
    await this.conflictCache.refresh(companyId, distinctMonths(dates));
    return { appointments: dates.length };
  }

  async find(m: EntityManager, companyId: string, id: string): Promise<CustomerRow> {
    const [row] = (await m.query(`SELECT ${COLUMNS} FROM customers WHERE company_id = $1 AND id = $2`, [companyId, id])) as CustomerRow[];
    if (!row) throw customerNotFound();
    return row;
  }
}
