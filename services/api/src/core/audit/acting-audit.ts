import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import type { AuditEntry, AuditLogQuery } from '@groombook/contracts';
import { loggableError } from '../logging/loggable-error';
import { TenantDb } from '../tenancy/tenant-db';
import { AuditLogRepository, type AuditRecord } from './audit-log.repository';

/** Longer paths are cut to this many characters: the log names the request, it does not archive it. */
const PATH_KEPT = 2000;

/**
 * The audit log of acting: every request a super admin makes in a company through the
 * X-Company-Id header (who, which company, the method, the path with its query, the status
 * answered, when it arrived). Written after the answer has gone; a failed write is logged, and
 * never fails or delays the request. The time is the request's arrival, not the write's: writes
 * after the answer may commit in any order, and the log lists requests in the order they came.
 */
@Injectable()
export class ActingAudit implements BeforeApplicationShutdown {
  private readonly logger = new Logger('ActingAudit');
  private readonly writing = new Set<Promise<void>>();

  constructor(
    private readonly db: TenantDb,
    private readonly log: AuditLogRepository,
  ) {}

  record(record: AuditRecord): void {
    const write = this.db
      .platform((m) => this.log.insert(m, { ...record, path: record.path.slice(0, PATH_KEPT) }))
      .catch((error: unknown) => this.logger.error({ err: loggableError(error) }, 'An acting request was not written to the audit log'))
      .finally(() => this.writing.delete(write));
    this.writing.add(write);
  }

  list(query: AuditLogQuery): Promise<AuditEntry[]> {
    return this.db.platform((m) => this.log.list(m, { companyId: query.company_id, before: query.before, limit: query.limit }));
  }

  /** The writes under way finish before the database closes. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all([...this.writing]);
  }
}

/** Records each acting request once it has been answered, with the status it was answered with. */
export function registerActingAudit(fastify: FastifyInstance, audit: ActingAudit): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const user = request.authUser;
    if (user?.acting && user.companyId) {
      audit.record({
        actorId: user.id,
        companyId: user.companyId,
        method: request.method,
        path: request.url,
        status: reply.statusCode,
        receivedAt: Date.now() - reply.elapsedTime,
      });
    }
    done();
  });
}
