import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatClockTime, formatDateTime, formatShortDate } from './calendar-format';

describe('formatCalendarDate', () => {
  it('writes the calendar date of the stored day, whatever the time zone', () => {
    expect(formatCalendarDate('2026-05-01')).toBe('Fri, May 1, 2026');
    expect(formatCalendarDate('2024-02-29')).toBe('Thu, Feb 29, 2024');
  });

  it('keeps the years below 100 as written, and knows the leap days', () => {
    expect(formatCalendarDate('0050-03-01')).toMatch(/^\w{3}, Mar 1, 50$/);
    expect(formatCalendarDate('2100-02-29')).toBe('2100-02-29');
    expect(formatCalendarDate('2000-02-29')).toBe('Tue, Feb 29, 2000');
  });

  it('shows anything that is no date as it came', () => {
    expect(formatCalendarDate('not a date')).toBe('not a date');
    expect(formatCalendarDate('2025-02-30')).toBe('2025-02-30');
  });
});

describe('formatShortDate', () => {
  it('writes a stored day as month/day/year, whatever the time zone', () => {
    expect(formatShortDate('2026-11-26')).toBe('11/26/2026');
    expect(formatShortDate('2026-03-01', 'Pacific/Kiritimati')).toBe('3/1/2026');
  });

  it("writes a moment as its day in the time zone given, never in the browser's language", () => {
    expect(formatShortDate('2026-11-26T15:00:00Z', 'America/New_York')).toBe('11/26/2026');
    expect(formatShortDate('2026-11-27T03:00:00Z', 'America/New_York')).toBe('11/26/2026');
    expect(formatShortDate('2026-11-27T03:00:00Z', 'UTC')).toBe('11/27/2026');
  });

  it('gives null for nothing or something that is no date', () => {
    expect(formatShortDate(null)).toBeNull();
    expect(formatShortDate('')).toBeNull();
    expect(formatShortDate('soon')).toBeNull();
  });
});

describe('formatDateTime and formatClockTime', () => {
  it('write a moment with its time as 9:00 AM, in the time zone given', () => {
    expect(formatDateTime('2026-11-26T14:00:00Z', 'America/New_York')).toBe('11/26/2026, 9:00 AM');
    expect(formatClockTime('2026-11-26T20:45:00Z', 'America/New_York')).toBe('3:45 PM');
  });

  it('write nothing for a missing or unreadable moment', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('later')).toBe('');
    expect(formatClockTime(undefined)).toBe('');
  });
});
