import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { SmsMessage, TextBookingSuggestion } from '@groombook/contracts';
import { APPOINTMENT_DURATION, formatCalendarDate, formatTime12h, nearestTimes } from '@groombook/domain';
import { knownTimeZone, localParts } from '../../core/clock/company-time';
import { ConflictError, NotFoundError, RuleRefusedError, UnavailableError } from '../../core/errors/domain-errors';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { AvailabilityService } from '../schedules/availability.service';
import { ServicesRepository } from '../services/services.repository';
import { customerNotFound, toSmsMessage } from '../sms/conversations/sms-conversations.service';
import { SmsOutbox } from '../sms/outbox/sms-outbox.service';
import { readSuggestion } from './suggestion-reading';
import { TextBookingsRepository, type BookedRow, type ThreadRow } from './text-bookings.repository';

/** The free times a suggestion offers around the asked one. */
const FREE_TIMES = 3;

/** The text that confirms an appointment booked from the customer's texts. */
export function textBookingConfirmation(booked: Pick<BookedRow, 'salon' | 'dog_name' | 'date' | 'time'>): string {
  const whose = booked.dog_name?.trim() ? `${booked.dog_name.trim()}'s` : 'your';
  const at = booked.time ? ` at ${formatTime12h(booked.time)}` : '';
  return `${booked.salon} here: ${whose} grooming appointment is booked for ${formatCalendarDate(booked.date)}${at}. Reply STOP to opt out.`;
}

/**
 * Texts that become bookings: the appointment a customer's latest texts ask for, with the
 * nearest free times (read only; it never books), and the confirmation text of the appointment
 * staff then booked.
 */
@Injectable()
export class TextBookingsService {
  constructor(
    private readonly db: TenantDb,
    private readonly repository: TextBookingsRepository,
    private readonly menu: ServicesRepository,
    private readonly availability: AvailabilityService,
    private readonly outbox: SmsOutbox,
  ) {}

  /** 404 'Customer not found' for a customer who is not the company's; null when the texts ask for nothing bookable. */
  suggestion(companyId: string, customerId: string): Promise<TextBookingSuggestion | null> {
    return this.db.forCompany(companyId, async (m) => {
      const thread = await this.repository.thread(m, companyId, customerId);
      if (!thread) throw customerNotFound();
      const latest = thread.texts.at(-1);
      if (!latest) return null;
      const offered = await this.menu.list(m, companyId, true);
      const read = readSuggestion({
        customer: { id: thread.customer_id, name: thread.customer_name },
        texts: thread.texts.map((text) => text.body),
        arrivedOn: localParts(latest.at, knownTimeZone(thread.time_zone)).date,
        pets: thread.pets,
        groomers: thread.groomers,
        menu: offered.map(({ id, name }) => ({ id, name })),
      });
      return read ? { ...read, free_times: await this.freeTimes(m, companyId, thread, read) } : null;
    });
  }

  /**
   * Texts the appointment's customer its confirmation, once (a second press finds the stored
   * text). 404 for an appointment not the company's; 409 when the customer cannot be texted.
   */
  async confirm(companyId: string, appointmentId: string): Promise<SmsMessage> {
    const booked = await this.db.readForCompany(companyId, (m) => this.repository.appointment(m, companyId, appointmentId));
    if (!booked) throw new NotFoundError('Appointment not found');
    if (!booked.customer_id) throw new ConflictError('This appointment has no customer to text');
    const result = await this.outbox.send(companyId, {
      customerId: booked.customer_id,
      body: textBookingConfirmation(booked),
      purpose: 'reminder',
      idempotencyKey: `text-booking-${appointmentId}`,
    });
    if (!result.ok) {
      if (result.refusal === 'customer_not_found') throw customerNotFound();
      if (result.refusal === 'sms_off') throw new UnavailableError(result.reason);
      throw new ConflictError(result.reason);
    }
    return toSmsMessage(result.message);
  }

  /** The day's free start times nearest the asked time (the earliest when none was asked), at the dog's size, each with the first groomer free then. */
  private async freeTimes(m: EntityManager, companyId: string, thread: ThreadRow, read: Omit<TextBookingSuggestion, 'free_times'>): Promise<TextBookingSuggestion['free_times']> {
    if (!read.date) return [];
    const company = await this.availability.company(m, companyId);
    if (!company) return [];
    const size = thread.pets.find((pet) => pet.id === read.pet_id)?.size ?? 'medium';
    const durationMinutes = await this.duration(m, companyId, read.services.map((service) => service.id), size);
    const day = await this.availability.day(m, companyId, company, { date: read.date, durationMinutes, groomerId: read.groomer_id ?? undefined });
    const groomers = read.groomer_id ? day.groomers.filter((g) => g.id === read.groomer_id) : day.groomers;
    const times = [...new Set(groomers.flatMap((g) => g.times))];
    return nearestTimes(times, read.time ?? '00:00', FREE_TIMES).flatMap((time) => {
      const free = groomers.find((g) => g.times.includes(time));
      return free ? [{ time, groomer_id: free.id, groomer_name: free.name }] : [];
    });
  }

  /** The named services' length at the dog's size; the form's default when they name none (or add-ons only). */
  private async duration(m: EntityManager, companyId: string, serviceIds: string[], size: Parameters<AvailabilityService['chosenServices']>[3]): Promise<number> {
    if (serviceIds.length === 0) return APPOINTMENT_DURATION.defaultMinutes;
    try {
      return (await this.availability.chosenServices(m, companyId, serviceIds, size, false)).durationMinutes;
    } catch (error) {
      if (error instanceof RuleRefusedError) return APPOINTMENT_DURATION.defaultMinutes;
      throw error;
    }
  }
}
