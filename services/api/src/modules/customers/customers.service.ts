import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ERROR_CODES, type Customer } from '@groombook/contracts';
import { formatPhone } from '@groombook/domain';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { DomainEventBus } from '../../core/events/domain-event-bus';
import { appointmentsChanged } from '../../core/events/domain-events';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { CustomersRepository } from './customers.repository';
import { checkedPhone, phoneSearchDigitsOf } from './phone';
import { ConflictError, NotFoundError, RuleRefusedError } from '../../core/errors/domain-errors';

export interface CustomerFields {
  name?: string | null;
  phone_number?: string | null;
  notes?: string | null;
  /** Saves a number another customer of the company already has (the user saw the warning). */
  confirm_duplicate_phone?: boolean;
}

export const NO_CUSTOMER_DETAILS = 'Give at least a name, a phone number or notes';

const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() ? value.trim() : null);
export const customerNotFound = () => new NotFoundError('Customer not found');

/** A company's customers, each request in one transaction under the company's row-level security. */
@Injectable()
export class CustomersService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: TenantDb,
    private readonly customers: CustomersRepository,
    private readonly events: DomainEventBus,
  ) {}

  list(companyId: string, search: string | undefined): Promise<Customer[]> {
    const term = search?.trim();
    const digits = term ? phoneSearchDigitsOf(term, this.config.defaultPhoneRegion) : null;
    return this.db.readForCompany(companyId, (m) => this.customers.list(m, companyId, term || undefined, digits));
  }

  count(companyId: string): Promise<number> {
    return this.db.forCompany(companyId, (m) => this.customers.count(m, companyId));
  }

  create(companyId: string, fields: CustomerFields): Promise<Customer> {
    return this.db.forCompany(companyId, (m) => this.createIn(m, companyId, fields));
  }

  /** A customer checked and inserted inside the caller's transaction (accepting a booking request adds one with its appointment). */
  async createIn(m: EntityManager, companyId: string, fields: CustomerFields): Promise<Customer> {
    const name = blankToNull(fields.name) ?? null;
    const phone = blankToNull(fields.phone_number) ?? null;
    const notes = blankToNull(fields.notes) ?? null;
    if (name === null && phone === null && notes === null) {
      throw new RuleRefusedError(NO_CUSTOMER_DETAILS);
    }
    const e164 = checkedPhone(phone, this.config.defaultPhoneRegion);
    if (e164 && !fields.confirm_duplicate_phone) await this.refuseDuplicate(m, companyId, e164, null);
    return this.customers.insert(m, companyId, { name, phone_number: e164, phone_e164: e164, notes });
  }

  /** Fields left out keep their value. */
  update(companyId: string, id: string, fields: CustomerFields): Promise<Customer> {
    return this.db.forCompany(companyId, async (m) => {
      const current = await this.customers.find(m, companyId, id);
      if (!current) throw customerNotFound();
      const name = blankToNull(fields.name);
      const phone = blankToNull(fields.phone_number);
      const notes = blankToNull(fields.notes);
      // A number left out keeps what is stored (an old row's text included); one given is checked.
      const e164 = phone === undefined ? current.phone_e164 : checkedPhone(phone, this.config.defaultPhoneRegion);
      if (e164 && e164 !== current.phone_e164 && !fields.confirm_duplicate_phone) await this.refuseDuplicate(m, companyId, e164, id);
      const saved = await this.customers.update(m, companyId, id, {
        name: name === undefined ? current.name : name,
        phone_number: phone === undefined ? current.phone_number : e164,
        phone_e164: e164,
        notes: notes === undefined ? current.notes : notes,
      });
      return saved ?? current;
    });
  }

  /** 409 naming the company's first customer with this number (other than `exceptId`), when there is one. */
  private async refuseDuplicate(m: EntityManager, companyId: string, e164: string, exceptId: string | null): Promise<void> {
    const holder = await this.customers.firstWithPhone(m, companyId, e164, exceptId);
    if (!holder) return;
    const who = holder.name ?? 'a customer without a name';
    throw new ConflictError(`${formatPhone(e164)} already belongs to ${who}`, ERROR_CODES.duplicatePhone);
  }

  /** The customer and all their appointments, in one transaction. */
  remove(companyId: string, id: string): Promise<{ appointments: number }> {
    return this.db.forCompany(companyId, async (m) => {
      const appointments = await this.customers.delete(m, companyId, id);
      if (!appointments) throw customerNotFound();
      if (appointments.length > 0) {
        const change = { dates: appointments.map((a) => a.date), appointmentIds: appointments.map((a) => a.id) };
        this.events.publish(m, appointmentsChanged(companyId, change));
      }
      return { appointments: appointments.length };
    });
  }
}
