import { describe, expect, it } from 'vitest';
import { zonedInstant } from '../../core/clock/company-time';
import { appointmentEnd, customerMayChange, linkStillValid } from './appointment-link-rules';

const NY = 'America/New_York';
const at = (date: string, time: string) => zonedInstant(date, time, NY);
const booked = { date: '2026-05-06', time: '14:30', duration_minutes: 90, status: 'booked' as const };

describe("the customer's link", () => {
  it('opens the appointment until it ends in the company time zone', () => {
    expect(appointmentEnd(booked, NY)).toEqual(at('2026-05-06', '16:00'));
    expect(linkStillValid(booked, NY, at('2026-05-06', '15:59'))).toBe(true);
    expect(linkStillValid(booked, NY, at('2026-05-06', '16:00'))).toBe(false);
  });

  it('opens one without a time until the end of its day', () => {
    const untimed = { ...booked, time: null };
    expect(appointmentEnd(untimed, NY)).toEqual(at('2026-05-07', '00:00'));
    expect(linkStillValid(untimed, NY, at('2026-05-06', '23:59'))).toBe(true);
  });

  it('never opens a cancelled one; a finished visit stays visible until its end', () => {
    expect(linkStillValid({ ...booked, status: 'cancelled' }, NY, at('2026-05-01', '10:00'))).toBe(false);
    expect(linkStillValid({ ...booked, status: 'completed' }, NY, at('2026-05-06', '15:00'))).toBe(true);
  });
});

describe('what the customer may change', () => {
  it('a booked or confirmed appointment, up to the cut-off before its start', () => {
    expect(customerMayChange(booked, NY, 24, at('2026-05-05', '14:29'))).toBe(true);
    expect(customerMayChange(booked, NY, 24, at('2026-05-05', '14:30'))).toBe(false);
    expect(customerMayChange({ ...booked, status: 'confirmed' }, NY, 0, at('2026-05-06', '14:29'))).toBe(true);
    expect(customerMayChange(booked, NY, 0, at('2026-05-06', '14:30'))).toBe(false);
  });

  it('nothing once the visit is under way or over', () => {
    for (const status of ['checked_in', 'ready', 'completed', 'cancelled', 'no_show'] as const) {
      expect(customerMayChange({ ...booked, status }, NY, 0, at('2026-05-01', '10:00'))).toBe(false);
    }
  });
});
