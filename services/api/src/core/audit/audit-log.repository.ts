import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { auditEntrySchema, auditTrailEntrySchema, type AuditEntry, type AuditTargetType, type AuditTrailEntry } from '@groombook/contracts';
import { selectRows } from '../database/rows';

export interface AuditRecord {
  actorId: string;
  /** The company whose data the request touched; null for the platform's own. */
  companyId: string | null;
  /** The company named in X-Company-Id, when the request was made acting in one. */
  actingCompanyId: string | null;
  /** The access-policy entry of the route. */
  action: string | null;
  target: { type: AuditTargetType; id: string; label: string | null } | null;
  method: string;
  /** Without the query. */
  path: string;
  status: number;
  /** When the request arrived, in milliseconds since the epoch (fractions kept to the microsecond). */
  receivedAt: number;
}

export interface AuditFilter {
  companyId?: string;
  /** A target's id, or words of its email or name. */
  target?: string;
  before?: string;
  limit: number;
}

/** `%`, `_` and `\` match themselves in an ILIKE pattern built from a person's words. */
const likeWords = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Newest first, with who and which companies by name; `before` (an entry's created_at) pages
 * on to older ones. Times are written with their microseconds, so that `before` matches the
 * entry it was taken from exactly.
 */
const LIST = `
  SELECT a.id, a.actor_id, u.email AS actor_email, a.company_id, c.name AS company_name,
         a.acting_company_id, ac.name AS acting_company_name, a.action, a.target_type, a.target_id::text AS target_id, a.target_label,
         a.method, a.path, a.status,
         to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at
  FROM audit_log a
  JOIN users u ON u.id = a.actor_id
  LEFT JOIN companies c ON c.id = a.company_id
  LEFT JOIN companies ac ON ac.id = a.acting_company_id
  WHERE ($1::uuid IS NULL OR a.company_id = $1)
    AND ($2::timestamptz IS NULL OR a.created_at < $2)
    AND ($4::text IS NULL OR a.target_id::text = lower($4) OR a.target_label ILIKE $5)
    AND (NOT $6::boolean OR a.company_id IS NOT NULL)
  ORDER BY a.created_at DESC, a.id DESC
  LIMIT $3`;

/** Every query of `audit_log`, a platform table (no company's request role reads it). */
@Injectable()
export class AuditLogRepository {
  async insert(m: EntityManager, record: AuditRecord): Promise<void> {
    await m.query(
      `INSERT INTO audit_log (actor_id, company_id, acting_company_id, action, target_type, target_id, target_label, method, path, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, to_timestamp($11::float8 / 1000))`,
      [
        record.actorId,
        record.companyId,
        record.actingCompanyId,
        record.action,
        record.target?.type ?? null,
        record.target?.id ?? null,
        record.target?.label ?? null,
        record.method,
        record.path,
        record.status,
        record.receivedAt,
      ],
    );
  }

  list(m: EntityManager, filter: AuditFilter): Promise<AuditTrailEntry[]> {
    return selectRows(m, auditTrailEntrySchema, LIST, params(filter, false));
  }

  /** Only the entries of a company (the answer of GET /api/audit-log, whose entries always name one). */
  listOfCompanies(m: EntityManager, filter: AuditFilter): Promise<AuditEntry[]> {
    return selectRows(m, auditEntrySchema, LIST, params(filter, true));
  }
}

function params(filter: AuditFilter, companiesOnly: boolean): unknown[] {
  const target = filter.target ?? null;
  return [filter.companyId ?? null, filter.before ?? null, filter.limit, target, target === null ? null : likeWords(target), companiesOnly];
}
