import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import type { AppointmentListItem } from '@groombook/contracts';
import { selectRow, selectRows } from '../../core/database/rows';
import { appointmentRow } from './appointment.row';
import { SELECT_APPOINTMENT } from './appointment-select.sql';

const timeZoneRowSchema = z.object({ time_zone: z.string() });

/**
 * Home's day: one day's appointments of a company, each groomer's together (by name, those
 * without a groomer last), in time order, untimed last; and the company's time zone, which
 * says what today is.
 */
const DAY = `${SELECT_APPOINTMENT} WHERE a.company_id = $1 AND a.date = $2::date
  ORDER BY g.name NULLS LAST, a.groomer_id NULLS LAST, a.time NULLS LAST, a.id`;

@Injectable()
export class AppointmentDayRepository {
  day(m: EntityManager, companyId: string, date: string): Promise<AppointmentListItem[]> {
    return selectRows(m, appointmentRow, DAY, [companyId, date]);
  }

  /** The company's IANA time zone as stored (undefined when the company is not there). */
  async timeZone(m: EntityManager, companyId: string): Promise<string | undefined> {
    return (await selectRow(m, timeZoneRowSchema, 'SELECT time_zone FROM companies WHERE id = $1', [companyId]))?.time_zone;
  }
}
