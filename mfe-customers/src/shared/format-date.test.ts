import { describe, expect, it } from 'vitest';
import { formatAppointmentDate } from './format-date';

describe('appointment dates on the cards', () => {
  it('writes the calendar date of the stored day, whatever the time zone', () => {
    expect(formatAppointmentDate('2026-05-01')).toBe('Fri, May 1, 2026');
    expect(formatAppointmentDate('2024-02-29')).toBe('Thu, Feb 29, 2024');
  });

  it('shows anything that is no date as it came', () => {
    expect(formatAppointmentDate('not a date')).toBe('not a date');
    expect(formatAppointmentDate('2025-02-30')).toBe('2025-02-30');
  });
});
