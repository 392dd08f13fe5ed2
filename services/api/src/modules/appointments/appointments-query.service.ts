import { Injectable } from '@nestjs/common';
import type { AppointmentListItem } from '@groombook/contracts';
import { ApiException } from '../../core/http/api.exception';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { SELECT_APPOINTMENT, toAppointmentListItem, type AppointmentRow } from './appointment.row';

/** The read paths of appointments. */
@Injectable()
export class AppointmentsQueryService {
  constructor(private readonly db: TenantDb) {}

  /** A customer's appointments from `startDate` on (ascending), or before `endDate` (descending). */
  async forCustomer(companyId: string, customerId: string, range: { startDate?: string; endDate?: string }): Promise<AppointmentListItem[]> {
    return this.db.forCompany(companyId, async (m) => {
      const [customer] = (await m.query('SELECT 1 FROM customers WHERE company_id = $1 AND id = $2', [companyId, customerId])) as unknown[];
      if (!customer) throw ApiException.notFound('Customer not found');
      const rows = (await (range.startDate
        ? m.query(
            `${SELECT_APPOINTMENT} WHERE a.company_id = $1 AND a.customer_id = $2 AND a.date >= $3
             ORDER BY a.date ASC, a.time ASC NULLS LAST`,
            [companyId, customerId, range.startDate],
          )
        : m.query(
            `${SELECT_APPOINTMENT} WHERE a.company_id = $1 AND a.customer_id = $2 AND a.date < $3
             ORDER BY a.date DESC, a.time DESC NULLS LAST`,
            [companyId, customerId, range.endDate],
          ))) as AppointmentRow[];
      return rows.map(toAppointmentListItem);
    });
  }

  /** How many appointments from `startDate` on, counting at most `limit` (the dashboard). */
  async upcomingCount(companyId: string, startDate: string, limit: number): Promise<number> {
    const [row] = (await this.db.forCompany(companyId, (m) =>
      m.query(
        'SELECT count(*)::int AS n FROM (SELECT 1 FROM appointments WHERE company_id = $1 AND date >= $2 LIMIT $3) upcoming',
        [companyId, startDate, limit],
      ),
    )) as { n: number }[];
    return row?.n ?? 0;
  }
}
