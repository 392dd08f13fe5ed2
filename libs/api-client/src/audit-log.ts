import { infiniteQueryOptions } from '@tanstack/react-query';
import { auditLogResponseSchema, type AuditEntry } from '@groombook/contracts';
import { apiRequest, unwrap } from './client';

/** Entries per page of the audit log. */
export const AUDIT_LOG_PAGE_SIZE = 50;

export interface AuditLogFilter {
  /** One company's entries; left out, every company's. */
  companyId?: string;
}

export interface AuditLogPageQuery extends AuditLogFilter {
  /** The created_at of the last entry already shown: the page holds older entries. */
  before?: string;
  limit?: number;
  signal?: AbortSignal;
}

export const auditLogKeys = {
  all: ['audit-log'] as const,
  list: (filter: AuditLogFilter) => ['audit-log', filter.companyId ?? 'all'] as const,
};

/** GET /api/audit-log (super admins): the requests super admins made while acting in a company, newest first. */
export function getAuditLog({ companyId, before, limit = AUDIT_LOG_PAGE_SIZE, signal }: AuditLogPageQuery = {}) {
  return apiRequest('/api/audit-log', {
    query: { company_id: companyId, before, limit },
    schema: auditLogResponseSchema,
    signal,
  });
}

/**
 * The audit log a page at a time: each page starts after the last entry of the one before
 * it; a page shorter than AUDIT_LOG_PAGE_SIZE is the last.
 */
export function auditLogQueryOptions(filter: AuditLogFilter = {}) {
  return infiniteQueryOptions({
    queryKey: auditLogKeys.list(filter),
    queryFn: async ({ pageParam, signal }): Promise<AuditEntry[]> =>
      (await unwrap(getAuditLog({ companyId: filter.companyId, before: pageParam, signal }))).data.entries,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => (lastPage.length < AUDIT_LOG_PAGE_SIZE ? undefined : lastPage.at(-1)?.created_at),
  });
}
