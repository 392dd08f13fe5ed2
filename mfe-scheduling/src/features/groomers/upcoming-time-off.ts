import { addDays, todayIsoDate } from '@groombook/domain';

/** The days whose time off the groomers' page shows: today and the year after it. */
export function upcomingTimeOffRange(now: Date = new Date()): { from: string; to: string } {
  const from = todayIsoDate(now);
  return { from, to: addDays(from, 365) };
}
