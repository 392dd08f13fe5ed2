import { z } from 'zod';

/**
 * The queue overview of super admins: each background-job queue's counts and latest
 * failures, and retrying or removing a failed job. A failure is told by its id, name,
 * reason, runs and times, and the company it was for; never by the rest of its payload.
 */

/** The latest failures listed per queue. */
export const QUEUE_FAILURES_SHOWN = 20;

export const queueJobCountsSchema = z.object({
  waiting: z.number().int().min(0),
  active: z.number().int().min(0),
  delayed: z.number().int().min(0),
  failed: z.number().int().min(0),
  completed: z.number().int().min(0),
});
export type QueueJobCounts = z.infer<typeof queueJobCountsSchema>;

export const failedJobSchema = z.object({
  id: z.string(),
  /** The job's kind within its queue (`send`, `warm-month`). */
  name: z.string(),
  failedReason: z.string().nullable(),
  /** Runs made, the failing one included. */
  attemptsMade: z.number().int().min(0),
  /** When the job was added (ISO 8601). */
  timestamp: z.string().nullable(),
  /** When its last run failed (ISO 8601). */
  finishedOn: z.string().nullable(),
  /** The company the job was for; null for a platform job. */
  companyId: z.string().nullable(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const queueOverviewSchema = z.object({
  name: z.string(),
  counts: queueJobCountsSchema,
  /** Newest first, at most QUEUE_FAILURES_SHOWN. */
  failures: z.array(failedJobSchema),
});
export type QueueOverview = z.infer<typeof queueOverviewSchema>;

/**
 * Where jobs run: on BullMQ through Redis (counts from Redis, across every process), or in
 * the API process itself without Redis (counts of the jobs this process remembers, its last
 * thousand, gone when it restarts).
 */
export const jobsModeSchema = z.enum(['bullmq', 'in-process']);
export type JobsMode = z.infer<typeof jobsModeSchema>;

/**
 * The caps on the public opt-in's confirmation texts (they keep anyone from pumping texts
 * through the platform): per company per day and for the platform per hour, with how many
 * opt-ins each refused in the last 24 hours.
 */
export const smsCapsSchema = z.object({
  company_daily_limit: z.number().int().min(0),
  platform_hourly_limit: z.number().int().min(0),
  refused_last_24h: z.object({ company: z.number().int().min(0), platform: z.number().int().min(0) }),
});
export type SmsCaps = z.infer<typeof smsCapsSchema>;

/** GET /api/admin/queues (super admins). */
export const queuesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    mode: jobsModeSchema,
    queues: z.array(queueOverviewSchema),
    sms_caps: smsCapsSchema,
  }),
});
export type QueuesResponse = z.infer<typeof queuesResponseSchema>;

/** POST /api/admin/queues/retry and POST /api/admin/queues/remove (super admins): one failed job. */
export const queueJobRequestSchema = z.object({
  queue: z.string({ error: 'queue is required' }).trim().min(1, 'queue is required').max(100, 'queue is too long'),
  jobId: z.string({ error: 'jobId is required' }).trim().min(1, 'jobId is required').max(200, 'jobId is too long'),
});
export type QueueJobRequest = z.infer<typeof queueJobRequestSchema>;

export const queueJobActionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type QueueJobActionResponse = z.infer<typeof queueJobActionResponseSchema>;
