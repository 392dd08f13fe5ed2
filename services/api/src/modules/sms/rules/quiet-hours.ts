import { addDays, localParts, zonedInstant } from '../../../core/clock/company-time';

/** Marketing texts go out only from 08:00 to 21:00 in the company's time zone. */
export const MARKETING_WINDOW = { opens: '08:00', closesHour: 21 } as const;
const OPENS_HOUR = 8;

/** Whether a marketing text may go out at `now` in `timeZone`. */
export function inMarketingWindow(now: Date, timeZone: string): boolean {
  const { hour } = localParts(now, timeZone);
  return hour >= OPENS_HOUR && hour < MARKETING_WINDOW.closesHour;
}

/** The next time the window opens after `now`: today at 08:00 before then, else tomorrow at 08:00. */
export function nextWindowOpening(now: Date, timeZone: string): Date {
  const local = localParts(now, timeZone);
  const day = local.hour < OPENS_HOUR ? local.date : addDays(local.date, 1);
  return zonedInstant(day, MARKETING_WINDOW.opens, timeZone);
}
