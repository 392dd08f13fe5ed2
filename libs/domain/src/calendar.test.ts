import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, dayOfWeek, daysInMonth, formatIsoDate, fromDayNumber, isIsoDate, parseIsoDate } from './calendar';

describe('calendar', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    for (const bad of ['2025-02-29', '2025-13-01', '2025-00-10', '2025-1-01', '2025-01-01T00:00', '', null, 20250101]) {
      expect(isIsoDate(bad)).toBe(false);
    }
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });

  it('adds days across months, years and DST changes', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-09', 1)).toBe('2025-03-10'); // US DST start
    expect(addDays('2025-11-02', -1)).toBe('2025-11-01'); // US DST end
    expect(addDays('0050-01-01', -1)).toBe('0049-12-31'); // no Date.UTC two-digit year remap
    expect(dayOfWeek('2026-01-04')).toBe(0); // a Sunday
    expect(dayOfWeek('1970-01-01')).toBe(4);
  });

  it('agrees with Date for day numbers and weekdays', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 2_900_000 }), (days) => {
        const date = new Date(days * 86_400_000);
        const iso = date.toISOString().slice(0, 10);
        expect(formatIsoDate(fromDayNumber(days))).toBe(iso);
        expect(dayNumber(fromDayNumber(days))).toBe(days);
        expect(dayOfWeek(iso)).toBe(date.getUTCDay());
      }),
      { numRuns: 500 },
    );
  });
});
