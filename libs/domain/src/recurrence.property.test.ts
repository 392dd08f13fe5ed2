import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumber, daysInMonth, formatIsoDate, fromDayNumber, parseIsoDate, weekdayOfDayNumber } from './calendar';
import { generateRecurringDates, validateRecurringConfig, type RecurringConfig } from './recurrence';

const START_MIN = dayNumber({ year: 2000, month: 1, day: 1 });
const START_MAX = dayNumber({ year: 2100, month: 12, day: 31 });

const toDay = (iso: string) => {
  const parsed = parseIsoDate(iso);
  if (!parsed) throw new Error(`not a date: ${iso}`);
  return dayNumber(parsed);
};
const monthIndex = (iso: string) => {
  const { year, month } = fromDayNumber(toDay(iso));
  return year * 12 + month - 1;
};

/** A valid start date and configuration. */
const series = fc
  .record({
    start: fc.integer({ min: START_MIN, max: START_MAX }),
    frequency: fc.constantFrom('daily', 'weekly', 'monthly' as const),
    interval: fc.integer({ min: 1, max: 12 }),
    endType: fc.constantFrom('count', 'date', 'never' as const),
    endCount: fc.integer({ min: 2, max: 100 }),
    endAfterDays: fc.integer({ min: 1, max: 1500 }),
    daysOfWeek: fc.option(fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }), { nil: undefined }),
    dayOfMonth: fc.option(fc.integer({ min: 1, max: 31 }), { nil: undefined }),
  })
  .map(({ start, endAfterDays, ...c }) => {
    const config: RecurringConfig = {
      frequency: c.frequency,
      interval: c.interval,
      endType: c.endType,
      ...(c.endType === 'count' ? { endCount: c.endCount } : {}),
      ...(c.endType === 'date' ? { endDate: formatIsoDate(fromDayNumber(start + endAfterDays)) } : {}),
      ...(c.frequency === 'weekly' ? { daysOfWeek: c.daysOfWeek } : {}),
      ...(c.frequency === 'monthly' ? { dayOfMonth: c.dayOfMonth } : {}),
    };
    return { startDate: formatIsoDate(fromDayNumber(start)), config };
  });

/** Whether a day fits the pattern, decided from the rules alone (the oracle). */
function fits(day: number, startDate: string, config: RecurringConfig): boolean {
  const first = toDay(startDate);
  if (day < first) return false;
  const step = config.interval;
  if (config.frequency === 'daily') return (day - first) % step === 0;
  if (config.frequency === 'weekly') {
    const selected = config.daysOfWeek ?? [];
    if (selected.length === 0) return (day - first) % (7 * step) === 0;
    const week = Math.floor((day - (first - weekdayOfDayNumber(first))) / 7);
    return selected.includes(weekdayOfDayNumber(day)) && week % step === 0;
  }
  const date = fromDayNumber(day);
  const months = date.year * 12 + date.month - 1 - monthIndex(startDate);
  const wanted = config.dayOfMonth ?? fromDayNumber(first).day;
  return months % step === 0 && date.day === Math.min(wanted, daysInMonth(date.year, date.month));
}

describe('generateRecurringDates properties', () => {
  it('honours count, end date, order, weekdays, month days and interval spacing', () => {
    fc.assert(
      fc.property(series, ({ startDate, config }) => {
        expect(validateRecurringConfig(startDate, config)).toEqual([]);
        const dates = generateRecurringDates(startDate, config);
        const days = dates.map(toDay);

        if (config.endType === 'count') expect(dates).toHaveLength(config.endCount ?? -1);
        if (config.endType === 'never') expect(dates).toHaveLength(50);
        if (config.endType === 'date') {
          expect(dates.length).toBeLessThanOrEqual(100);
          expect(days.every((d) => d <= toDay(config.endDate ?? ''))).toBe(true);
        }
        expect(days.every((d) => d >= toDay(startDate))).toBe(true);
        expect(days.slice(1).every((d, i) => d > (days[i] ?? Infinity))).toBe(true);
        expect(days.every((d) => fits(d, startDate, config))).toBe(true);
        if (fits(toDay(startDate), startDate, config)) expect(dates[0]).toBe(startDate);

        const gaps = days.slice(1).map((d, i) => d - (days[i] ?? 0));
        if (config.frequency === 'daily') expect(gaps.every((g) => g === config.interval)).toBe(true);
        if (config.frequency === 'weekly' && !config.daysOfWeek?.length) {
          expect(gaps.every((g) => g === 7 * config.interval)).toBe(true);
        }
        if (config.frequency === 'weekly' && config.daysOfWeek?.length) {
          expect(days.every((d) => config.daysOfWeek?.includes(weekdayOfDayNumber(d)))).toBe(true);
        }
        if (config.frequency === 'monthly') {
          const wanted = config.dayOfMonth ?? fromDayNumber(toDay(startDate)).day;
          for (const iso of dates) {
            const { year, month, day } = fromDayNumber(toDay(iso));
            expect(day).toBe(Math.min(wanted, daysInMonth(year, month)));
          }
          const monthGaps = dates.slice(1).map((iso, i) => monthIndex(iso) - monthIndex(dates[i] ?? ''));
          expect(monthGaps.every((g) => g === config.interval)).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('skips no fitting day: it returns exactly the first fitting days up to the end', () => {
    fc.assert(
      fc.property(series, ({ startDate, config }) => {
        const dates = generateRecurringDates(startDate, config);
        const limit = config.endType === 'count' ? (config.endCount ?? 0) : config.endType === 'never' ? 50 : 100;
        const last = config.endType === 'date' ? toDay(config.endDate ?? '') : Infinity;
        const expected: string[] = [];
        for (let day = toDay(startDate); expected.length < limit && day <= last; day++) {
          if (fits(day, startDate, config)) expected.push(formatIsoDate(fromDayNumber(day)));
        }
        expect(dates).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
});
