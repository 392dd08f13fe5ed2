import { infiniteQueryOptions } from '@tanstack/react-query';
import { auditTrailResponseSchema, type AuditTrailEntry } from '@groombook/contracts';
import { apiRequest, unwrap } from './client';

/** Entries per page of the audit log. */
export const AUDIT_LOG_PAGE_SIZE = 50;

export interface AuditLogFilter {
  /** One company's entries; left out, every company's and the platform's. */
  companyId?: string;
  /** Entries whose target has this id, or whose email or name holds these words. */
  target?: string;
}

export interface AuditLogPageQuery extends AuditLogFilter {
  /** The created_at of the last entry already shown: the page holds older entries. */
  before?: string;
  limit?: number;
  signal?: AbortSignal;
}

export const auditLogKeys = {
  all: ['audit-log'] as const,
  list: (filter: AuditLogFilter) => ['audit-log', filter.companyId ?? 'all', filter.target ?? ''] as const,
};

/** GET /api/audit-log/entries (super admins): what super admins wrote, read while acting, and read of the development helpers, newest first. */
export function getAuditLog({ companyId, target, before, limit = AUDIT_LOG_PAGE_SIZE, signal }: AuditLogPageQuery = {}) {
  return apiRequest('/api/audit-log/entries', {
    query: { company_id: companyId, target: target || undefined, before, limit },
    schema: auditTrailResponseSchema,
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
    queryFn: async ({ pageParam, signal }): Promise<AuditTrailEntry[]> =>
      (await unwrap(getAuditLog({ companyId: filter.companyId, target: filter.target, before: pageParam, signal }))).data.entries,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => (lastPage.length < AUDIT_LOG_PAGE_SIZE ? undefined : lastPage.at(-1)?.created_at),
  });
}
