import { Injectable } from '@nestjs/common';
import type { AppointmentListItem } from '@groombook/contracts';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { CustomersRepository } from '../customers/customers.repository';
import { customerNotFound } from '../customers/customers.service';
import { AppointmentsRepository, type MonthFilter } from './appointments.repository';
import { appointmentNotFound } from './appointments.service';

/**
 * The read questions of appointments, one method each, each in one transaction; the point
 * read and the month's page are one statement each, so they take `readForCompany`'s single
 * round trip.
 */
@Injectable()
export class AppointmentsQueryService {
  constructor(
    private readonly db: TenantDb,
    private readonly appointments: AppointmentsRepository,
    private readonly customers: CustomersRepository,
  ) {}

  byId(companyId: string, id: string): Promise<AppointmentListItem> {
    return this.db.readForCompany(companyId, async (m) => {
      const appointment = await this.appointments.find(m, companyId, id);
      if (!appointment) throw appointmentNotFound();
      return appointment;
    });
  }

  /** A month's appointments by date and time, a page at a time, with the month's total. */
  async month(companyId: string, filter: MonthFilter, page: { limit: number; offset: number }): Promise<{ appointments: AppointmentListItem[]; total: number }> {
    const { appointments, total } = await this.db.readForCompany(companyId, (m) => this.appointments.monthPage(m, companyId, filter, page));
    if (total !== undefined) return { appointments, total };
    // An empty page carries no total: from the first row on, the month has none; past the end, count it.
    if (page.offset === 0) return { appointments, total: 0 };
    return { appointments, total: await this.db.readForCompany(companyId, (m) => this.appointments.monthCount(m, companyId, filter)) };
  }

  /** A customer's appointments from `startDate` on, soonest first. */
  customerFuture(companyId: string, customerId: string, startDate: string): Promise<AppointmentListItem[]> {
    return this.db.forCompany(companyId, async (m) => {
      if (!(await this.customers.exists(m, companyId, customerId))) throw customerNotFound();
      return this.appointments.customerFrom(m, companyId, customerId, startDate);
    });
  }

  /** A customer's appointments before `endDate`, latest first. */
  customerPast(companyId: string, customerId: string, endDate: string): Promise<AppointmentListItem[]> {
    return this.db.forCompany(companyId, async (m) => {
      if (!(await this.customers.exists(m, companyId, customerId))) throw customerNotFound();
      return this.appointments.customerBefore(m, companyId, customerId, endDate);
    });
  }

  /** How many appointments from `startDate` on, counting at most `limit` (the dashboard). */
  upcomingCount(companyId: string, startDate: string, limit: number): Promise<number> {
    return this.db.forCompany(companyId, (m) => this.appointments.countFrom(m, companyId, startDate, limit));
  }
}
