import { Injectable } from '@nestjs/common';
import type { RangeSummary } from '@groombook/contracts';
import { centsToAmount } from '@groombook/domain';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { SummaryRepository } from './summary.repository';

/** `part` of `whole` as a fraction with four decimals (0.1667), 0 when there is no whole. */
export const rate = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);

/**
 * The range's figures beyond revenue. The earned appointments (paid, neither cancelled nor a
 * no-show, the same ones the revenue report counts) give the revenue by service and add-on, the
 * tips by groomer after splits and the average ticket; every appointment of the range, whatever
 * its status, gives the no-show and late-cancellation rates. Sums in whole cents in SQL.
 */
@Injectable()
export class SummaryService {
  constructor(
    private readonly db: TenantDb,
    private readonly summary: SummaryRepository,
  ) {}

  range(companyId: string, from: string, to: string): Promise<RangeSummary> {
    return this.db.forCompany(companyId, async (m) => {
      const services = await this.summary.services(m, companyId, from, to);
      const tips = await this.summary.tips(m, companyId, from, to);
      const ticket = await this.summary.ticket(m, companyId, from, to);
      const attendance = await this.summary.attendance(m, companyId, from, to);
      return {
        from,
        to,
        services: services.map((row) => ({ name: row.name, kind: row.kind, count: row.count, revenue: centsToAmount(row.revenue) })),
        tips: tips.map((row) => ({ name: row.name, tips: centsToAmount(row.tips), appointments: row.appointments })),
        averageTicket: {
          count: ticket.count,
          total: centsToAmount(ticket.total),
          // Whole cents, half a cent up.
          average: centsToAmount(ticket.count > 0 ? Math.round(ticket.total / ticket.count) : 0),
        },
        attendance: {
          ...attendance,
          no_show_rate: rate(attendance.no_shows, attendance.appointments),
          late_cancellation_rate: rate(attendance.late_cancellations, attendance.appointments),
        },
      };
    });
  }
}
