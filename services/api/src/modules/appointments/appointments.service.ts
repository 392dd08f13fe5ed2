import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppointmentListItem } from '@groombook/contracts';
import { calculatedTip, generateRecurringDates, totalWithTax, type RecurringConfig } from '@groombook/domain';
import { ConflictCacheWarmer } from '../conflicts/conflict-cache-warmer';
import { distinctMonths } from '../conflicts/conflict-cache';
import { ApiException } from '../../core/http/api.exception';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { CustomersRepository } from '../customers/customers.repository';
import { GroomersRepository } from '../groomers/groomers.repository';
import { AppointmentReminders } from '../sms/appointment-reminders.service';
import { AppointmentsRepository, type AppointmentValues } from './appointments.repository';

/** The validated fields of an appointment (time already HH:MM or null). */
export interface AppointmentInput {
  date: string;
  time: string | null;
  customer_id?: string | null;
  groomer_id?: string | null;
  dog_name?: string | null;
  charged_amount?: number | null;
  amount_given?: number | null;
  notes?: string | null;
  duration_minutes: number;
}

export const appointmentNotFound = () => ApiException.notFound('Appointment not found');

/** What is stored for the input: the total and tip computed from price and payment, never the client's. */
export function valuesOf(input: AppointmentInput): AppointmentValues {
  const total = input.charged_amount == null ? null : totalWithTax(input.charged_amount);
  return {
    date: input.date,
    time: input.time,
    customer_id: input.customer_id ?? null,
    groomer_id: input.groomer_id ?? null,
    dog_name: input.dog_name?.trim() || null,
    charged_amount: input.charged_amount ?? null,
    amount_given: input.amount_given ?? null,
    tip: total === null ? null : calculatedTip(input.amount_given, total),
    total_with_tax: total,
    notes: input.notes?.trim() || null,
    duration_minutes: input.duration_minutes,
  };
}

/**
 * Creating, changing and deleting appointments. Totals and tips are computed here, never
 * trusted from the client. After each write commits, the conflict cache of every month it
 * touched is dropped and warmed again.
 */
@Injectable()
export class AppointmentsService {
  constructor(
    private readonly db: TenantDb,
    private readonly appointments: AppointmentsRepository,
    private readonly customers: CustomersRepository,
    private readonly groomers: GroomersRepository,
    private readonly conflictCache: ConflictCacheWarmer,
    private readonly reminders: AppointmentReminders,
  ) {}

  async create(companyId: string, input: AppointmentInput): Promise<AppointmentListItem> {
    const created = await this.db.forCompany(companyId, (m) => this.createIn(m, companyId, input));
    await this.afterCreate(companyId, created);
    return created;
  }

  /**
   * One appointment checked and inserted inside the caller's transaction (accepting a booking
   * request books it with the request's decision): the caller calls `afterCreate` once it commits.
   */
  async createIn(m: EntityManager, companyId: string, input: AppointmentInput): Promise<AppointmentListItem> {
    await this.assertReferences(m, companyId, input);
    const id = await this.appointments.insert(m, companyId, valuesOf(input));
    return this.get(m, companyId, id);
  }

  /** What follows a committed create: its month's conflict cache re-warmed, its reminder scheduled. */
  async afterCreate(companyId: string, created: AppointmentListItem): Promise<void> {
    await this.conflictCache.refresh(companyId, distinctMonths([created.date]));
    await this.reminders.appointmentsChanged(companyId, { ids: [created.id] });
  }

  /** A whole series in one transaction: all of it is written, or none. */
  async createSeries(companyId: string, input: AppointmentInput, config: RecurringConfig): Promise<{ total: number; groupId: string }> {
    const dates = generateRecurringDates(input.date, config);
    if (dates.length < 2) throw ApiException.badRequest('recurring_config: The series has fewer than two dates');
    const groupId = randomUUID();
    await this.db.forCompany(companyId, async (m) => {
      await this.assertReferences(m, companyId, input);
      await this.appointments.insertSeries(m, companyId, valuesOf(input), dates, { config, groupId });
    });
    await this.conflictCache.refresh(companyId, distinctMonths(dates));
    await this.reminders.appointmentsChanged(companyId, { seriesId: groupId });
    return { total: dates.length, groupId };
  }

  async update(companyId: string, id: string, input: AppointmentInput): Promise<AppointmentListItem> {
    let previousDate = input.date;
    const updated = await this.db.forCompany(companyId, async (m) => {
      await this.assertReferences(m, companyId, input);
      const before = await this.appointments.lockDate(m, companyId, id);
      if (before === undefined) throw appointmentNotFound();
      previousDate = before;
      if (!(await this.appointments.update(m, companyId, id, valuesOf(input)))) throw appointmentNotFound();
      return this.get(m, companyId, id);
    });
    await this.conflictCache.refresh(companyId, distinctMonths([previousDate, updated.date]));
    await this.reminders.appointmentsChanged(companyId, { ids: [id] });
    return updated;
  }

  async remove(companyId: string, id: string): Promise<void> {
    const date = await this.db.forCompany(companyId, async (m) => {
      const deleted = await this.appointments.delete(m, companyId, id);
      if (deleted === undefined) throw appointmentNotFound();
      return deleted;
    });
    await this.conflictCache.refresh(companyId, distinctMonths([date]));
    await this.reminders.appointmentsChanged(companyId, { ids: [id] });
  }

  /** The customer and groomer must be the company's own; anyone else's do not exist here. */
  async assertReferences(m: EntityManager, companyId: string, input: AppointmentInput): Promise<void> {
    if (input.customer_id && !(await this.customers.exists(m, companyId, input.customer_id))) {
      throw ApiException.notFound('Customer not found');
    }
    if (input.groomer_id && !(await this.groomers.exists(m, companyId, input.groomer_id))) {
      throw ApiException.notFound('Groomer not found');
    }
  }

  private async get(m: EntityManager, companyId: string, id: string): Promise<AppointmentListItem> {
    const appointment = await this.appointments.find(m, companyId, id);
    if (!appointment) throw appointmentNotFound();
    return appointment;
  }
}
