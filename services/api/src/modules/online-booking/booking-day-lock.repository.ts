import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * Serialises the online bookings and moves of one company's day: each takes this lock (held
 * until its transaction ends) before it reads the day's free times, so the second of two
 * customers asking for one slot reads the first one's appointment. The database's exclusion
 * constraint stays the last word whatever the code checked.
 */
@Injectable()
export class BookingDayLockRepository {
  async lock(m: EntityManager, companyId: string, date: string): Promise<void> {
    await m.query('SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))', [`online-booking:${companyId}`, date]);
  }
}
