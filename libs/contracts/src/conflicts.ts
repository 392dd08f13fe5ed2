import { z } from 'zod';

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

export const recurringAppointmentsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ total_appointments: z.number().int(), recurring_group_id: z.string() }),
});
