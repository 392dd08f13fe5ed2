import { z } from 'zod';

/** One request a super admin made while acting in a company: who, which company, what, when. */
export const auditEntrySchema = z.object({
  id: z.string(),
  actor_id: z.string(),
  actor_email: z.string(),
  company_id: z.string(),
  company_name: z.string(),
  method: z.string(),
  /** The path, without its query (which may hold customers' search terms or numbers). */
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

/** What a super admin's request wrote to: a user, a company, or one of a company's records. */
export const AUDIT_TARGET_TYPES = ['user', 'company', 'record'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];


/**
 * One request of a super admin: every write, every read while acting in a company, and each
 * read of the development mailbox and SMS simulator. `company_id` is the company whose data
 * it touched (null for the platform's own: another super admin, the queues, the mailbox),
 * `acting_company_id` the company it was made in through X-Company-Id.
 */
export const auditTrailEntrySchema = auditEntrySchema.extend({
  company_id: z.string().nullable(),
  company_name: z.string().nullable(),
  acting_company_id: z.string().nullable(),
  acting_company_name: z.string().nullable(),
  /** The access-policy entry of the route called ('users.update'). */
  action: z.string().nullable(),
  target_type: z.enum(AUDIT_TARGET_TYPES).nullable(),
  target_id: z.string().nullable(),
  /** The target's email or name when it was written. */
  target_label: z.string().nullable(),
});
export type AuditTrailEntry = z.infer<typeof auditTrailEntrySchema>;

export const auditTrailResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ entries: z.array(auditTrailEntrySchema) }),
});
export type AuditTrailResponse = z.infer<typeof auditTrailResponseSchema>;
