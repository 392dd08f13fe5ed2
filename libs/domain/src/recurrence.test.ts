import { describe, expect, it } from 'vitest';
import {
  firstRecurringConfigError,
  generateRecurringDates,
  parseRecurringConfig,
  RECURRING_MESSAGES,
  recurringPreview,
  validateRecurringConfig,
  type RecurringConfig,
} from './recurrence';

const weekly: RecurringConfig = { frequency: 'weekly', interval: 1, endType: 'count', endCount: 4 };

describe('validateRecurringConfig', () => {
  it('accepts a valid configuration', () => {
    expect(validateRecurringConfig('2025-01-01', weekly)).toEqual([]);
    expect(firstRecurringConfigError('2025-01-01', weekly)).toBeNull();
  });

  it.each([
    [null, weekly],
    ['', weekly],
    ['2025-01-01', null],
    ['2025-01-01', undefined],
    ['2025-01-01', 'weekly'],
  ])('requires a start date and a configuration (%j, %j)', (start, config) => {
    expect(validateRecurringConfig(start, config)).toEqual(['Start date and configuration are required']);
  });

  const only = (start: string, change: Record<string, unknown>) =>
    validateRecurringConfig(start, { ...weekly, ...change });

  it('rejects an invalid start date', () => {
    for (const start of ['2025-02-30', '01/02/2025', '2025-1-1']) {
      expect(only(start, {})).toEqual(['Invalid start date format']);
    }
  });

  it('rejects an unknown frequency', () => {
    expect(only('2025-01-01', { frequency: 'yearly' })).toEqual(['Frequency must be daily, weekly, or monthly']);
  });

  it('requires an integer interval from 1 to 12', () => {
    for (const interval of [0, 13, 1.5, '2', null]) {
      expect(only('2025-01-01', { interval })).toEqual(['Interval must be an integer between 1 and 12']);
    }
    expect(only('2025-01-01', { interval: 12 })).toEqual([]);
  });

  it('rejects an unknown end type', () => {
    expect(only('2025-01-01', { endType: 'forever' })).toEqual(['End type must be count, date, or never']);
  });

  it('requires an integer end count from 2 to 100 when ending by count', () => {
    for (const endCount of [1, 101, 2.5, undefined]) {
      expect(only('2025-01-01', { endCount })).toEqual(['End count must be an integer between 2 and 100']);
    }
    expect(only('2025-01-01', { endCount: 100 })).toEqual([]);
  });

  it('requires a valid end date after the start when ending by date', () => {
    const required = 'Valid end date is required when end type is date';
    const after = 'End date must be after start date';
    expect(only('2025-01-01', { endType: 'date' })).toEqual([required]);
    expect(only('2025-01-01', { endType: 'date', endDate: '2025-02-30' })).toEqual([required]);
    expect(only('2025-01-01', { endType: 'date', endDate: '2025-01-01' })).toEqual([after]);
    expect(only('2025-01-01', { endType: 'date', endDate: '2024-12-31' })).toEqual([after]);
    expect(only('2025-01-01', { endType: 'date', endDate: '2025-01-02' })).toEqual([]);
  });

  it('checks the weekday selection and the day of month', () => {
    expect(only('2025-01-01', { daysOfWeek: [1, 7] })).toEqual([RECURRING_MESSAGES.daysOfWeek]);
    expect(only('2025-01-01', { frequency: 'monthly', dayOfMonth: 32 })).toEqual([RECURRING_MESSAGES.dayOfMonth]);
    expect(only('2025-01-01', { frequency: 'monthly', dayOfMonth: 31 })).toEqual([]);
  });

  it('keeps end dates within 1900-01-01 to 2200-12-31', () => {
    expect(only('2025-01-01', { endType: 'date', endDate: '2201-01-01' })).toEqual([RECURRING_MESSAGES.endDateRange]);
    expect(only('1900-01-01', { endType: 'date', endDate: '2200-12-31' })).toEqual([]);
  });

  it('checks a field the series does not use when it is there', () => {
    expect(only('2025-01-01', { endDate: '<b>soon</b>' })).toEqual([RECURRING_MESSAGES.endDateFormat]);
    expect(only('2025-01-01', { endDate: '2300-01-01' })).toEqual([RECURRING_MESSAGES.endDateRange]);
    expect(only('2025-01-01', { endType: 'never', endCount: 'x'.repeat(1000) })).toEqual([RECURRING_MESSAGES.endCount]);
    expect(only('2025-01-01', { frequency: 'daily', daysOfWeek: '<i>' })).toEqual([RECURRING_MESSAGES.daysOfWeek]);
    expect(only('2025-01-01', { dayOfMonth: 40 })).toEqual([RECURRING_MESSAGES.dayOfMonth]);
    expect(only('2025-01-01', { endDate: null, daysOfWeek: null, dayOfMonth: null })).toEqual([]);
  });

  it('refuses repeated weekdays, so the list stays at most seven long', () => {
    expect(only('2025-01-01', { daysOfWeek: [1, 1] })).toEqual([RECURRING_MESSAGES.daysOfWeek]);
    expect(only('2025-01-01', { daysOfWeek: Array.from({ length: 1000 }, (_, i) => i % 7) })).toEqual([RECURRING_MESSAGES.daysOfWeek]);
    expect(only('2025-01-01', { daysOfWeek: [0, 1, 2, 3, 4, 5, 6] })).toEqual([]);
  });

  it('lists every problem, first one first', () => {
    const config = { frequency: 'x', interval: 0, endType: 'count', endCount: 0 };
    expect(validateRecurringConfig('bad', config)).toEqual([
      'Invalid start date format',
      'Frequency must be daily, weekly, or monthly',
      'Interval must be an integer between 1 and 12',
      'End count must be an integer between 2 and 100',
    ]);
    expect(firstRecurringConfigError('bad', config)).toBe('Invalid start date format');
  });
});

