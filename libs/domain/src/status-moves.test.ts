import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUSES } from './salon-day';
import { checkStatusMove, mayCheckOut, nextStatuses, statusMoveOf } from './status-moves';

describe('statusMoveOf', () => {
  it('lets anyone move forward through the day, skipping steps, and cancel an open appointment', () => {
    expect(statusMoveOf('booked', 'confirmed')).toBe('forward');
    expect(statusMoveOf('booked', 'checked_in')).toBe('forward');
    expect(statusMoveOf('confirmed', 'ready')).toBe('forward');
    expect(statusMoveOf('ready', 'cancelled')).toBe('forward');
    expect(statusMoveOf('booked', 'cancelled')).toBe('forward');
  });

  it('keeps no-shows and moves back for staff', () => {
    expect(statusMoveOf('booked', 'no_show')).toBe('staff');
    expect(statusMoveOf('ready', 'checked_in')).toBe('staff');
    expect(statusMoveOf('completed', 'booked')).toBe('staff');
    expect(statusMoveOf('cancelled', 'booked')).toBe('staff');
    expect(statusMoveOf('no_show', 'confirmed')).toBe('staff');
    expect(statusMoveOf('completed', 'cancelled')).toBe('staff');
  });

  it('sends completion to checkout and names a move to the same status', () => {
    for (const from of APPOINTMENT_STATUSES.filter((s) => s !== 'completed')) expect(statusMoveOf(from, 'completed')).toBe('checkout');
    for (const status of APPOINTMENT_STATUSES) expect(statusMoveOf(status, status)).toBe('same');
  });
});

describe('checkStatusMove', () => {
  it('refuses a user the staff moves and lets staff, admins and super admins make them', () => {
    expect(checkStatusMove('booked', 'no_show', 'user')).toMatchObject({ ok: false, refusal: 'staff_only' });
    expect(checkStatusMove('ready', 'checked_in', 'user')).toMatchObject({ ok: false, refusal: 'staff_only' });
    for (const role of ['staff', 'admin', 'superadmin'] as const) expect(checkStatusMove('ready', 'checked_in', role)).toEqual({ ok: true });
    expect(checkStatusMove('booked', 'ready', 'user')).toEqual({ ok: true });
  });

  it('words its refusals', () => {
    expect(checkStatusMove('ready', 'completed', 'admin')).toEqual({ ok: false, refusal: 'checkout', message: 'Complete an appointment through checkout' });
    expect(checkStatusMove('checked_in', 'checked_in', 'admin')).toEqual({ ok: false, refusal: 'same', message: 'The appointment is already checked in' });
  });
});

describe('nextStatuses and mayCheckOut', () => {
  it('offers the later open statuses, a cancellation and, for staff, a no-show', () => {
    expect(nextStatuses('booked', 'staff')).toEqual(['confirmed', 'checked_in', 'ready', 'cancelled', 'no_show']);
    expect(nextStatuses('checked_in', 'user')).toEqual(['ready', 'cancelled']);
    expect(nextStatuses('ready', 'user')).toEqual(['cancelled']);
  });

  it('offers staff the reopening of a closed appointment, and a user nothing', () => {
    expect(nextStatuses('cancelled', 'admin')).toEqual(['booked']);
    expect(nextStatuses('completed', 'user')).toEqual([]);
  });

  it('checks out open appointments only', () => {
    expect(['booked', 'confirmed', 'checked_in', 'ready'].every((s) => mayCheckOut(s as never))).toBe(true);
    expect(mayCheckOut('cancelled') || mayCheckOut('no_show') || mayCheckOut('completed')).toBe(false);
  });
});
