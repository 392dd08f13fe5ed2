import { describe, expect, it } from 'vitest';
import { INITIAL_RECURRING_DRAFT, planSeries, recurringConfigOf } from './recurring-draft';
import { describeRecurringPattern } from './recurring-pattern';

describe('recurring series', () => {
  it('sends only the fields the frequency and end type use', () => {
    expect(recurringConfigOf(INITIAL_RECURRING_DRAFT)).toEqual({ frequency: 'weekly', interval: 1, endType: 'count', endCount: 4 });
    expect(recurringConfigOf({ ...INITIAL_RECURRING_DRAFT, daysOfWeek: [3, 1], endType: 'date', endDate: '2026-04-01' })).toEqual({
      frequency: 'weekly',
      interval: 1,
      endType: 'date',
      endDate: '2026-04-01',
      daysOfWeek: [1, 3],
    });
    expect(recurringConfigOf({ ...INITIAL_RECURRING_DRAFT, frequency: 'monthly', dayOfMonth: 31, endType: 'never' })).toEqual({
      frequency: 'monthly',
      interval: 1,
      endType: 'never',
      dayOfMonth: 31,
    });
  });

  it('plans the dates, or reports every problem in the product wording', () => {
    expect(planSeries('2026-03-02', INITIAL_RECURRING_DRAFT).dates).toEqual(['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23']);
    const broken = planSeries('2026-03-02', { ...INITIAL_RECURRING_DRAFT, interval: '', endCount: 1 });
    expect(broken.errors).toEqual(['Interval must be an integer between 1 and 12', 'End count must be an integer between 2 and 100']);
    expect(broken.dates).toEqual([]);
    expect(planSeries('', INITIAL_RECURRING_DRAFT).errors).toEqual(['Start date and configuration are required']);
  });

  it('describes a stored pattern', () => {
    expect(describeRecurringPattern({ frequency: 'weekly', interval: 1, daysOfWeek: [3, 1] })).toBe('Every 1 week on Mon, Wed');
    expect(describeRecurringPattern({ frequency: 'weekly', interval: 2 })).toBe('Every 2 weeks');
    expect(describeRecurringPattern({ frequency: 'monthly', interval: 1, dayOfMonth: 15 })).toBe('Every 1 month on day 15');
    expect(describeRecurringPattern({ frequency: 'daily', interval: 3 })).toBe('Every 3 days');
    expect(describeRecurringPattern({ frequency: 'yearly' })).toBeNull();
    expect(describeRecurringPattern(null)).toBeNull();
  });
});
