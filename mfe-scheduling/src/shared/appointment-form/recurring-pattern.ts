import { RECURRING_FREQUENCIES } from '@groombook/domain';
import { WEEKDAY_NAMES } from './recurring-draft';

const UNITS = { daily: 'day', weekly: 'week', monthly: 'month' } as const;

const isWeekday = (day: unknown): day is number => Number.isInteger(day) && (day as number) >= 0 && (day as number) <= 6;

/**
 * A stored recurring_config in words: 'Every 1 week on Mon, Wed', 'Every 2 months on day 15',
 * 'Every 3 days'. Null when the stored value is not a readable configuration.
 */
export function describeRecurringPattern(config: unknown): string | null {
  if (!config || typeof config !== 'object') return null;
  const { frequency, interval, daysOfWeek, dayOfMonth } = config as Record<string, unknown>;
  const kind = RECURRING_FREQUENCIES.find((value) => value === frequency);
  if (!kind) return null;
  const every = Number.isInteger(interval) && (interval as number) > 0 ? (interval as number) : 1;
  const base = `Every ${every} ${UNITS[kind]}${every === 1 ? '' : 's'}`;
  if (kind === 'weekly' && Array.isArray(daysOfWeek)) {
    const days = [...new Set(daysOfWeek.filter(isWeekday))].sort((a, b) => a - b);
    if (days.length > 0) return `${base} on ${days.map((day) => WEEKDAY_NAMES[day]).join(', ')}`;
  }
  if (kind === 'monthly' && Number.isInteger(dayOfMonth)) return `${base} on day ${dayOfMonth as number}`;
  return base;
}
