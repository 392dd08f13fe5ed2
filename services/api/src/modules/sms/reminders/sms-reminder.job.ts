import { APPOINTMENT_STATUS_LABELS, holdsItsSlot, reminderRuleKey } from '@groombook/domain';
import { Clock } from '../../../core/clock/clock';
import { JobHandlerFor } from '../../../core/jobs/job-handler.decorator';
import type { JobHandler } from '../../../core/jobs/job.types';
import { QUEUE_NAMES } from '../../../core/jobs/queue-names';
import { TenantDb } from '../../../core/tenancy/tenant-db';
import { AppointmentLinks } from '../../appointment-links/appointment-links.service';
import { reminderText } from './appointment-reminders';
import { SmsOutbox, type PreparedSms } from '../outbox/sms-outbox.service';
import { SmsRecipientsRepository } from '../outbox/sms-recipients.repository';
import { ReminderSettingsRepository } from './reminder-settings.repository';
import { SmsRemindersRepository } from './sms-reminders.repository';
import { LEGACY_REMINDER_RULE_KEY, SMS_REMINDER_JOB, type SmsReminderPayload } from '../sms.types';

/** A delayed job may fire a moment before its time by the clock of the process running it. */
const EARLY_BY_MS = 5_000;

type Outcome = 'sent' | 'skipped' | 'not-due' | 'none';

/**
 * Sends one of an appointment's reminders (one rule's) when it is due, in the words of the
 * salon's rule: writes the message (purpose `reminder`, its idempotency key naming the
 * appointment, the rule and the start) and marks the reminder sent in one transaction, so a
 * job that runs twice, or a second job of the same reminder, sends one. A
 * reminder that is not due (moved later) waits for its newer job; one that can no longer be
 * sent (no mobile number, opted out, the appointment has started, was cancelled or marked a
 * no-show) is marked skipped, with why.
 */
@JobHandlerFor(QUEUE_NAMES.smsSend, SMS_REMINDER_JOB)
export class SmsReminderJob implements JobHandler<SmsReminderPayload, { outcome: Outcome }> {
  constructor(
    private readonly db: TenantDb,
    private readonly reminders: SmsRemindersRepository,
    private readonly recipients: SmsRecipientsRepository,
    private readonly outbox: SmsOutbox,
    private readonly clock: Clock,
    private readonly links: AppointmentLinks,
    private readonly rules: ReminderSettingsRepository,
  ) {}

  async handle({ companyId, appointmentId, ruleKey = LEGACY_REMINDER_RULE_KEY }: SmsReminderPayload): Promise<{ outcome: Outcome }> {
    const now = this.clock.now();
    const result = await this.db.forCompany(companyId, async (m): Promise<{ outcome: Outcome; prepared?: PreparedSms }> => {
      const reminder = await this.reminders.lockScheduled(m, companyId, appointmentId, ruleKey);
      if (!reminder) return { outcome: 'none' };
      if (reminder.send_at.getTime() > now.getTime() + EARLY_BY_MS) return { outcome: 'not-due' };
      const skip = async (reason: string) => {
        await this.reminders.markSkipped(m, companyId, reminder.id, reason, now);
        return { outcome: 'skipped' as const };
      };
      if (reminder.starts_at.getTime() <= now.getTime()) return skip('The appointment had started');
      if (!holdsItsSlot(reminder.appointment_status)) return skip(`The appointment was marked ${APPOINTMENT_STATUS_LABELS[reminder.appointment_status].toLowerCase()}`);
      if (!reminder.customer_id) return skip('The appointment has no customer');
      const settings = await this.recipients.settings(m, companyId);
      if (!settings) return { outcome: 'none' };
      const rule = (await this.rules.rules(m, companyId)).find((candidate) => reminderRuleKey(candidate) === ruleKey);
      if (!rule) return skip('The reminder is no longer in the settings');
      // Each reminder carries a link of its own to the customer's page (only its hash is kept).
      const link = this.links.url(await this.links.issue(m, companyId, appointmentId));
      const body = reminderText(rule.template, {
        companyName: settings.name,
        customerName: reminder.customer_name,
        dogName: reminder.dog_name,
        date: reminder.date,
        time: reminder.time,
        link,
      });
      const prepared = await this.outbox.prepare(
        m,
        companyId,
        [{ customerId: reminder.customer_id, body, purpose: 'reminder', idempotencyKey: `reminder-${appointmentId}-${ruleKey}-${reminder.starts_at.getTime()}` }],
        settings,
      );
      const [sent] = prepared.results;
      if (!sent?.ok) return skip(sent?.reason ?? 'Not sent');
      await this.reminders.markSent(m, companyId, reminder.id, sent.message.id, now);
      return { outcome: 'sent', prepared };
    });
    if (result.prepared) await this.outbox.release(result.prepared);
    return { outcome: result.outcome };
  }
}
