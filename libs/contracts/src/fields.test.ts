import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALENDAR_YEARS, dayNumber, formatIsoDate, fromDayNumber } from '@groombook/domain';
import { calendarDateSchema, plainText, yearQuerySchema, yearSchema } from './fields';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('calendarDateSchema', () => {
  it('accepts real days from 1900-01-01 to 2200-12-31', () => {
    for (const date of ['1900-01-01', '2024-02-29', '2026-05-01', '2200-12-31']) {
      expect(calendarDateSchema.parse(date)).toBe(date);
    }
  });

  it.each([
    ['0000-01-01', 'Dates must be between 1900-01-01 and 2200-12-31'],
    ['1899-12-31', 'Dates must be between 1900-01-01 and 2200-12-31'],
    ['2201-01-01', 'Dates must be between 1900-01-01 and 2200-12-31'],
    ['9999-12-31', 'Dates must be between 1900-01-01 and 2200-12-31'],
    ['2026-02-30', '2026-02-30 is not a day of the calendar'],
    ['2025-02-29', '2025-02-29 is not a day of the calendar'],
    ['2026-13-01', '2026-13-01 is not a day of the calendar'],
    ['2026-1-01', 'Dates are written YYYY-MM-DD'],
    ['02/03/2026', 'Dates are written YYYY-MM-DD'],
    ['2026-01-01T00:00:00Z', 'Dates are written YYYY-MM-DD'],
    ['+12026-01-01', 'Dates are written YYYY-MM-DD'],
    ['', 'Dates are written YYYY-MM-DD'],
    [20260101, 'Dates are written YYYY-MM-DD'],
  ])('refuses %j: %s', (date, message) => {
    expect(messageOf(calendarDateSchema.safeParse(date))).toBe(message);
  });

  it('accepts a day exactly when its year is in the range', () => {
    const from = dayNumber({ year: 1, month: 1, day: 1 });
    const to = dayNumber({ year: 9999, month: 12, day: 31 });
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), (day) => {
        const date = fromDayNumber(day);
        const inRange = date.year >= CALENDAR_YEARS.first && date.year <= CALENDAR_YEARS.last;
        expect(calendarDateSchema.safeParse(formatIsoDate(date)).success).toBe(inRange);
      }),
    );
  });
});

describe('yearSchema', () => {
  it('takes whole years from 1900 to 2200, from JSON or a query string', () => {
    expect(yearSchema.parse(1900)).toBe(1900);
    expect(yearQuerySchema.parse('2200')).toBe(2200);
    for (const year of [0, 1899, 2201, 9999, 2026.5, -2026]) {
      expect(messageOf(yearSchema.safeParse(year))).toBe('Years must be between 1900 and 2200');
    }
    for (const year of ['0', '0000', '2201', '', '1e4', ' 2026', '2026\n', '0x7EA', '2026.0', '-2026', '9'.repeat(400)]) {
      expect(yearQuerySchema.safeParse(year).success, year).toBe(false);
    }
    expect(yearSchema.safeParse('2026').success).toBe(false);
  });
});

describe('plainText', () => {
  const notes = plainText('Notes');

  it('refuses control characters, naming the field, and keeps tab, new line and carriage return', () => {
    expect(messageOf(notes.safeParse('a\u0000b'))).toBe('Notes must not contain control characters');
    expect(notes.safeParse('Line\tone\r\nline two').success).toBe(true);
  });
});
