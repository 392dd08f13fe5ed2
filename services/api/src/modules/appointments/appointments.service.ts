import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APPOINTMENT_MESSAGES, type AppointmentListItem } from '@groombook/contracts';
import { calculatedTip, generateRecurringDates, TAX_RATE_PERCENT, totalWithTax, type DogSize, type RecurringConfig } from '@groombook/domain';
import { DomainEventBus } from '../../core/events/domain-event-bus';
import { appointmentsChanged } from '../../core/events/domain-events';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { CompaniesRepository } from '../companies/companies.repository';
import { CustomersRepository } from '../customers/customers.repository';
import { ServicesRepository } from '../services/services.repository';
import { GroomersRepository } from '../groomers/groomers.repository';
import { AppointmentLinesRepository, type LineValues } from './appointment-lines.repository';
import { linesAtSize, linesDuration, linesPrice } from './appointment-pricing';
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
  /** The menu entries picked, in order; absent: the lines stay as they are. */
  services?: { service_id: string }[];
  dog_size?: DogSize | null;
  price_overridden?: boolean;
  duration_overridden?: boolean;
  /** Booked by the customer on the public page (creation only). */
  booked_online?: boolean;
}

/** What one write stores: the appointment's values, and its lines when the input names its services. */
export interface PricedAppointment {
  values: AppointmentValues;
  lines: LineValues[] | undefined;
  /** The input with the lines applied (price and duration summed unless typed). */
  input: AppointmentInput;
  taxRatePercent: number;
}

/** The money of a checked-out appointment, as checkout left it. */
const checkedOutMoney = (stored: AppointmentListItem) => ({
  charged_amount: stored.charged_amount,
  amount_given: stored.amount_given,
  tip: stored.tip,
  total_with_tax: stored.total_with_tax,
  price_overridden: stored.price_overridden,
});

export const appointmentNotFound = () => new NotFoundError('Appointment not found');

/**
 * What is stored for the input: the total (at the company's tax rate) and tip computed from
 * price and payment, never the client's.
 */
export function valuesOf(input: AppointmentInput, taxRatePercent: number = TAX_RATE_PERCENT): AppointmentValues {
  const total = input.charged_amount == null ? null : totalWithTax(input.charged_amount, taxRatePercent);
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
    price_overridden: input.price_overridden ?? null,
    booked_online: input.booked_online ?? false,
  };
}

/**
 * The input with its lines applied: the price is their sum unless it was typed
 * (`price_overridden`), the duration their sum (15 to 480 minutes) unless it was typed
 * (`duration_overridden`). No lines: the price and duration stay as sent, not overridden.
 */
export function withLines(input: AppointmentInput, lines: readonly LineValues[]): AppointmentInput {
  if (lines.length === 0) return { ...input, price_overridden: false };
  const overridden = input.price_overridden === true;
  return {
    ...input,
    charged_amount: overridden ? input.charged_amount : linesPrice(lines),
    duration_minutes: input.duration_overridden === true ? input.duration_minutes : linesDuration(lines),
    price_overridden: overridden,
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
    private readonly companies: CompaniesRepository,
    private readonly menu: ServicesRepository,
    private readonly lines: AppointmentLinesRepository,
  ) {}

  create(companyId: string, input: AppointmentInput): Promise<AppointmentListItem> {
    return this.db.forCompany(companyId, (m) => this.createIn(m, companyId, input));
  }

  /** Creates the appointment in the caller's transaction; its event is delivered when that commits. */
  async createIn(m: EntityManager, companyId: string, input: AppointmentInput): Promise<AppointmentListItem> {
    await this.assertReferences(m, companyId, input);
    const { values, lines } = await this.priced(m, companyId, input);
    const id = await this.appointments.insert(m, companyId, values);
    if (lines) await this.lines.replace(m, companyId, id, lines);
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
      const { values, lines } = await this.priced(m, companyId, input);
      await this.appointments.insertSeries(m, companyId, values, dates, { config, groupId });
      if (lines) await this.lines.insertForSeries(m, companyId, groupId, lines);
      this.events.publish(m, appointmentsChanged(companyId, { dates, appointmentIds: [], seriesId: groupId }));
    });
    return { total: dates.length, groupId };
  }

  update(companyId: string, id: string, input: AppointmentInput): Promise<AppointmentListItem> {
    return this.db.forCompany(companyId, (m) => this.updateIn(m, companyId, id, input));
  }

  /** Changes the appointment in the caller's transaction (a customer moving it from their link); its event is delivered when that commits. */
  async updateIn(m: EntityManager, companyId: string, id: string, input: AppointmentInput): Promise<AppointmentListItem> {
    await this.assertReferences(m, companyId, input);
    const before = await this.appointments.lockDate(m, companyId, id);
    if (before === undefined) throw appointmentNotFound();
    const stored = await this.get(m, companyId, id);
    const priced = await this.priced(m, companyId, input);
    // A checked-out appointment keeps the money checkout recorded (price, discount, payment,
    // tip and its shares) and its lines: an edit moves it or changes its notes, not what was paid.
    const paidFor = stored.status === 'completed';
    const values = paidFor ? { ...priced.values, ...checkedOutMoney(stored) } : priced.values;
    if (!(await this.appointments.update(m, companyId, id, values))) throw appointmentNotFound();
    if (priced.lines && !paidFor) await this.lines.replace(m, companyId, id, priced.lines);
    const updated = await this.get(m, companyId, id);
    this.events.publish(m, appointmentsChanged(companyId, { dates: [before, updated.date], appointmentIds: [id] }));
    return updated;
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

  /**
   * The values to store at the company's tax rate and, when the input names its services, the
   * lines copied from the company's menu at the dog's size (each entry its own and offered).
   */
  async priced(m: EntityManager, companyId: string, input: AppointmentInput): Promise<PricedAppointment> {
    const rate = (await this.companies.taxRate(m, companyId)) ?? TAX_RATE_PERCENT;
    if (input.services === undefined) return { values: valuesOf(input, rate), lines: undefined, input, taxRatePercent: rate };
    const lines = await this.linesOf(m, companyId, input.services, input.dog_size ?? null);
    const applied = withLines(input, lines);
    return { values: valuesOf(applied, rate), lines, input: applied, taxRatePercent: rate };
  }

  private async linesOf(m: EntityManager, companyId: string, picks: { service_id: string }[], size: DogSize | null): Promise<LineValues[]> {
    if (picks.length === 0) return [];
    if (size === null) throw new RuleRefusedError("dog_size: Choose the dog's size to price its services");
    const ids = picks.map((pick) => pick.service_id);
    const found = new Map((await this.menu.findMany(m, companyId, ids)).map((service) => [service.id, service]));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw new NotFoundError(`Service not found: ${missing.join(', ')}`);
    const picked = ids.flatMap((id) => found.get(id) ?? []);
    const inactive = picked.filter((service) => !service.active).map((service) => service.name);
    if (inactive.length > 0) throw new RuleRefusedError(`services: ${inactive.join(', ')} is no longer offered`);
    return linesAtSize(picked, size);
  }

  private async get(m: EntityManager, companyId: string, id: string): Promise<AppointmentListItem> {
    const appointment = await this.appointments.find(m, companyId, id);
    if (!appointment) throw appointmentNotFound();
    return appointment;
  }
}
