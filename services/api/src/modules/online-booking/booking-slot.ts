import type { EntityManager } from 'typeorm';
import { nearestTimes } from '@groombook/domain';
import { SlotTakenError } from '../../core/errors/domain-errors';

export const SLOT_TAKEN_MESSAGE = 'That time was just taken. Please choose another time.';

/**
 * Serialises the online bookings and moves of one company's day: each takes this lock (held
 * until its transaction ends) before it reads the day's free times, so the second of two
 * customers asking for one slot reads the first one's appointment. The database's exclusion
 * constraint stays the last word whatever the code checked.
 */
export async function lockBookingDay(m: EntityManager, companyId: string, date: string): Promise<void> {
  await m.query('SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))', [`online-booking:${companyId}`, date]);
}

/** Postgres refused an overlapping online booking (appointments_online_slot_excl). */
export function isSlotOverlap(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, driverError } = error as { code?: unknown; driverError?: { code?: unknown } };
  return code === '23P01' || driverError?.code === '23P01';
}

/** The free times to offer instead of `time`: the next ones of that day (at most 3), else the nearest. */
export function nextTimes(times: readonly string[], time: string): string[] {
  const later = times.filter((t) => t > time).slice(0, 3);
  return later.length > 0 ? later : nearestTimes(times, time, 3);
}

export const slotTaken = (times: readonly string[], time: string) => new SlotTakenError(SLOT_TAKEN_MESSAGE, nextTimes(times, time));
