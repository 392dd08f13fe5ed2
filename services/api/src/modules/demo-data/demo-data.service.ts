import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DemoDataResult } from '@groombook/contracts';
import { dogSizeFromWeight, OPT_IN_DISCLOSURE_VERSION, type DogSize, type WeeklyStretch } from '@groombook/domain';
import { addDays, knownTimeZone, localParts } from '../../core/clock/company-time';
import { DomainEventBus } from '../../core/events/domain-event-bus';
import { appointmentsChanged, schedulesChanged } from '../../core/events/domain-events';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { AppointmentRecordsRepository, type AppointmentRecord } from '../appointments/appointment-records.repository';
import { AppointmentsRepository, type AppointmentValues } from '../appointments/appointments.repository';
import { CompaniesRepository } from '../companies/companies.repository';
import { CustomersRepository, type CustomerValues } from '../customers/customers.repository';
import { GroomersRepository } from '../groomers/groomers.repository';
import { PetsRepository } from '../pets/pets.repository';
import { ScheduleWritesRepository } from '../schedules/schedule-writes.repository';
import { ServicesRepository } from '../services/services.repository';
import { SmsConsentRepository } from '../sms/consent/sms-consent.repository';
import { demoDetails, demoMenuExtras, type DemoSlot } from './demo-day';
import { demoSchedule, worksAt, type DemoSchedule } from './demo-schedule';
import {
  BREEDS,
  COATS,
  CUSTOMER_NOTES,
  DOG_NAMES,
  DURATIONS,
  FIRST_NAMES,
  GROOMER_NAMES,
  LAST_NAMES,
  START_TIMES,
  TEMPERAMENTS,
  WEIGHTS_KG,
} from './demo-data.fixtures';
import { NotFoundError } from '../../core/errors/domain-errors';

const CUSTOMERS = 25;
const DAYS_BACK = 45;
const DAYS_AHEAD = 30;

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;
/** How many appointments the demo's today holds, so Home shows a day in progress. */
const TODAY_APPOINTMENTS = 8;
const TODAY_TIMES = ['09:00', '09:30', '10:30', '11:00', '12:30', '13:00', '14:30', '15:30'];

