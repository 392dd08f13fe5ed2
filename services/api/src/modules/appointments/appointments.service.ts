import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APPOINTMENT_MESSAGES, type AppointmentListItem } from '@groombook/contracts';
import { calculatedTip, generateRecurringDates, totalWithTax, type RecurringConfig } from '@groombook/domain';
import { DomainEventBus } from '../../core/events/domain-event-bus';
import { appointmentsChanged } from '../../core/events/domain-events';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { CustomersRepository } from '../customers/customers.repository';
import { GroomersRepository } from '../groomers/groomers.repository';
import { AppointmentsRepository, type AppointmentValues } from './appointments.repository';
import { NotFoundError, RuleRefusedError } from '../../core/errors/domain-errors';

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

export const appointmentNotFound = () => new NotFoundError('Appointment not found');

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
 * trusted from the client. Each write publishes `appointments.changed`, delivered when it commits.
 */
@Injectable()
export class AppointmentsService {
  constructor(
    private readonly db: TenantDb,
    private readonly appointments: AppointmentsRepository,
    private readonly customers: CustomersRepository,
    private readonly groomers: GroomersRepository,
    private readonly events: DomainEventBus,
  ) {}

  create(companyId: string, input: AppointmentInput): Promise<AppointmentListItem> {
    return this.db.forCompany(companyId, (m) => this.createIn(m, companyId, input));
  }

  /** Creates the appointment in the caller's transaction; its event is delivered when that commits. */
  async createIn(m: EntityManager, companyId: string, input: AppointmentInput): Promise<AppointmentListItem> {
    await this.assertReferences(m, companyId, input);
    const id = await this.appointments.insert(m, companyId, valuesOf(input));
    const created = await this.get(m, companyId, id);
    this.events.publish(m, appointmentsChanged(companyId, { dates: [created.date], appointmentIds: [id] }));
    return created;
  }

  /** A whole series in one transaction: all of it is written, or none. */
  async createSeries(companyId: string, input: AppointmentInput, config: RecurringConfig): Promise<{ total: number; groupId: string }> {
    const dates = generateRecurringDates(input.date, config);
    if (dates.length < 2) throw new RuleRefusedError('recurring_config: The series has fewer than two dates');
    const groupId = randomUUID();
    await this.db.forCompany(companyId, async (m) => {
      await this.assertReferences(m, companyId, input);
      await this.appointments.insertSeries(m, companyId, valuesOf(input), dates, { config, groupId });
      this.events.publish(m, appointmentsChanged(companyId, { dates, appointmentIds: [], seriesId: groupId }));
    });
    return { total: dates.length, groupId };
  }

  update(companyId: string, id: string, input: AppointmentInput): Promise<AppointmentListItem> {
    return this.db.forCompany(companyId, async (m) => {
      await this.assertReferences(m, companyId, input);
      const before = await this.appointments.lockDate(m, companyId, id);
      if (before === undefined) throw appointmentNotFound();
      if (!(await this.appointments.update(m, companyId, id, valuesOf(input)))) throw appointmentNotFound();
      const updated = await this.get(m, companyId, id);
      this.events.publish(m, appointmentsChanged(companyId, { dates: [before, updated.date], appointmentIds: [id] }));
      return updated;
    });
  }

  remove(companyId: string, id: string): Promise<void> {
    return this.db.forCompany(companyId, async (m) => {
      const date = await this.appointments.delete(m, companyId, id);
      if (date === undefined) throw appointmentNotFound();
      this.events.publish(m, appointmentsChanged(companyId, { dates: [date], appointmentIds: [id] }));
    });
  }

  /**
   * An appointment is a customer's dog's: both are required on every write (a groomer's time
   * without a customer is not an appointment). The customer and groomer must be the company's
   * own; anyone else's do not exist here.
   */
  async assertReferences(m: EntityManager, companyId: string, input: AppointmentInput): Promise<void> {
    if (!input.customer_id) throw new RuleRefusedError(`customer_id: ${APPOINTMENT_MESSAGES.customerRequired}`);
    if (!input.dog_name?.trim()) throw new RuleRefusedError(`dog_name: ${APPOINTMENT_MESSAGES.dogNameRequired}`);
    if (input.customer_id && !(await this.customers.exists(m, companyId, input.customer_id))) {
      throw new NotFoundError('Customer not found');
    }
    if (input.groomer_id && !(await this.groomers.exists(m, companyId, input.groomer_id))) {
      throw new NotFoundError('Groomer not found');
    }
  }

  private async get(m: EntityManager, companyId: string, id: string): Promise<AppointmentListItem> {
    const appointment = await this.appointments.find(m, companyId, id);
    if (!appointment) throw appointmentNotFound();
    return appointment;
  }
}
