import { Inject, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Clock } from '../../../core/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config';
import { JobDispatcher } from '../../../core/jobs/job-dispatcher';
import { JobHandlerFor } from '../../../core/jobs/job-handler.decorator';
import type { JobHandler, JobPayload } from '../../../core/jobs/job.types';
import { QUEUE_NAMES } from '../../../core/jobs/queue-names';
import { registerUntilQueued } from '../../../core/jobs/register-until-queued';
import { loggableError } from '../../../core/logging/loggable-error';
import { TenantDb } from '../../../core/tenancy/tenant-db';
import { SmsSimulatorRepository } from '../providers/sms-simulator.repository';
import { SmsMessagesRepository } from './sms-messages.repository';
import { SmsRemindersRepository } from '../reminders/sms-reminders.repository';
import { sendJobFor } from './sms-send-queue';
import { SMS_REMINDER_JOB, SMS_SWEEP_JOB, type SmsReminderPayload } from '../sms.types';

/** How often the sweep runs. */
export const SWEEP_EVERY_MS = 60_000;
/** A queued or sending message that has not moved for this long has lost its job. */
export const STALLED_AFTER_MS = 2 * 60_000;
/** Rows handled per kind and run. */
const SWEEP_LIMIT = 500;
/** The simulator's record is kept this many days. */
const SIMULATOR_KEEP_DAYS = 30;

export interface SweepResult {
  released: number;
  requeued: number;
  reminders: number;
}

/**
 * Every minute, on one worker (or in the API without Redis): sends held messages whose
 * window has opened, queues again the messages whose job was lost, and starts reminders
 * whose delayed job never ran (a restart in process, a Redis that lost it). Delayed jobs do
 * the timely work; this makes it survive anything that loses a job, since the state it
 * reads is in Postgres. Also run once at start.
 */
@JobHandlerFor(QUEUE_NAMES.system, SMS_SWEEP_JOB)
export class SmsSweepJob implements JobHandler<JobPayload, SweepResult>, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('SmsSweep');
  private stopScheduling: (() => void) | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobDispatcher,
    private readonly db: TenantDb,
    private readonly messages: SmsMessagesRepository,
    private readonly reminders: SmsRemindersRepository,
    private readonly simulator: SmsSimulatorRepository,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.sms.mode === 'off') return;
    // The repeat, and one sweep now.
    this.stopScheduling = registerUntilQueued(
      async () => {
        await this.jobs.repeat(QUEUE_NAMES.system, SMS_SWEEP_JOB, { companyId: null }, SWEEP_EVERY_MS);
        await this.jobs.dispatch(QUEUE_NAMES.system, SMS_SWEEP_JOB, { companyId: null }, { jobId: 'sms-sweep-at-start' });
      },
      (error) => this.logger.warn({ err: loggableError(error) }, 'Could not schedule the SMS sweep yet; trying again'),
    );
  }

  onModuleDestroy(): void {
    this.stopScheduling?.();
  }


  async handle(): Promise<SweepResult> {
    return this.sweep();
  }

  async sweep(): Promise<SweepResult> {
    const now = this.clock.now();
    const released = await this.db.platform((m) => this.messages.releaseDueHeld(m, now, SWEEP_LIMIT));
    const stalled = await this.db.platform((m) => this.messages.stalled(m, new Date(now.getTime() - STALLED_AFTER_MS), SWEEP_LIMIT));
    const due = await this.db.platform((m) => this.reminders.due(m, now, SWEEP_LIMIT));
    const sends = [...released, ...stalled].map((message) => sendJobFor({ ...message, status: 'queued' }, now));
    await this.jobs.dispatchMany(QUEUE_NAMES.smsSend, sends);
    await this.jobs.dispatchMany<SmsReminderPayload>(
      QUEUE_NAMES.smsSend,
      due.map((reminder) => ({
        name: SMS_REMINDER_JOB,
        payload: { companyId: reminder.company_id, appointmentId: reminder.appointment_id, ruleKey: reminder.rule_key },
        options: { jobId: `reminder-due-${reminder.appointment_id}-${reminder.rule_key}` },
      })),
    );
    if (this.config.sms.mode === 'simulator') {
      await this.db.platform((m) => this.simulator.deleteOlderThan(m, SIMULATOR_KEEP_DAYS));
    }
    return { released: released.length, requeued: stalled.length, reminders: due.length };
  }
}