/** A scheduled demo appointment: its row, and what the day recorded of it. */
interface Planned {
  values: AppointmentValues;
  slot: DemoSlot;
}

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
    private readonly services: ServicesRepository,
    private readonly records: AppointmentRecordsRepository,
    private readonly schedules: ScheduleWritesRepository,
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

    const sizes = customerIds.map((_, i) => dogSizeFromWeight(pick(WEIGHTS_KG, i)) ?? 'medium');
    const today = localParts(new Date(), knownTimeZone((await this.companies.findById(m, companyId))?.time_zone)).date;
    const week = await this.addSchedule(m, companyId, today, groomerIds);
    const planned = this.schedule(today, customerIds, groomerIds, sizes, week);
    const menu = await this.menu(m, companyId);
    const taxRate = (await this.companies.taxRate(m, companyId)) ?? 0;
    const details = planned.map(({ slot }) => demoDetails(slot, menu, taxRate, pick(groomerIds, slot.n + 1)));
    const rows = planned.map(({ values }, i): AppointmentValues => {
      const detail = details[i];
      if (!detail) return values;
      return {
        ...values,
        charged_amount: detail.price,
        duration_minutes: detail.durationMinutes,
        amount_given: detail.payment?.amountGiven ?? null,
        total_with_tax: detail.payment?.totalWithTax ?? null,
        tip: detail.payment?.tip ?? null,
      };
    });
    const appointmentIds = await this.appointments.insertMany(m, companyId, rows);
    const now = Date.now();
    await this.records.recordMany(
      m,
      companyId,
      appointmentIds.map((id, i): AppointmentRecord => {
        const detail = details[i];
        const day = planned[i]?.slot.day ?? 0;
        return {
          id,
          lines: (detail?.lines ?? []).flatMap((line) => (line.service_id ? [{ ...line, service_id: line.service_id }] : [])),
          status: detail?.status ?? 'booked',
          statusAt: new Date(now + Math.min(0, day) * 86_400_000 - (appointmentIds.length - i) * 60_000),
          cancelReason: detail?.cancelReason ?? null,
          cancelledLate: detail?.cancelledLate ?? null,
          paymentMethod: detail?.payment?.method ?? null,
          tipShares: detail?.tipShares ?? [],
        };
      }),
    );
    // Made-up customers are never texted: their appointments get no reminders.
    this.events.publish(m, appointmentsChanged(companyId, { dates: rows.map((r) => r.date), appointmentIds, notifyCustomers: false }));
    return { customers: customerIds.length, groomers: groomerIds.length, appointments: rows.length };
  }

  /**
   * The groomers' hours, a break, time off and a closed day (`demoSchedule`), so the calendar
   * shows them; the closed day once, as a second demo of the company finds it there.
   */
  private async addSchedule(m: EntityManager, companyId: string, today: string, groomerIds: string[]) {
    const schedule = demoSchedule(today, groomerIds.map((id, i) => ({ id, name: pick(GROOMER_NAMES, i) })));
    for (const groomer of schedule.groomers) {
      await this.schedules.replaceGroomerHours(m, companyId, groomer.id, groomer.hours, groomer.breaks);
      for (const off of groomer.timeOff) {
        await this.schedules.insertTimeOff(m, companyId, { groomer_id: groomer.id, starts_on: off.startsOn, ends_on: off.endsOn, reason: off.reason ?? null });
      }
    }
    const { date, reason } = schedule.closedDay;
    if (!(await this.schedules.closedDayOn(m, companyId, date))) await this.schedules.insertClosedDay(m, companyId, date, reason);
    this.events.publish(m, schedulesChanged(companyId));
    return { schedule, salonHours: await this.schedules.salonHours(m, companyId) };
  }

  /**
   * Each customer's dog as a pet, under the name its appointments carry (so the form finds it and
   * suggests its usual duration). Every fifth dog's rabies vaccination ran out ten days ago, so a
   * demo shows the booking form's warning.
   */
  private async addPets(m: EntityManager, companyId: string, customerIds: string[]): Promise<void> {
    const today = new Date().toISOString().slice(0, 10);
    const inDays = (days: number) => addDays(today, days);
    for (const [i, customerId] of customerIds.entries()) {
      await this.pets.insert(m, companyId, {
        customer_id: customerId,
        name: pick(DOG_NAMES, i),
        breed: pick(BREEDS, i),
        weight_kg: pick(WEIGHTS_KG, i),
        size: dogSizeFromWeight(pick(WEIGHTS_KG, i)),
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

  /** The company's menu with the demo's full groom and add-ons (added once: a second demo finds them there). */
  private async menu(m: EntityManager, companyId: string) {
    const extras = demoMenuExtras(await this.services.nextPosition(m, companyId));
    for (const extra of extras) {
      if (!(await this.services.nameTaken(m, companyId, extra.name, null))) await this.services.insert(m, companyId, extra);
    }
    return this.services.list(m, companyId, true);
  }

  /**
   * One to three appointments a day, Monday to Saturday, and a full today (in the salon's time
   * zone), each with a groomer who works then when one does; the day's details (lines, status,
   * payment) come from `demoDetails`.
   */
  private schedule(today: string, customerIds: string[], groomerIds: string[], sizes: DogSize[], week: { schedule: DemoSchedule; salonHours: WeeklyStretch[] }): Planned[] {
    const planned: Planned[] = [];
    let n = 0;
    for (let day = -DAYS_BACK; day <= DAYS_AHEAD; day++) {
      const date = addDays(today, day);
      if (new Date(`${date}T12:00:00Z`).getUTCDay() === 0 && day !== 0) continue;
      const perDay = day === 0 ? TODAY_APPOINTMENTS : 1 + ((day + DAYS_BACK) % 3);
      for (let slot = 0; slot < perDay; slot++, n++) {
        const customer = n % customerIds.length;
        const time = day === 0 ? pick(TODAY_TIMES, slot) : pick(START_TIMES, slot * 3 + (n % 3));
        const first = day === 0 ? slot : n + slot;
        const candidates = groomerIds.map((_, i) => pick(groomerIds, first + i));
        const groomerId = candidates.find((id) => worksAt(week.schedule, week.salonHours, id, date, time)) ?? pick(groomerIds, first);
        planned.push({
          values: {
            date,
            time,
            customer_id: customerIds[customer] as string,
            groomer_id: groomerId,
            dog_name: pick(DOG_NAMES, customer),
            charged_amount: null,
            amount_given: null,
            tip: null,
            total_with_tax: null,
            notes: n % 4 === 0 ? 'Nail trim and ear cleaning too.' : null,
            duration_minutes: pick(DURATIONS, n),
            price_overridden: false,
          },
          slot: { day, todayIndex: day === 0 ? slot : null, groomerId, dogSize: sizes[customer] ?? 'medium', n },
        });
      }
    }
    return planned;
  }
}
