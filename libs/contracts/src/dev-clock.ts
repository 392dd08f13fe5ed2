import { z } from 'zod';

/** PUT /api/dev/clock (DEV_CLOCK=true only): every process's clock moved to `at`, the real time passing on from there. */
export const devClockRequestSchema = z.object({ at: z.iso.datetime({ offset: true, error: 'at must be an ISO date and time' }) });
export type DevClockRequest = z.infer<typeof devClockRequestSchema>;
export const devClockResponseSchema = z.object({ success: z.literal(true), data: z.object({ now: z.string() }) });
