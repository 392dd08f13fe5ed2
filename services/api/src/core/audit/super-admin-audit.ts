import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import type { AuditEntry, AuditTrailEntry } from '@groombook/contracts';
import type { AuditLogQuery, AuditTrailQuery } from '@groombook/contracts/platform';
import { loggableError } from '../logging/loggable-error';
import { TenantDb } from '../tenancy/tenant-db';
import { AuditLogRepository, type AuditRecord } from './audit-log.repository';

/** Longer paths are cut to this many characters: the log names the request, it does not archive it. */
const PATH_KEPT = 2000;

/**
 * The audit log of super admins (which requests are recorded: audit-hook.ts). Written after
 * the answer has gone; a failed write is logged, and never fails or delays the request. The
 * time is the request's arrival, not the write's: writes after the answer may commit in any
 * order, and the log lists requests in the order they came.
 */
@Injectable()
export class SuperAdminAudit implements BeforeApplicationShutdown {
  private readonly logger = new Logger('SuperAdminAudit');
  private readonly writing = new Set<Promise<void>>();

  constructor(
    private readonly db: TenantDb,
    private readonly log: AuditLogRepository,
  ) {}

  record(record: AuditRecord): void {
    // Bookkeeping: also after a read, whose own transactions refuse writes.
    const write = this.db
      .bookkeeping((m) => this.log.insert(m, { ...record, path: record.path.slice(0, PATH_KEPT) }))
      .catch((error: unknown) => this.logger.error({ err: loggableError(error) }, 'A super admin request was not written to the audit log'))
      .finally(() => this.writing.delete(write));
    this.writing.add(write);
  }

  /** The entries of a company, as GET /api/audit-log has always answered them (the platform's own left out). */
  list(query: AuditLogQuery): Promise<AuditEntry[]> {
    return this.db.platform((m) => this.log.listOfCompanies(m, { companyId: query.company_id, before: query.before, limit: query.limit }));
  }

  /** Every entry, the platform's own included, by company and by target. */
  trail(query: AuditTrailQuery): Promise<AuditTrailEntry[]> {
    return this.db.platform((m) =>
      this.log.list(m, { companyId: query.company_id, target: query.target || undefined, before: query.before, limit: query.limit }),
    );
  }

  /** The writes under way finish before the database closes. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all([...this.writing]);
  }
}
