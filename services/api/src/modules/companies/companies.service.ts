import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Company } from '@groombook/contracts';
import { AccessStates } from '../../core/auth/access-states';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { SessionService } from '../identity/session.service';
import { ScheduleWritesRepository } from '../schedules/schedule-writes.repository';
import { ServicesRepository } from '../services/services.repository';
import { SmsNumbers } from '../sms/numbers/sms-numbers.service';
import { CompaniesRepository, type CompanyChanges, type CompanyRow } from './companies.repository';
import { ConflictError, NotFoundError } from '../../core/errors/domain-errors';

const toCompany = (row: CompanyRow): Company => ({
  id: row.id,
  name: row.name,
  status: row.status,
  user_count: row.user_count,
  createdAt: row.created_at.toISOString(),
  time_zone: row.time_zone,
  sms_contact_line: row.sms_contact_line,
  sms_number: row.sms_number,
  sms_messaging_service_sid: row.sms_messaging_service_sid,
});
const companyNotFound = () => new NotFoundError('Company not found');

/** Companies are the tenants; only super admins list, create and change them. */
@Injectable()
export class CompaniesService {
  constructor(
    private readonly db: TenantDb,
    private readonly companies: CompaniesRepository,
    private readonly sessions: SessionService,
    private readonly states: AccessStates,
    private readonly smsNumbers: SmsNumbers,
    private readonly menu: ServicesRepository,
    private readonly schedules: ScheduleWritesRepository,
  ) {}

  async list(): Promise<Company[]> {
    return (await this.db.platform((m) => this.companies.list(m))).map(toCompany);
  }

  /** The public name of a company and the number its customers text (the opt-in and booking pages show them without sign-in). */
  async publicName(id: string): Promise<{ id: string; name: string; sms_number: string | null }> {
    const row = await this.db.platform((m) => this.companies.findPublicName(m, id));
    if (!row) throw companyNotFound();
    return row;
  }

  /**
   * The new company starts with the starting menu and opening hours (Monday to Saturday,
   * 09:00 to 19:00), in the same transaction. With the SMS simulator, it gets a number of its
   * own at once.
   */
  async create(name: string): Promise<Company> {
    return this.db.platform(async (m) => {
      const id = await this.companies.insert(m, name);
      await this.menu.insertStarting(m, id);
      await this.schedules.insertDefaultSalonHours(m, id);
      await this.smsNumbers.assignIfSimulated(m, id);
      return this.get(m, id);
    });
  }

  /**
   * Sets whichever of the name, the status and the SMS settings are given. Suspending ends
   * the sessions of the company's users (but its super admins) at once; their access tokens
   * stop on their next request, in every API process. A texting number is one company's: the
   * texts to it are that company's, so another company's number is a 409.
   */
  async update(id: string, changes: CompanyChanges): Promise<Company> {
    const company = await this.db.platform(async (m) => {
      const before = await this.companies.findById(m, id);
      if (!before) throw companyNotFound();
      if (changes.smsNumber && (await this.companies.numberTaken(m, id, changes.smsNumber))) {
        throw new ConflictError('This texting number belongs to another company');
      }
      if (!(await this.companies.update(m, id, changes))) throw companyNotFound();
      if (changes.status === 'suspended' && before.status !== 'suspended') await this.sessions.endAllOfCompany(m, id);
      return this.get(m, id);
    });
    await this.states.changed({ companyId: id });
    return company;
  }

  private async get(manager: EntityManager, id: string): Promise<Company> {
    const row = await this.companies.findById(manager, id);
    if (!row) throw companyNotFound();
    return toCompany(row);
  }
}
