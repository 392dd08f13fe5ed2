import { describe, expect, it } from 'vitest';
import { addDays, knownTimeZone, localParts, monthStart, zonedInstant } from './company-time';

const NY = 'America/New_York';

describe('company time', () => {
  it('reads the wall clock of a zone, across daylight saving', () => {
    expect(localParts(new Date('2026-01-15T13:30:00Z'), NY)).toEqual({ date: '2026-01-15', hour: 8, minute: 30, second: 0 });
    expect(localParts(new Date('2026-07-15T13:30:00Z'), NY)).toEqual({ date: '2026-07-15', hour: 9, minute: 30, second: 0 });
    expect(localParts(new Date('2026-07-16T03:30:00Z'), NY).date).toBe('2026-07-15');
  });

  it('finds the instant of a wall-clock time, also on the days the clocks change', () => {
    expect(zonedInstant('2026-01-15', '10:00', NY).toISOString()).toBe('2026-01-15T15:00:00.000Z');
    expect(zonedInstant('2026-07-15', '10:00', NY).toISOString()).toBe('2026-07-15T14:00:00.000Z');
    expect(zonedInstant('2026-03-08', '10:00', NY).toISOString()).toBe('2026-03-08T14:00:00.000Z');
    expect(zonedInstant('2026-11-01', '00:00', NY).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    // 02:30 does not exist on 2026-03-08 in New York: read as 03:30 EDT.
    expect(zonedInstant('2026-03-08', '02:30', NY).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedInstant('2026-06-01', '08:00', 'Asia/Kolkata').toISOString()).toBe('2026-06-01T02:30:00.000Z');
  });

  it('starts a month at local midnight of its first day', () => {
    expect(monthStart(new Date('2026-03-01T03:00:00Z'), NY).toISOString()).toBe('2026-02-01T05:00:00.000Z');
    expect(monthStart(new Date('2026-03-01T06:00:00Z'), NY).toISOString()).toBe('2026-03-01T05:00:00.000Z');
  });

  it('moves dates by days over month and year ends, and falls back from an unknown zone', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(knownTimeZone('Not/AZone')).toBe(NY);
    expect(knownTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(knownTimeZone(null)).toBe(NY);
  });
});
