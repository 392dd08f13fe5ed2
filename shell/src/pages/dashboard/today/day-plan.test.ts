import { describe, expect, it } from 'vitest';
import { buildAppointment, buildGroomer } from '@groombook/contracts/testing';
import { groomerDays, inTheBuilding, NO_GROOMER, nextArrivalId, nextMove, salonNow } from './day-plan';

const sam = buildGroomer({ name: 'Sam' });
const amy = buildGroomer({ name: 'Amy' });

describe("the salon's day", () => {
  it("reads now on the salon's clock, not the browser's or UTC", () => {
    const evening = new Date('2026-07-02T01:10:00Z');
    expect(salonNow(evening, 'America/New_York')).toEqual({ date: '2026-07-01', time: '21:10' });
    expect(salonNow(evening, 'America/Los_Angeles')).toEqual({ date: '2026-07-01', time: '18:10' });
    expect(salonNow(evening, 'UTC')).toEqual({ date: '2026-07-02', time: '01:10' });
  });

  it('groups by groomer name, without a groomer last, each in time order, untimed last', () => {
    const late = buildAppointment({ time: '15:00' }, { groomer: sam });
    const untimed = buildAppointment({ time: null }, { groomer: sam });
    const early = buildAppointment({ time: '08:00' }, { groomer: sam });
    const amys = buildAppointment({ time: '12:00' }, { groomer: amy });
    const nobody = buildAppointment({ time: '07:00' }, { groomer: null });
    const days = groomerDays([late, nobody, untimed, amys, early]);
    expect(days.map((day) => day.name)).toEqual(['Amy', 'Sam', NO_GROOMER]);
    expect(days[1]?.appointments.map((a) => a.id)).toEqual([early.id, late.id, untimed.id]);
  });

  it('finds the next arrival among booked and confirmed appointments from now on, on today only', () => {
    const past = buildAppointment({ time: '09:00' });
    const inside = buildAppointment({ time: '10:00', status: 'checked_in' });
    const cancelled = buildAppointment({ time: '10:05', status: 'cancelled' });
    const now = buildAppointment({ time: '10:05', status: 'confirmed' });
    const later = buildAppointment({ time: '11:00' });
    const all = [later, past, inside, cancelled, now];
    expect(nextArrivalId(all, '2026-03-02', { date: '2026-03-02', time: '10:05' })).toBe(now.id);
    expect(nextArrivalId(all, '2026-03-02', { date: '2026-03-02', time: '10:06' })).toBe(later.id);
    expect(nextArrivalId(all, '2026-03-02', { date: '2026-03-02', time: '11:01' })).toBeUndefined();
    expect(nextArrivalId(all, '2026-03-02', { date: '2026-03-03', time: '08:00' })).toBeUndefined();
  });

  it('counts the dogs in the building and knows each next move', () => {
    const statuses = ['booked', 'checked_in', 'ready', 'completed', 'cancelled'] as const;
    expect(inTheBuilding(statuses.map((status) => buildAppointment({ status })))).toBe(2);
    expect(nextMove('booked')).toMatchObject({ label: 'Check in', to: 'checked_in' });
    expect(nextMove('confirmed')).toMatchObject({ label: 'Check in', to: 'checked_in' });
    expect(nextMove('checked_in')).toMatchObject({ label: 'Ready', to: 'ready' });
    expect(nextMove('ready')).toEqual({ label: 'Complete', checkout: true });
    for (const status of ['completed', 'cancelled', 'no_show'] as const) expect(nextMove(status), status).toBeUndefined();
  });
});
