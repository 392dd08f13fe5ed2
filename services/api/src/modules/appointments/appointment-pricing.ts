import type { Service } from '@groombook/contracts';
import { APPOINTMENT_DURATION, type DogSize } from '@groombook/domain';
import type { LineValues } from './appointment-lines.repository';

/** The lines of the picked menu entries at the dog's size, in the order they were picked. */
export function linesAtSize(picked: readonly Service[], size: DogSize): LineValues[] {
  return picked.map((service) => ({
    service_id: service.id,
    name: service.name,
    kind: service.kind,
    dog_size: size,
    price: service.prices[size],
    duration_minutes: service.durations[size],
  }));
}

/** The lines' prices added up in cents, so the sum carries no float error. */
export function linesPrice(lines: readonly LineValues[]): number {
  return lines.reduce((cents, line) => cents + Math.round(line.price * 100), 0) / 100;
}

/**
 * The lines' durations added up, kept within what the calendar books: at least 15 minutes
 * (add-ons alone may take none), at most a working day. Each line is whole quarter hours, so
 * the sum is too.
 */
export function linesDuration(lines: readonly LineValues[]): number {
  const sum = lines.reduce((minutes, line) => minutes + line.duration_minutes, 0);
  return Math.min(APPOINTMENT_DURATION.maxMinutes, Math.max(APPOINTMENT_DURATION.minMinutes, sum));
}
