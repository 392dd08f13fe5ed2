import { z } from 'zod';
import { uuidSchema } from './companies';

/*
 * The audit log's queries: only the API parses them (the pages write the keys themselves), so
 * they are contracts of `@groombook/contracts/platform`, out of the index every page downloads
 * whole. The answers are in `acting.ts`.
 */

/** GET /api/audit-log (super admins): the acting requests, newest first, a page at a time. */
export const auditLogQuerySchema = z.object({
  company_id: uuidSchema.optional(),
  /** An entry's created_at: the page starts after it (older entries). */
  before: z.iso.datetime({ offset: true, error: 'before must be a date and time' }).optional(),
  limit: z.coerce.number().int().min(1, 'limit is 1 to 200').max(200, 'limit is 1 to 200').default(50),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/**
 * GET /api/audit-log/entries (super admins): the whole trail, a page at a time; `company_id`
 * keeps one company's entries, `target` those whose target has this id, or whose name or
 * email holds these words.
 */
export const auditTrailQuerySchema = auditLogQuerySchema.extend({
  target: z.string().trim().max(200, 'target is at most 200 characters').optional(),
});
export type AuditTrailQuery = z.infer<typeof auditTrailQuerySchema>;
