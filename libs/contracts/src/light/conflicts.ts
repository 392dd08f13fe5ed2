import * as z from 'zod/mini';

/** One appointment another one collides with: its time, customer and dog (customer_name repeats customerName for older clients). */
export const conflictEntrySchema = z.object({
  id: z.string(),
  time: z.nullable(z.string()),
  customerName: z.nullable(z.string()),
  dogName: z.nullable(z.string()),
  /** The same name again, as the earlier product sent it. */
  customer_name: z.nullable(z.string()),
});
export type ConflictEntryDto = z.infer<typeof conflictEntrySchema>;

export const groomerConflictsResponseSchema = z.object({
  success: z.literal(true),
  hasConflicts: z.boolean(),
  conflicts: z.array(conflictEntrySchema),
});

/** The conflict map of some appointments: appointment id -> the appointments it collides with. */
export const conflictMapResponseSchema = z.object({
  success: z.literal(true),
  conflicts: z.record(z.string(), z.array(conflictEntrySchema)),
  summary: z.object({ hasConflicts: z.boolean(), appointmentsWithConflicts: z.int() }),
  /** Whether the answer came from the month's cache (false: computed from the database now). */
  cached: z.boolean(),
  error: z.nullable(z.string()),
});
export type ConflictMapResponse = z.infer<typeof conflictMapResponseSchema>;
