import { parseIsoDate } from '@groombook/domain';

// The product is written in US English; a fixed locale keeps the cards the same in every browser.
const LOCALE = 'en-US';

/** 'YYYY-MM-DD' as a calendar date ('Fri, May 1, 2026'); anything else is shown as it came. */
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
