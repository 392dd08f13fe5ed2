import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { auditEntrySchema, type AuditEntry } from '@groombook/contracts';
import { selectRows } from '../database/rows';

export interface AuditRecord {
  actorId: string;
  companyId: string;
  method: string;
  path: string;
  status: number;
  /** When the request arrived, in milliseconds since the epoch (fractions kept to the microsecond). */
  receivedAt: number;
}

/** Every query of `audit_log`, a platform table (no company's request role reads it). */
@Injectable()
export class AuditLogRepository {
  async insert(m: EntityManager, record: AuditRecord): Promise<void> {
    await m.query(
      'INSERT INTO audit_log (actor_id, company_id, method, path, status, created_at) VALUES ($1, $2, $3, $4, $5, to_timestamp($6::float8 / 1000))',
      [record.actorId, record.companyId, record.method, record.path, record.status, record.receivedAt],
    );
  }

  /**
   * Newest first, with who and which company by name; `before` (an entry's created_at) pages
   * on to older ones. Times are written with their microseconds, so that `before` matches
   * the entry it was taken from exactly.
   */
  list(m: EntityManager, filter: { companyId?: string; before?: string; limit: number }): Promise<AuditEntry[]> {
    return selectRows(
      m,
      auditEntrySchema,
      `SELECT a.id, a.actor_id, u.email AS actor_email, a.company_id, c.name AS company_name, a.method, a.path, a.status,
              to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at
       FROM audit_log a JOIN users u ON u.id = a.actor_id JOIN companies c ON c.id = a.company_id
       WHERE ($1::uuid IS NULL OR a.company_id = $1) AND ($2::timestamptz IS NULL OR a.created_at < $2)
       ORDER BY a.created_at DESC, a.id DESC
       LIMIT $3`,
      [filter.companyId ?? null, filter.before ?? null, filter.limit],
    );
  }
}
