import { z } from 'zod';
import { uuidSchema } from './companies';
import { calendarDateSchema, yearQuerySchema, yearSchema } from './fields';

/*
 * What clients send to the conflict endpoints: only the API parses these, so they are contracts
 * of `@groombook/contracts/platform`, out of the index every page downloads whole. The answers
 * are in `conflicts.ts`.
 */

/** GET /api/groomer-conflicts?groomerId&date&time&duration[&excludeId] */
export const groomerConflictsQuerySchema = z.object({
  groomerId: uuidSchema,
  date: calendarDateSchema,
  time: z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/, 'Time is written HH:MM'),
  duration: z.coerce.number().int().min(15).max(480),
  excludeId: uuidSchema.optional(),
});
export type GroomerConflictsQuery = z.infer<typeof groomerConflictsQuerySchema>;

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
