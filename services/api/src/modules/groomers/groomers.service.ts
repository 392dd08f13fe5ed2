import { Injectable } from '@nestjs/common';
import type { Groomer } from '@groombook/contracts';
import { affectedRows } from '../../core/database/sql';
import { ApiException } from '../../core/http/api.exception';
import { TenantDb } from '../../core/tenancy/tenant-db';

export const GROOMER_HAS_APPOINTMENTS = 'This groomer has appointments. Reassign or delete them first.';
const groomerNotFound = () => ApiException.notFound('Groomer not found');

/** A company's groomers (the API's "assignees"). */
@Injectable()
export class GroomersService {
  constructor(private readonly db: TenantDb) {}

  list(companyId: string): Promise<Groomer[]> {
    return this.db.forCompany(companyId, (m) =>
      m.query('SELECT id, name FROM groomers WHERE company_id = $1 ORDER BY name, created_at', [companyId]),
    ) as Promise<Groomer[]>;
  }

  async create(companyId: string, name: string): Promise<Groomer> {
    const [row] = (await this.db.forCompany(companyId, (m) =>
      m.query('INSERT INTO groomers (company_id, name) VALUES ($1, $2) RETURNING id, name', [companyId, name.trim()]),
    )) as Groomer[];
    if (!row) throw new Error('Insert returned no row');
    return row;
  }

  async rename(companyId: string, id: string, name: string): Promise<Groomer> {
    const [rows] = (await this.db.forCompany(companyId, (m) =>
      m.query('UPDATE groomers SET name = $3 WHERE company_id = $1 AND id = $2 RETURNING id, name', [companyId, id, name.trim()]),
    )) as [Groomer[], number];
    if (!rows[0]) throw groomerNotFound();
    return rows[0];
  }

  /**
   * A groomer with appointments is not deleted: their appointments would lose their
   * groomer silently. The caller hears why (409) and nothing changes.
   */
  async remove(companyId: string, id: string): Promise<void> {
    await this.db.forCompany(companyId, async (m) => {
      const [busy] = (await m.query('SELECT 1 FROM appointments WHERE company_id = $1 AND groomer_id = $2 LIMIT 1', [companyId, id])) as unknown[];
      if (busy) throw new ApiException(409, 'CONFLICT', GROOMER_HAS_APPOINTMENTS);
      if (!affectedRows(await m.query('DELETE FROM groomers WHERE company_id = $1 AND id = $2', [companyId, id]))) throw groomerNotFound();
    });
  }
}
