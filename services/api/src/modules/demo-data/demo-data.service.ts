import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DemoDataResult } from '@groombook/contracts';
import { OPT_IN_DISCLOSURE_VERSION, TAX_RATE_PERCENT } from '@groombook/domain';
import { DomainEventBus } from '../../core/events/domain-event-bus';
import { appointmentsChanged } from '../../core/events/domain-events';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { AppointmentsRepository, type AppointmentValues } from '../appointments/appointments.repository';
import { CompaniesRepository } from '../companies/companies.repository';
import { CustomersRepository, type CustomerValues } from '../customers/customers.repository';
import { GroomersRepository } from '../groomers/groomers.repository';
import { PetsRepository } from '../pets/pets.repository';
import { SmsConsentRepository } from '../sms/consent/sms-consent.repository';
import {
  BREEDS,
  COATS,
  CUSTOMER_NOTES,
  DOG_NAMES,
  DURATIONS,
  FIRST_NAMES,
  GROOMER_NAMES,
  LAST_NAMES,
  SERVICE_PRICES,
  START_TIMES,
  TEMPERAMENTS,
  WEIGHTS_KG,
} from './demo-data.fixtures';
import { NotFoundError } from '../../core/errors/domain-errors';

const CUSTOMERS = 25;
const DAYS_BACK = 45;
const DAYS_AHEAD = 30;

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;
const cents = (value: number) => Math.round(value * 100) / 100;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** A realistic set of customers, groomers and appointments for one company (super admins, for demos and trials). */
@Injectable()
export class DemoDataService {
  constructor(
    private readonly db: TenantDb,
    private readonly events: DomainEventBus,
    private readonly companies: CompaniesRepository,
    private readonly customers: CustomersRepository,
    private readonly groomers: GroomersRepository,
    private readonly appointments: AppointmentsRepository,
    private readonly pets: PetsRepository,
    private readonly consent: SmsConsentRepository,
  ) {}

  async create(companyId: string): Promise<DemoDataResult> {
    if (!(await this.db.platform((m) => this.companies.exists(m, companyId)))) throw new NotFoundError('Company not found');
    return this.db.forCompany(companyId, (m) => this.fill(m, companyId));
  }

  private async fill(m: EntityManager, companyId: string): Promise<DemoDataResult> {
    const groomerIds = await this.groomers.insertMany(m, companyId, GROOMER_NAMES);

    const offset = Math.floor(Math.random() * FIRST_NAMES.length);
    const customers = Array.from({ length: CUSTOMERS }, (_, i): CustomerValues => ({
      name: `${pick(FIRST_NAMES, i + offset)} ${pick(LAST_NAMES, i * 7 + offset)}`,
      phone_number: `+120155501${String(i).padStart(2, '0')}`,
      phone_e164: `+120155501${String(i).padStart(2, '0')}`,
      notes: pick(CUSTOMER_NOTES, i) || null,
    }));
    const customerIds = await this.customers.insertMany(m, companyId, customers);
    await this.addPets(m, companyId, customerIds);
    await this.addConsents(m, companyId, customerIds, customers);

    const rows = this.schedule(customerIds, groomerIds);
    const appointmentIds = await this.appointments.insertMany(m, companyId, rows);
    // Made-up customers are never texted: their appointments get no reminders.
    this.events.publish(m, appointmentsChanged(companyId, { dates: rows.map((r) => r.date), appointmentIds, notifyCustomers: false }));
    return { customers: customerIds.length, groomers: groomerIds.length, appointments: rows.length };
  }

  /**
   * Each customer's dog as a pet, under the name its appointments carry (so the form finds it and
   * suggests its usual duration). Every fifth dog's rabies vaccination ran out ten days ago, so a
   * demo shows the booking form's warning.
   */
  private async addPets(m: EntityManager, companyId: string, customerIds: string[]): Promise<void> {
    const today = new Date();
    const inDays = (days: number) => isoDate(new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + days)));
    for (const [i, customerId] of customerIds.entries()) {
      await this.pets.insert(m, companyId, {
        customer_id: customerId,
        name: pick(DOG_NAMES, i),
        breed: pick(BREEDS, i),
        weight_kg: pick(WEIGHTS_KG, i),
        coat: pick(COATS, i),
        temperament: pick(TEMPERAMENTS, i),
        notes: null,
        vaccinations: [
          { name: 'Rabies', expires_on: i % 5 === 2 ? inDays(-10) : inDays(200 + i * 7) },
          { name: 'Bordetella', expires_on: inDays(90 + i * 3) },
        ],
      });
    }
  }

  /**
   * Three customers in four agreed to texts on the opt-in page and confirmed with YES, so a demo
   * campaign has an audience; the fourth never did, so the consent states show too.
   */
  private async addConsents(m: EntityManager, companyId: string, customerIds: string[], customers: CustomerValues[]): Promise<void> {
    const asked = new Date(Date.now() - 30 * 24 * 3600 * 1000);
    const confirmed = new Date(asked.getTime() + 60_000);
    for (const [i, customerId] of customerIds.entries()) {
      const phoneE164 = customers[i]?.phone_e164;
      if (!phoneE164 || i % 4 === 3) continue;
      const name = customers[i]?.name ?? null;
      await this.consent.record(m, companyId, { phoneE164, customerId, name, action: 'opt_in_requested', source: 'opt-in page', disclosureVersion: OPT_IN_DISCLOSURE_VERSION }, asked);
      await this.consent.record(m, companyId, { phoneE164, customerId, action: 'opt_in', source: 'YES' }, confirmed);
    }
  }

  /** One to three appointments a day, Monday to Saturday; past ones paid with a tip. */
  private schedule(customerIds: string[], groomerIds: string[]): AppointmentValues[] {
    const today = new Date();
    const rows: AppointmentValues[] = [];
    let n = 0;
    for (let day = -DAYS_BACK; day <= DAYS_AHEAD; day++) {
      const date = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + day));
      if (date.getUTCDay() === 0) continue;
      const perDay = 1 + ((day + DAYS_BACK) % 3);
      for (let slot = 0; slot < perDay; slot++, n++) {
        const customer = n % customerIds.length;
        const price = pick(SERVICE_PRICES, n * 5 + customer);
        const totalWithTax = cents(price * (1 + TAX_RATE_PERCENT / 100));
        const tip = day < 0 ? pick([0, 10, 15, 20, 25], n) : null;
        rows.push({
          date: isoDate(date),
          time: pick(START_TIMES, slot * 3 + (n % 3)),
          customer_id: customerIds[customer] as string,
          groomer_id: pick(groomerIds, n + slot),
          dog_name: pick(DOG_NAMES, customer),
          charged_amount: price,
          amount_given: tip === null ? null : cents(totalWithTax + tip),
          tip: tip ?? 0,
          total_with_tax: totalWithTax,
          notes: n % 4 === 0 ? 'Nail trim and ear cleaning too.' : null,
          duration_minutes: pick(DURATIONS, n),
        });
      }
    }
    return rows;
  }
}
