import { JobHandlerFor } from '../../core/jobs/job-handler.decorator';
import type { JobContext, JobHandler, JobPayload } from '../../core/jobs/job.types';
import { QUEUE_NAMES } from '../../core/jobs/queue-names';

export const QUEUE_PROBE_JOB = 'queue-probe';

/** A platform job: it touches no company's data, so companyId is null. */
export interface QueueProbePayload extends JobPayload {
  companyId: null;
  requestedAt: string;
}

export interface QueueProbeResult {
  processedBy: JobContext['runner'];
  pid: number;
  processedAt: string;
}

/** Proves the job path end to end: API -> queue -> worker -> result readable by the API. */
@JobHandlerFor(QUEUE_NAMES.system, QUEUE_PROBE_JOB)
export class QueueProbeJob implements JobHandler<QueueProbePayload, QueueProbeResult> {
  async handle(_payload: QueueProbePayload, context: JobContext): Promise<QueueProbeResult> {
    return { processedBy: context.runner, pid: process.pid, processedAt: new Date().toISOString() };
  }
}
