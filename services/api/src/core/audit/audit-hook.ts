import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uuidSchema, type AuditTargetType } from '@groombook/contracts';
import type { AuditRecord } from './audit-log.repository';
import type { SuperAdminAudit } from './super-admin-audit';

/** Reads that are recorded too: the development mailbox holds sign-in links, the SMS simulator customers' texts. */
const READS_RECORDED: ReadonlySet<string> = new Set(['dev.mailbox', 'dev.sms']);
const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a route's access-policy entry writes to, by its first word; any other is one of a company's records. */
const TARGET_TYPE_BY_AREA: Record<string, AuditTargetType> = { users: 'user', companies: 'company' };

/** The path as recorded: without its query, which may hold customers' search terms and phone numbers. */
export function pathWithoutQuery(url: string): string {
  const end = url.indexOf('?');
  return end === -1 ? url : url.slice(0, end);
}

/** The id the request names (route parameter, then body, then query), when it is one. */
function namedId(request: FastifyRequest): string | null {
  for (const source of [request.params, request.body, request.query]) {
    const id = typeof source === 'object' && source !== null ? (source as { id?: unknown }).id : undefined;
    if (typeof id === 'string' && uuidSchema.safeParse(id).success) return id.toLowerCase();
  }
  return null;
}

/**
 * The audit record of a request, or null when it is not recorded. Recorded: every request of
 * a super admin acting in a company (X-Company-Id), every write of a super admin with or
 * without it, and their reads of the development mailbox and SMS simulator. The company is
 * the one whose data was touched: what the handler noted (a user or company found by id
 * anywhere), else the request's company (the acting one, or the super admin's own).
 */
export function auditRecordOf(request: FastifyRequest, status: number, receivedAt: number): AuditRecord | null {
  const user = request.authUser;
  if (!user || user.role !== 'superadmin') return null;
  const action = request.accessKey ?? null;
  const write = !READ_METHODS.has(request.method);
  if (!user.acting && !write && !(action && READS_RECORDED.has(action))) return null;

  const subject = request.auditSubject;
  const id = subject ? null : namedId(request);
  const area = action?.split('.')[0] ?? '';
  return {
    actorId: user.id,
    companyId: subject ? subject.companyId : user.companyId,
    actingCompanyId: user.acting ? user.companyId : null,
    action,
    target: subject
      ? { type: subject.target.type, id: subject.target.id, label: subject.target.label ?? null }
      : id
        ? { type: TARGET_TYPE_BY_AREA[area] ?? 'record', id, label: null }
        : null,
    method: request.method,
    path: pathWithoutQuery(request.url),
    status,
    receivedAt,
  };
}

/**
 * Records each audited request once it has been answered, with the status it was answered
 * with; reads too, through `TenantDb.bookkeeping` (a read's own transactions refuse writes).
 */
export function registerAuditHook(fastify: FastifyInstance, audit: SuperAdminAudit): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const record = auditRecordOf(request, reply.statusCode, Date.now() - reply.elapsedTime);
    if (record) audit.record(record);
    done();
  });
}