describe('parseRecurringConfig', () => {
  it('rebuilds the configuration from its own fields, dropping anything else', () => {
    const sent = { ...weekly, daysOfWeek: [1, 3], endDate: null, note: '<script>', blob: 'x'.repeat(10_000), nested: { a: 1 } };
    expect(parseRecurringConfig('2025-01-01', sent)).toEqual({
      ok: true,
      config: { frequency: 'weekly', interval: 1, endType: 'count', endCount: 4, daysOfWeek: [1, 3] },
    });
    const monthly = { frequency: 'monthly', interval: 2, endType: 'date', endDate: '2025-12-31', dayOfMonth: 15 };
    expect(parseRecurringConfig('2025-01-01', { ...monthly, extra: true })).toEqual({ ok: true, config: monthly });
  });

  it('gives the problems of an invalid configuration', () => {
    expect(parseRecurringConfig('2025-01-01', { ...weekly, frequency: 'yearly' })).toEqual({
      ok: false,
      errors: [RECURRING_MESSAGES.frequency],
    });
    expect(parseRecurringConfig('2025-01-01', '<script>')).toEqual({ ok: false, errors: [RECURRING_MESSAGES.required] });
  });

  it('does not share the weekday list it was given', () => {
    const days = [2];
    const parsed = parseRecurringConfig('2025-01-01', { ...weekly, daysOfWeek: days });
    days.push(9);
    expect(parsed.ok && parsed.config.daysOfWeek).toEqual([2]);
  });
});

describe('generateRecurringDates', () => {
  const gen = (start: string, config: Partial<RecurringConfig>) =>
    generateRecurringDates(start, { ...weekly, ...config });

  it('repeats every interval days', () => {
    expect(gen('2025-01-30', { frequency: 'daily', interval: 2, endCount: 3 })).toEqual([
      '2025-01-30', '2025-02-01', '2025-02-03',
    ]);
    // Across a DST change, whatever the machine's time zone.
    expect(gen('2025-03-08', { frequency: 'daily', endCount: 3 })).toEqual(['2025-03-08', '2025-03-09', '2025-03-10']);
  });

  it('repeats weekly on the start weekday without a selection', () => {
    expect(gen('2025-01-01', { interval: 2, endCount: 3 })).toEqual(['2025-01-01', '2025-01-15', '2025-01-29']);
    expect(gen('2025-01-01', { daysOfWeek: [], endCount: 2 })).toEqual(['2025-01-01', '2025-01-08']);
  });

  it('takes every selected weekday of each active week, never before the start', () => {
    // 2025-01-01 is a Wednesday; Monday, Wednesday and Friday.
    expect(gen('2025-01-01', { daysOfWeek: [5, 1, 3], endCount: 5 })).toEqual([
      '2025-01-01', '2025-01-03', '2025-01-06', '2025-01-08', '2025-01-10',
    ]);
    // Every other week on weekends: the start's week (Sun Dec 29) gives only Sat Jan 4.
    expect(gen('2025-01-01', { interval: 2, daysOfWeek: [0, 6], endCount: 4 })).toEqual([
      '2025-01-04', '2025-01-12', '2025-01-18', '2025-01-26',
    ]);
  });

  it('keeps the day of month, using the last day of shorter months without drifting', () => {
    expect(gen('2024-01-31', { frequency: 'monthly', endCount: 5 })).toEqual([
      '2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30', '2024-05-31',
    ]);
    expect(gen('2025-01-15', { frequency: 'monthly', dayOfMonth: 31, endCount: 2 })).toEqual(['2025-01-31', '2025-02-28']);
    // The start month's 10th has passed: the next active month (start + interval) is first.
    const quarterly = { frequency: 'monthly', interval: 3, dayOfMonth: 10, endCount: 2 } as const;
    expect(gen('2025-01-15', quarterly)).toEqual(['2025-04-10', '2025-07-10']);
  });

  it('ends on the end date inclusive, at most 100 dates', () => {
    expect(gen('2025-01-01', { frequency: 'daily', endType: 'date', endDate: '2025-01-05' })).toHaveLength(5);
    expect(gen('2025-01-01', { frequency: 'daily', endType: 'date', endDate: '2026-01-01' })).toHaveLength(100);
  });

  it('generates 50 dates when the series never ends', () => {
    const dates = gen('2025-01-01', { endType: 'never', endCount: undefined });
    expect(dates).toHaveLength(50);
    expect(dates.at(-1)).toBe('2025-12-10');
  });

  it('gives nothing for an invalid configuration', () => {
    expect(gen('2025-01-01', { interval: 0 })).toEqual([]);
    expect(gen('nope', {})).toEqual([]);
  });
});

describe('recurringPreview', () => {
  it('shows 20 dates and counts the rest', () => {
    const dates = generateRecurringDates('2025-01-01', { ...weekly, endCount: 50 });
    expect(recurringPreview(dates)).toEqual({ dates: dates.slice(0, 20), moreCount: 30 });
    expect(recurringPreview(dates.slice(0, 3))).toEqual({ dates: dates.slice(0, 3), moreCount: 0 });
  });
});
