import { z } from 'zod';
import { uuidSchema } from './companies';

/**
 * The company a super admin acts in. The API honours it from super admins only (ignored for
 * everyone else) and writes every request made with it to the audit log.
 */
export const ACTING_COMPANY_HEADER = 'X-Company-Id';

/** GET /api/audit-log (super admins): the acting requests, newest first, a page at a time. */
export const auditLogQuerySchema = z.object({
  company_id: uuidSchema.optional(),
  /** An entry's created_at: the page starts after it (older entries). */
  before: z.iso.datetime({ offset: true, error: 'before must be a date and time' }).optional(),
  limit: z.coerce.number().int().min(1, 'limit is 1 to 200').max(200, 'limit is 1 to 200').default(50),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** One request a super admin made while acting in a company: who, which company, what, when. */
export const auditEntrySchema = z.object({
  id: z.string(),
  actor_id: z.string(),
  actor_email: z.string(),
  company_id: z.string(),
  company_name: z.string(),
  method: z.string(),
  /** The path and query, as requested. */
  path: z.string(),
  /** The HTTP status the API answered with. */
  status: z.number().int(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ entries: z.array(auditEntrySchema) }),
});
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
