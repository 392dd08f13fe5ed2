import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../core/clock/clock';
import { JobDispatcher } from '../../../core/jobs/job-dispatcher';
import { QUEUE_NAMES } from '../../../core/jobs/queue-names';
import { loggableError } from '../../../core/logging/loggable-error';
import { TenantDb } from '../../../core/tenancy/tenant-db';
import { reminderTimes } from './appointment-reminders';
import { knownTimeZone } from '../../../core/clock/company-time';
import { SmsRecipientsRepository } from '../outbox/sms-recipients.repository';
import { SmsRemindersRepository, type ReminderRow } from './sms-reminders.repository';
import { SMS_REMINDER_JOB, type SmsReminderPayload } from '../sms.types';

/** The delayed job of an appointment's reminder: one per appointment, replaced when it moves. */
export const reminderJobId = (appointmentId: string) => `reminder-${appointmentId}`;

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
    private readonly recipients: SmsRecipientsRepository,
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
      await this.sync(companyId, which);
    } catch (error) {
      this.logger.error({ err: loggableError(error) }, 'Could not schedule appointment reminders');
    }
  }

  private async sync(companyId: string, which: { ids?: string[]; seriesId?: string }): Promise<void> {
    const now = this.clock.now();
    const { scheduled, dropped } = await this.db.forCompany(companyId, async (m) => {
      const timeZone = knownTimeZone((await this.recipients.settings(m, companyId))?.time_zone);
      const appointments = await this.reminders.appointments(m, companyId, which);
      const found = new Set(appointments.map((appointment) => appointment.id));
      const dropped = (which.ids ?? []).filter((id) => !found.has(id));
      const scheduled: ReminderRow[] = [];
      for (const appointment of appointments) {
        const times = appointment.customer_id ? reminderTimes(appointment, timeZone, now) : null;
        if (!times) {
          dropped.push(appointment.id);
          continue;
        }
        const reminder = await this.reminders.schedule(m, companyId, appointment.id, times, now);
        if (reminder.status === 'scheduled') scheduled.push(reminder);
      }
      await this.reminders.remove(m, companyId, dropped);
      return { scheduled, dropped };
    });
    // The old job goes first: a moved reminder's job is added again under the same id.
    await Promise.all(
      [...dropped, ...scheduled.map((reminder) => reminder.appointment_id)].map((appointmentId) =>
        this.jobs.cancel(QUEUE_NAMES.smsSend, reminderJobId(appointmentId)),
      ),
    );
    await this.jobs.dispatchMany<SmsReminderPayload>(
      QUEUE_NAMES.smsSend,
      scheduled.map((reminder) => ({
        name: SMS_REMINDER_JOB,
        payload: { companyId, appointmentId: reminder.appointment_id },
        options: { jobId: reminderJobId(reminder.appointment_id), delayMs: Math.max(0, reminder.send_at.getTime() - now.getTime()) },
      })),
    );
  }
}
