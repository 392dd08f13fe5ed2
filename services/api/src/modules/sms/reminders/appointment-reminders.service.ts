import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ReminderTiming } from '@groombook/domain';
import { reminderRuleKey } from '@groombook/domain';
import { Clock } from '../../../core/clock/clock';
import { JobDispatcher } from '../../../core/jobs/job-dispatcher';
import { QUEUE_NAMES } from '../../../core/jobs/queue-names';
import { loggableError } from '../../../core/logging/loggable-error';
import { TenantDb } from '../../../core/tenancy/tenant-db';
import { appointmentStart, plannedReminders } from './appointment-reminders';
import { knownTimeZone } from '../../../core/clock/company-time';
import { ReminderSettingsRepository } from './reminder-settings.repository';
import { SmsRemindersRepository, type ReminderToSchedule, type ReminderAppointment, type ReminderRow } from './sms-reminders.repository';
import { LEGACY_REMINDER_RULE_KEY, SMS_REMINDER_JOB, reminderJobId, type SmsReminderPayload } from '../sms.types';

/** What a plan leaves for after the commit: the delayed jobs to add, and those of reminders no longer planned. */
export interface ReminderJobs {
  scheduled: ReminderRow[];
  cancelled: { appointmentId: string; ruleKey: string }[];
}

/**
 * Keeps each appointment's reminder in line with the appointment: scheduled (a row, and a
 * delayed job at its time) when it is created, moved when its date or time changes, gone when
 * it is deleted. It runs on every `appointments.changed` event (see the listener beside it); this
 * reads the appointments as they now are, so it needs no more than their ids.
 */
@Injectable()
export class AppointmentReminders {
  private readonly logger = new Logger('AppointmentReminders');

  constructor(
    private readonly db: TenantDb,
    private readonly reminders: SmsRemindersRepository,
    private readonly settings: ReminderSettingsRepository,
    private readonly jobs: JobDispatcher,
    private readonly clock: Clock,
  ) {}

  /**
   * After appointments were created, changed or deleted (`ids`), or a series was created
   * (`seriesId`). Never fails the caller's write: a reminder that could not be scheduled now
   * is logged (and a scheduled one whose job was lost is sent by the sweep).
   */
  async appointmentsChanged(companyId: string, which: { ids?: string[]; seriesId?: string }): Promise<void> {
    try {
      const now = this.clock.now();
      const jobs = await this.db.forCompany(companyId, async (m) => {
        const settings = await this.settings.settings(m, companyId, 'share');
        if (!settings) return { scheduled: [], cancelled: [] };
        const appointments = await this.reminders.appointments(m, companyId, which);
        const found = new Set(appointments.map((appointment) => appointment.id));
        const planned = await this.planIn(m, companyId, appointments, settings.reminder_rules, knownTimeZone(settings.time_zone), now, true);
        // A deleted appointment's reminders went with it; their jobs find nothing, but go too.
        const gone = (which.ids ?? []).filter((id) => !found.has(id));
        const keys = [...new Set([LEGACY_REMINDER_RULE_KEY, ...settings.reminder_rules.map(reminderRuleKey)])];
        planned.cancelled.push(...gone.flatMap((appointmentId) => keys.map((ruleKey) => ({ appointmentId, ruleKey }))));
        return planned;
      });
      await this.queue(companyId, jobs, now);
    } catch (error) {
      this.logger.error({ err: loggableError(error) }, 'Could not schedule appointment reminders');
    }
  }

  /**
   * Plans the appointments' reminders under `rules`, in the caller's transaction: one per rule
   * at its time, a start that is new to them (booked, moved) may send the nearest passed one at
   * once when `catchUp`, and reminders not yet sent that no rule plans any more are removed.
   * What was sent for the same start stays sent. Queue the result after the commit (`queue`).
   * Three statements however many appointments (a series' dozens): their starts, every reminder
   * written, the others removed.
   */
  async planIn(
    m: EntityManager,
    companyId: string,
    appointments: readonly ReminderAppointment[],
    rules: readonly ReminderTiming[],
    timeZone: string,
    now: Date,
    catchUp: boolean,
  ): Promise<ReminderJobs> {
    const jobs: ReminderJobs = { scheduled: [], cancelled: [] };
    const starts = await this.reminders.starts(
      m,
      companyId,
      appointments.map((appointment) => appointment.id),
    );
    // Keyed by appointment and rule: one row each, the last plan of a rule named twice winning.
    const planned = new Map<string, ReminderToSchedule>();
    for (const appointment of appointments) {
      const startsAt = appointmentStart(appointment, timeZone).getTime();
      const newStart = !starts.some((row) => row.appointment_id === appointment.id && row.starts_at.getTime() === startsAt);
      const plan = appointment.customer_id ? plannedReminders(appointment, rules, timeZone, now, catchUp && newStart) : null;
      for (const reminder of plan?.reminders ?? []) {
        planned.set(`${appointment.id} ${reminder.ruleKey}`, { appointmentId: appointment.id, ruleKey: reminder.ruleKey, sendAt: reminder.sendAt, startsAt: new Date(startsAt) });
      }
    }
    const wanted = [...planned.values()];
    // In the appointments' order, then the plan's: the jobs are queued in it.
    const order = new Map([...planned.keys()].map((key, index) => [key, index]));
    const byOrder = (a: { appointment_id: string; rule_key: string }, b: { appointment_id: string; rule_key: string }) =>
      (order.get(`${a.appointment_id} ${a.rule_key}`) ?? 0) - (order.get(`${b.appointment_id} ${b.rule_key}`) ?? 0);
    const rows = await this.reminders.schedule(m, companyId, wanted, now);
    jobs.scheduled.push(...rows.filter((row) => row.status === 'scheduled').sort(byOrder));
    const position = new Map(appointments.map((appointment, index) => [appointment.id, index]));
    const removed = await this.reminders.removeOthers(
      m,
      companyId,
      appointments.map((appointment) => appointment.id),
      wanted,
    );
    removed.sort((a, b) => (position.get(a.appointment_id) ?? 0) - (position.get(b.appointment_id) ?? 0) || a.rule_key.localeCompare(b.rule_key));
    jobs.cancelled.push(...removed.map((row) => ({ appointmentId: row.appointment_id, ruleKey: row.rule_key })));
    return jobs;
  }

  /** After the commit: each planned reminder's delayed job at its time (an older one of the same reminder goes first). */
  async queue(companyId: string, jobs: ReminderJobs, now: Date): Promise<void> {
    const replaced = [...jobs.cancelled, ...jobs.scheduled.map((row) => ({ appointmentId: row.appointment_id, ruleKey: row.rule_key }))];
    await Promise.all(replaced.map(({ appointmentId, ruleKey }) => this.jobs.cancel(QUEUE_NAMES.smsSend, reminderJobId(appointmentId, ruleKey))));
    await this.jobs.dispatchMany<SmsReminderPayload>(
      QUEUE_NAMES.smsSend,
      jobs.scheduled.map((row) => ({
        name: SMS_REMINDER_JOB,
        payload: { companyId, appointmentId: row.appointment_id, ruleKey: row.rule_key },
        options: { jobId: reminderJobId(row.appointment_id, row.rule_key), delayMs: Math.max(0, row.send_at.getTime() - now.getTime()) },
      })),
    );
  }
}
