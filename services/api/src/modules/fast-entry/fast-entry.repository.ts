import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { selectRow, selectRows } from '../../core/database/rows';

const companyRowSchema = z.object({
  customer_names_version: z.string(),
  time_zone: z.string(),
  groomers: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type FastEntryCompanyRow = z.infer<typeof companyRowSchema>;

const versionRowSchema = z.object({ customer_names_version: z.string() });
const customerNameRowSchema = z.object({ id: z.string(), name: z.string() });
const petNameRowSchema = z.object({ name: z.string() });

/**
 * What Fast Appointment Entry reads of `companies`, `groomers`, `customers` and `pets`: per request,
 * one statement for the company's time zone, its groomers and the version of its customers'
 * names; the names themselves only when that version moved.
 */
@Injectable()
export class FastEntryRepository {
  company(m: EntityManager, companyId: string): Promise<FastEntryCompanyRow | undefined> {
    return selectRow(
      m,
      companyRowSchema,
      `SELECT c.customer_names_version::text AS customer_names_version, c.time_zone,
              coalesce((SELECT json_agg(json_build_object('id', g.id, 'name', g.name) ORDER BY g.name, g.created_at)
                          FROM groomers g WHERE g.company_id = c.id), '[]'::json) AS groomers
         FROM companies c WHERE c.id = $1`,
      [companyId],
    );
  }

  /**
   * The company's named customers and the version they are at. The version is read first: a
   * change committed in between leaves names newer than their version, which the next request
   * loads again; never names older than it.
   */
  async customerNames(m: EntityManager, companyId: string): Promise<{ version: string; customers: { id: string; name: string }[] }> {
    const row = await selectRow(m, versionRowSchema, 'SELECT customer_names_version::text AS customer_names_version FROM companies WHERE id = $1', [companyId]);
    const customers = await selectRows(
      m,
      customerNameRowSchema,
      "SELECT id, name FROM customers WHERE company_id = $1 AND name IS NOT NULL AND btrim(name) <> '' ORDER BY created_at, id",
      [companyId],
    );
    return { version: row?.customer_names_version ?? '0', customers };
  }

  /** The names of one customer's pets, which a dog's name read from the sentence is matched against. */
  async petNames(m: EntityManager, companyId: string, customerId: string): Promise<string[]> {
    const rows = await selectRows(m, petNameRowSchema, 'SELECT name FROM pets WHERE company_id = $1 AND customer_id = $2 ORDER BY created_at, id', [
      companyId,
      customerId,
    ]);
    return rows.map((row) => row.name);
  }
}
