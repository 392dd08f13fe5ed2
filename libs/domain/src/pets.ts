import { APPOINTMENT_DURATION } from './constants';

/** How many of a pet's latest past appointments its usual duration is learned from. */
export const USUAL_DURATION_SAMPLE = 5;

/** Bounds of a pet's weight in kilograms: above zero, and no dog weighs more. */
export const PET_WEIGHT_KG = { max: 150 } as const;

/** The middle value; the mean of the two middle ones for an even count; null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] as number;
  return ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * A pet's usual duration: the median of its latest past appointments' durations (give them
 * latest first; only the first USUAL_DURATION_SAMPLE count), rounded to the form's
 * 15-minute step (halves up) so the suggestion is a duration the form can take. Null when
 * the pet has no past appointment.
 */
export function usualDurationMinutes(latestFirst: readonly number[]): number | null {
  const middle = median(latestFirst.slice(0, USUAL_DURATION_SAMPLE));
  if (middle === null) return null;
  const { stepMinutes, minMinutes, maxMinutes } = APPOINTMENT_DURATION;
  const stepped = Math.round(middle / stepMinutes) * stepMinutes;
  return Math.min(maxMinutes, Math.max(minMinutes, stepped));
}

export interface Vaccination {
  name: string;
  /** YYYY-MM-DD: the last day it is valid. */
  expires_on: string;
}

/**
 * The vaccinations no longer valid on a day: those that expired before it (a vaccination is
 * valid through its expiry date). ISO dates compare as text.
 */
export function vaccinationsExpiredOn(vaccinations: readonly Vaccination[], isoDate: string): Vaccination[] {
  return vaccinations.filter((vaccination) => vaccination.expires_on < isoDate);
}
