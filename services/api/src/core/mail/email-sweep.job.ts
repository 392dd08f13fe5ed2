import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { JobDispatcher } from '../jobs/job-dispatcher';
import { JobHandlerFor } from '../jobs/job-handler.decorator';
import type { JobHandler, JobPayload } from '../jobs/job.types';
import { QUEUE_NAMES } from '../jobs/queue-names';
import { registerUntilQueued } from '../jobs/register-until-queued';
import { loggableError } from '../logging/loggable-error';
import { TenantDb } from '../tenancy/tenant-db';
import { EmailOutboxRepository } from './email-outbox.repository';
import { EMAIL_SEND_JOB, EMAIL_SWEEP_JOB, emailJobId, type EmailSendPayload } from './mail.types';

/** How often the sweep runs. */
export const EMAIL_SWEEP_EVERY_MS = 60_000;
/** Mails queued per run. */
const SWEEP_LIMIT = 500;

/**
 * Every minute, on one worker (or in the API without Redis): queues every mail of the outbox
 * not sent yet. A mail whose job waits or runs is not queued again (its job id is its own), one
 * whose job was never added (the queue was down) or lost (a Redis that lost it) is. A mail whose
 * job failed for good stays failed until its row is dropped after a day.
 */
@JobHandlerFor(QUEUE_NAMES.system, EMAIL_SWEEP_JOB)
export class EmailSweepJob implements JobHandler<JobPayload, { queued: number }>, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('EmailSweep');
  private stopScheduling: (() => void) | null = null;

  constructor(
    private readonly jobs: JobDispatcher,
    private readonly db: TenantDb,
    private readonly outbox: EmailOutboxRepository,
  ) {}

  onApplicationBootstrap(): void {
    this.stopScheduling = registerUntilQueued(
      () => this.jobs.repeat(QUEUE_NAMES.system, EMAIL_SWEEP_JOB, { companyId: null }, EMAIL_SWEEP_EVERY_MS),
      (error) => this.logger.warn({ err: loggableError(error) }, 'Could not schedule the mail sweep yet; trying again'),
    );
  }

  onModuleDestroy(): void {
    this.stopScheduling?.();
  }

  handle(): Promise<{ queued: number }> {
    return this.sweep();
  }

  async sweep(): Promise<{ queued: number }> {
    const unsent = await this.db.platform((m) => this.outbox.listUnsent(m, SWEEP_LIMIT));
    await this.jobs.dispatchMany<EmailSendPayload>(
      QUEUE_NAMES.email,
      unsent.map((email) => ({ name: EMAIL_SEND_JOB, payload: { companyId: email.companyId, emailId: email.id }, options: { jobId: emailJobId(email.id) } })),
    );
    return { queued: unsent.length };
  }
}
