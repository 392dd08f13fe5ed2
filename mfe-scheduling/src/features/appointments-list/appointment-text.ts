import type { AppointmentListItem, ConflictEntryDto } from '@groombook/contracts';
import { formatTime12h, parseIsoDate } from '@groombook/domain';

// The product is written in US English; a fixed locale keeps the list the same in every browser.
const LOCALE = 'en-US';

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** How an appointment whose customer has no name is shown. */
export const NAME_MISSING = 'Name missing';

/**
 * 'YYYY-MM-DD' as a calendar date ('Fri, Nov 21, 2026'); anything else is shown as it came.
 * The same as mfe-customers' card date (remotes cannot share code): a candidate for a shared library.
 */
export function formatAppointmentDate(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  if (!date) return isoDate;
  // Built from its parts: new Date('2026-05-01') would be UTC midnight, the day before in America.
  return new Date(date.year, date.month - 1, date.day).toLocaleDateString(LOCALE, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

export function customerNameOf(appointment: Pick<AppointmentListItem, 'customer'>): string {
  return appointment.customer?.name?.trim() || NAME_MISSING;
}

/** '2 of 6' for an appointment of a series; empty otherwise. */
export function seriesPosition(
  appointment: Pick<AppointmentListItem, 'is_recurring' | 'recurring_sequence' | 'recurring_total'>,
): string {
  const { is_recurring, recurring_sequence, recurring_total } = appointment;
  if (!is_recurring || recurring_sequence === null || recurring_total === null) return '';
  return `${recurring_sequence} of ${recurring_total}`;
}

/** One colliding appointment: '10:30 AM Jane Doe (Rex)', with the SPEC's fallbacks for missing names. */
export function describeConflict(conflict: ConflictEntryDto): string {
  const customer = conflict.customerName || conflict.customer_name || 'Unknown Customer';
  const dog = conflict.dogName || 'Unknown Dog';
  const time = formatTime12h(conflict.time);
  return `${time ? `${time} ` : ''}${customer} (${dog})`;
}

/** The conflict marker's title: every appointment this one collides with. */
export function conflictSummary(conflicts: readonly ConflictEntryDto[]): string {
  return `Conflicts with: ${conflicts.map(describeConflict).join('; ')}`;
}
