import { z } from 'zod';
import { parseRecurringConfig } from '@groombook/domain';
import { appointmentFieldsSchema } from './appointments';
import { uuidSchema } from './companies';
import { calendarDateSchema, yearQuerySchema, yearSchema } from './fields';

/** One appointment another one collides with: its time, customer and dog (customer_name repeats customerName for older clients). */
export const conflictEntrySchema = z.object({
  id: z.string(),
  time: z.string().nullable(),
  customerName: z.string().nullable(),
  dogName: z.string().nullable(),
  /** The same name again, as the earlier product sent it. */
  customer_name: z.string().nullable(),
});
export type ConflictEntryDto = z.infer<typeof conflictEntrySchema>;

/** GET /api/groomer-conflicts?groomerId&date&time&duration[&excludeId] */
export const groomerConflictsQuerySchema = z.object({
  groomerId: uuidSchema,
  date: calendarDateSchema,
  time: z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/, 'Time is written HH:MM'),
  duration: z.coerce.number().int().min(15).max(480),
  excludeId: uuidSchema.optional(),
});
export type GroomerConflictsQuery = z.infer<typeof groomerConflictsQuerySchema>;
export const groomerConflictsResponseSchema = z.object({
  success: z.literal(true),
  hasConflicts: z.boolean(),
  conflicts: z.array(conflictEntrySchema),
});

/** The conflict map of some appointments: appointment id -> the appointments it collides with. */
export const conflictMapResponseSchema = z.object({
  success: z.literal(true),
  conflicts: z.record(z.string(), z.array(conflictEntrySchema)),
  summary: z.object({ hasConflicts: z.boolean(), appointmentsWithConflicts: z.number().int() }),
  /** Whether the answer came from the month's cache (false: computed from the database now). */
  cached: z.boolean(),
  error: z.string().nullable(),
});
export type ConflictMapResponse = z.infer<typeof conflictMapResponseSchema>;

/** GET /api/conflict-cache-simple?year&month */
export const conflictMonthQuerySchema = z.object({
  year: yearQuerySchema,
  month: z.coerce.number().int().min(1, 'month is 1 to 12').max(12, 'month is 1 to 12'),
});
export type ConflictMonthQuery = z.infer<typeof conflictMonthQuerySchema>;
/** GET /api/conflict-cache?appointment_ids=a,b */
export const conflictIdsQuerySchema = z.object({
  appointment_ids: z
    .string()
    .max(200 * 37, 'Too many appointment ids')
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(uuidSchema).min(1, 'appointment_ids is required').max(200, 'At most 200 appointment ids')),
});
export type ConflictIdsQuery = z.infer<typeof conflictIdsQuerySchema>;
/** POST /api/conflict-cache: warm a month's cache (the caller ignores failures). */
export const warmConflictCacheRequestSchema = z.object({
  year: yearSchema,
  month: z.number().int().min(1).max(12),
  force: z.boolean().default(false),
});
export type WarmConflictCacheRequest = z.infer<typeof warmConflictCacheRequestSchema>;

/**
 * POST /api/recurring-appointments: a whole series in one transaction. recurring_config comes
 * out parsed (unknown keys dropped): that, never the body as sent, is what gets stored.
 */
export const recurringAppointmentsRequestSchema = appointmentFieldsSchema
  .extend({ recurring_config: z.unknown() })
  .transform((body, context) => {
    const parsed = parseRecurringConfig(body.date, body.recurring_config);
    if (parsed.ok) return { ...body, recurring_config: parsed.config };
    context.addIssue({ code: 'custom', path: ['recurring_config'], message: parsed.errors[0] ?? 'Invalid configuration' });
    return z.NEVER;
  });
export type RecurringAppointmentsRequest = z.infer<typeof recurringAppointmentsRequestSchema>;
export const recurringAppointmentsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ total_appointments: z.number().int(), recurring_group_id: z.string() }),
});
