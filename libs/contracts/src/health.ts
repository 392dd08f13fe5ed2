import { z } from 'zod';

export const dependencyStatusSchema = z.enum(['up', 'down', 'not-configured']);

/**
 * GET /api/health, liveness: the process answers (no dependency is asked). A supervisor
 * restarts a process whose liveness fails; it does not route traffic by it.
 */
export const healthResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** What readiness checks; `failed` of a 503 names those that failed. */
export const readinessCheckSchema = z.enum(['database', 'redis', 'migrations']);
export type ReadinessCheck = z.infer<typeof readinessCheckSchema>;

/**
 * GET /api/health/ready, readiness: 200 when the database answers, Redis answers (when
 * configured) and every migration is applied; 503 otherwise, `failed` naming which. Load
 * balancers send traffic by it.
 */
export const readinessResponseSchema = z.object({
  success: z.boolean(),
  status: z.enum(['ready', 'not-ready']),
  failed: z.array(readinessCheckSchema),
  database: z.object({ status: dependencyStatusSchema, mode: z.enum(['postgres', 'embedded']) }),
  redis: z.object({ status: dependencyStatusSchema }),
  /** `pending`: the migrations this build has that the database has not applied (unknown while the database is down). */
  migrations: z.object({ status: z.enum(['applied', 'pending', 'unknown']), pending: z.array(z.string()) }),
  /** Where background jobs run: on BullMQ workers, or inside the API process when no Redis is configured. */
  jobs: z.object({ mode: z.enum(['bullmq', 'in-process']) }),
  version: z.string(),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;

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
