import { nearestTimes } from '@groombook/domain';
import { SlotTakenError } from '../../core/errors/domain-errors';

export const SLOT_TAKEN_MESSAGE = 'That time was just taken. Please choose another time.';

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
