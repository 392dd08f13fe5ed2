import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './calendar-format';

describe('formatCalendarDate', () => {
  it('writes the calendar date of the stored day, whatever the time zone', () => {
    expect(formatCalendarDate('2026-05-01')).toBe('Fri, May 1, 2026');
    expect(formatCalendarDate('2024-02-29')).toBe('Thu, Feb 29, 2024');
  });

  it('shows anything that is no date as it came', () => {
    expect(formatCalendarDate('not a date')).toBe('not a date');
    expect(formatCalendarDate('2025-02-30')).toBe('2025-02-30');
  });
});
