import { Injectable } from '@nestjs/common';
import { smsSegments, type ReminderRule } from '@groombook/domain';
import type { ReminderPreviewResponse } from '@groombook/contracts/reminder-settings';
import { Clock } from '../../../core/clock/clock';
import { addDays, knownTimeZone, localParts } from '../../../core/clock/company-time';
import { NotFoundError } from '../../../core/errors/domain-errors';
import { TenantDb } from '../../../core/tenancy/tenant-db';
import { AppointmentLinks } from '../../appointment-links/appointment-links.service';
import { reminderText } from './appointment-reminders';
import { AppointmentReminders } from './appointment-reminders.service';
import { ReminderSettingsRepository } from './reminder-settings.repository';
import { SmsRemindersRepository } from './sms-reminders.repository';

/** A preview's link: as long as a real one, whose token each reminder gets of its own when it is sent. */
const PREVIEW_TOKEN = 'x'.repeat(43);
/** What a preview says for a company without an upcoming appointment. */
const SAMPLE = { customerName: 'Alex Morgan', dogName: 'Buddy', time: '14:30' };

/** The salon's reminders: read, replaced as a whole (re-planning the reminders not yet sent), and previewed. */
@Injectable()
export class ReminderSettings {
  constructor(
    private readonly db: TenantDb,
    private readonly settings: ReminderSettingsRepository,
    private readonly reminders: SmsRemindersRepository,
    private readonly planner: AppointmentReminders,
    private readonly links: AppointmentLinks,
    private readonly clock: Clock,
  ) {}

  read(companyId: string): Promise<ReminderRule[]> {
    return this.db.forCompany(companyId, (m) => this.settings.rules(m, companyId));
  }

  /**
   * The company's reminders become `rules`, and in the same transaction every upcoming
   * appointment that has reminders is planned again under them: reminders of removed rules that
   * were not sent go, new rules' are planned at their times (one whose time has passed is not
   * sent), and what was sent stays sent.
   */
  async replace(companyId: string, rules: ReminderRule[]): Promise<ReminderRule[]> {
    const now = this.clock.now();
    const jobs = await this.db.forCompany(companyId, async (m) => {
      const company = await this.settings.settings(m, companyId, 'update');
      if (!company) throw new NotFoundError('Company not found');
      await this.settings.replace(m, companyId, rules);
      const ids = await this.reminders.remindedUpcoming(m, companyId, now);
      const appointments = ids.length === 0 ? [] : await this.reminders.appointments(m, companyId, { ids });
      return this.planner.planIn(m, companyId, appointments, rules, knownTimeZone(company.time_zone), now, false);
    });
    await this.planner.queue(companyId, jobs, now);
    return rules;
  }

  /** The template filled from the appointment named, else the company's next upcoming one, else a sample. */
  async preview(companyId: string, template: string, appointmentId?: string): Promise<Omit<ReminderPreviewResponse, 'success'>> {
    const now = this.clock.now();
    return this.db.forCompany(companyId, async (m) => {
      const company = await this.settings.settings(m, companyId);
      if (!company) throw new NotFoundError('Company not found');
      const here = localParts(now, knownTimeZone(company.time_zone));
      const hhmm = `${String(here.hour).padStart(2, '0')}:${String(here.minute).padStart(2, '0')}`;
      const appointment = appointmentId ? await this.settings.appointment(m, companyId, appointmentId) : await this.settings.nextAppointment(m, companyId, here.date, hhmm);
      if (appointmentId && !appointment) throw new NotFoundError('Appointment not found');
      const details = appointment
        ? { customerName: appointment.customer_name, dogName: appointment.dog_name, date: appointment.date, time: appointment.time }
        : { ...SAMPLE, date: addDays(here.date, 1) };
      const text = reminderText(template, { ...details, companyName: company.name, link: this.links.url(PREVIEW_TOKEN) });
      const { segments, encoding } = smsSegments(text);
      return { text, segments, encoding, appointment_id: appointment?.id ?? null };
    });
  }
}
