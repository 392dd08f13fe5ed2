import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CustomerStatusChanges } from '../../appointment-links/customer-status-changes.service';
import { confirmedReplyText } from './appointment-reminders';
import { SmsRemindersRepository } from './sms-reminders.repository';

/**
 * A customer's reply of C or YES to a reminder confirms the appointment it was about (the
 * latest reminder sent to that number whose appointment is still ahead): booked becomes
 * confirmed, through the customers' own status moves, in the transaction that stores the
 * text. A YES that confirms a web opt-in is the opt-in's, never this (the caller decides).
 */
@Injectable()
export class ReminderReplies {
  constructor(
    private readonly reminders: SmsRemindersRepository,
    private readonly statuses: CustomerStatusChanges,
  ) {}

  /** The text answering the reply, or null when no reminded appointment waits for one. */
  async confirm(m: EntityManager, companyId: string, phone: string, now: Date): Promise<string | null> {
    const appointment = await this.reminders.latestRemindedTo(m, companyId, phone, now);
    if (!appointment) return null;
    await this.statuses.confirm(m, companyId, appointment.id);
    return confirmedReplyText({ dogName: appointment.dog_name, date: appointment.date, time: appointment.time });
  }
}
