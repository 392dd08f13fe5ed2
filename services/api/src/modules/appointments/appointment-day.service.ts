import { Injectable } from '@nestjs/common';
import type { AppointmentListItem } from '@groombook/contracts';
import { Clock } from '../../core/clock/clock';
import { knownTimeZone, localParts } from '../../core/clock/company-time';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { AppointmentDayRepository } from './appointment-day.repository';

export interface AppointmentDay {
  /** YYYY-MM-DD */
  date: string;
  /** The salon's IANA time zone: what its clocks read, for the client's "now". */
  time_zone: string;
  appointments: AppointmentListItem[];
}

/** One day of a salon (Home's schedule): `today` is read in the salon's time zone, never the server's. */
@Injectable()
export class AppointmentDayService {
  constructor(
    private readonly db: TenantDb,
    private readonly days: AppointmentDayRepository,
    private readonly clock: Clock,
  ) {}

  /** Two reads of one round trip each (the time zone, then the day), not a transaction of four. */
  async day(companyId: string, date: string): Promise<AppointmentDay> {
    const timeZone = knownTimeZone(await this.db.readForCompany(companyId, (m) => this.days.timeZone(m, companyId)));
    const day = date === 'today' ? localParts(this.clock.now(), timeZone).date : date;
    return { date: day, time_zone: timeZone, appointments: await this.db.readForCompany(companyId, (m) => this.days.day(m, companyId, day)) };
  }
}
