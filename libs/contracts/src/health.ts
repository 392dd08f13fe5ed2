import { z } from 'zod';

export const dependencyStatusSchema = z.enum(['up', 'down', 'not-configured']);

/** GET /api/health */
export const healthResponseSchema = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: dependencyStatusSchema, mode: z.enum(['postgres', 'embedded']) }),
  redis: z.object({ status: dependencyStatusSchema }),
  /** Where background jobs run: on BullMQ workers, or inside the API process when no Redis is configured. */
  jobs: z.object({ mode: z.enum(['bullmq', 'in-process']) }),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** POST /api/health/queue-probe: enqueue a round trip through the job system. */
export const queueProbeCreatedSchema = z.object({
  success: z.literal(true),
  jobId: z.string(),
});
export type QueueProbeCreated = z.infer<typeof queueProbeCreatedSchema>;

export const queueProbeParamsSchema = z.object({
  jobId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'jobId must be 1 to 64 letters, digits, - or _'),
});
export type QueueProbeParams = z.infer<typeof queueProbeParamsSchema>;

export const jobStateSchema = z.enum(['waiting', 'active', 'completed', 'failed', 'delayed', 'unknown']);

/** GET /api/health/queue-probe/:jobId */
export const queueProbeStatusSchema = z.object({
  success: z.literal(true),
  job: z.object({
    id: z.string(),
    state: jobStateSchema,
    result: z
      .object({
        processedBy: z.enum(['worker', 'api']),
        pid: z.number().int(),
        processedAt: z.string(),
      })
      .nullable(),
  }),
});
export type QueueProbeStatus = z.infer<typeof queueProbeStatusSchema>;
