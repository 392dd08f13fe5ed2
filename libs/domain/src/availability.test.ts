import { describe, expect, it } from 'vitest';
import {
  availableStarts,
  bookingWarnings,
  dayOffReason,
  DEFAULT_SALON_HOURS,
  nearestTimes,
  weekdayOf,
  workingStretches,
  type AvailabilityInput,
  type GroomerSchedule,
} from './availability';

// 2031-03-12 is a Wednesday.
const WEDNESDAY = '2031-03-12';
const bella: GroomerSchedule = { id: 'bella', hours: null, breaks: [], timeOff: [] };
const day = (changes: Partial<AvailabilityInput> = {}): AvailabilityInput => ({
  date: WEDNESDAY,
  salonHours: [{ weekday: 3, start: '09:00', end: '12:00' }],
  closedDays: [],
  groomers: [bella],
  busy: [],
  durationMinutes: 60,
  bufferMinutes: 0,
  ...changes,
});
const times = (input: AvailabilityInput, id = 'bella') => availableStarts(input).find((g) => g.groomerId === id)?.times;

describe('availableStarts', () => {
  it('offers every quarter hour from opening until the service still ends by closing', () => {
    expect(times(day())).toEqual(['09:00', '09:15', '09:30', '09:45', '10:00', '10:15', '10:30', '10:45', '11:00']);
  });

  it('leaves out the times an appointment, a block or a break takes, and keeps the buffer from appointments only', () => {
    const withAppointment = day({ busy: [{ groomerId: 'bella', time: '10:00', durationMinutes: 30, kind: 'appointment' }] });
    expect(times(withAppointment)).toEqual(['09:00', '10:30', '10:45', '11:00']);
    expect(times({ ...withAppointment, bufferMinutes: 15 })).toEqual(['10:45', '11:00']);
    const withBlock = day({ busy: [{ groomerId: 'bella', time: '10:00', durationMinutes: 30, kind: 'block' }], bufferMinutes: 15 });
    expect(times(withBlock)).toEqual(['09:00', '10:30', '10:45', '11:00']);
    const withBreak = day({ groomers: [{ ...bella, breaks: [{ weekday: 3, start: '10:00', end: '10:30' }] }] });
    expect(times(withBreak)).toEqual(['09:00', '10:30', '10:45', '11:00']);
  });

  it("ignores another groomer's appointments, untimed appointments and other weekdays' hours", () => {
    const input = day({
      busy: [
        { groomerId: 'sam', time: '09:00', durationMinutes: 180, kind: 'appointment' },
        { groomerId: 'bella', time: null, durationMinutes: 90, kind: 'appointment' },
      ],
      salonHours: [
        { weekday: 3, start: '09:00', end: '10:00' },
        { weekday: 4, start: '09:00', end: '19:00' },
      ],
    });
    expect(times(input)).toEqual(['09:00']);
  });

  it("keeps a groomer's own hours inside the salon's, and offers nothing on their day off, time off or a closed day", () => {
    const own = { ...bella, hours: [{ weekday: 3, start: '10:00', end: '18:00' }] };
    expect(times(day({ groomers: [own] }))).toEqual(['10:00', '10:15', '10:30', '10:45', '11:00']);
    expect(times(day({ groomers: [{ ...bella, hours: [{ weekday: 4, start: '09:00', end: '17:00' }] }] }))).toEqual([]);
    expect(times(day({ groomers: [{ ...bella, timeOff: [{ startsOn: '2031-03-10', endsOn: WEDNESDAY }] }] }))).toEqual([]);
    expect(times(day({ closedDays: [WEDNESDAY] }))).toEqual([]);
  });

  it('starts after notBefore (today: after now), on the step', () => {
    expect(times(day({ notBefore: '10:05' }))).toEqual(['10:15', '10:30', '10:45', '11:00']);
  });

  it('answers for each groomer in the order given', () => {
    const sam: GroomerSchedule = { id: 'sam', hours: null, breaks: [], timeOff: [] };
    const result = availableStarts(day({ groomers: [sam, bella], busy: [{ groomerId: 'sam', time: '09:00', durationMinutes: 120, kind: 'appointment' }] }));
    expect(result).toEqual([
      { groomerId: 'sam', times: ['11:00'] },
      { groomerId: 'bella', times: ['09:00', '09:15', '09:30', '09:45', '10:00', '10:15', '10:30', '10:45', '11:00'] },
    ]);
  });
});

describe('working days', () => {
  it('reads weekdays from dates (0 Sunday), and every company starts open Monday to Saturday, 9 to 7', () => {
    expect(weekdayOf(WEDNESDAY)).toBe(3);
    expect(weekdayOf('2031-03-16')).toBe(0);
    expect(DEFAULT_SALON_HOURS.map((h) => h.weekday)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(workingStretches('2031-03-16', { hours: DEFAULT_SALON_HOURS, closedDays: [] }, bella)).toEqual([]);
    expect(workingStretches(WEDNESDAY, { hours: DEFAULT_SALON_HOURS, closedDays: [] }, bella)).toEqual([{ start: 540, end: 1140 }]);
  });

  it('says why a groomer is away: the salon closed first, then time off with its reason, then their day off', () => {
    const salon = { hours: DEFAULT_SALON_HOURS, closedDays: ['2031-12-25'] };
    const away = { ...bella, hours: [{ weekday: 1, start: '09:00', end: '17:00' }], timeOff: [{ startsOn: '2031-12-24', endsOn: '2031-12-26', reason: 'Holiday' }] };
    expect(dayOffReason('2031-12-25', salon, away)).toEqual({ kind: 'salon_closed', reason: null });
    expect(dayOffReason('2031-12-24', salon, away)).toEqual({ kind: 'time_off', reason: 'Holiday' });
    expect(dayOffReason(WEDNESDAY, salon, away)).toEqual({ kind: 'not_working', reason: null });
    expect(dayOffReason('2031-03-10', salon, away)).toBeNull();
  });
});

describe('bookingWarnings', () => {
  it('names what is wrong with a groomer at a time: away, outside hours, busy', () => {
    const input = day({ busy: [{ groomerId: 'bella', time: '10:00', durationMinutes: 30, kind: 'appointment' }] });
    expect(bookingWarnings(input, 'bella', '09:00')).toEqual([]);
    expect(bookingWarnings(input, 'bella', '09:30')).toEqual([{ kind: 'busy' }]);
    expect(bookingWarnings(input, 'bella', '11:30')).toEqual([{ kind: 'outside_hours' }]);
    expect(bookingWarnings(input, 'bella', '09:30', (busy) => busy.time === '10:00')).toEqual([]);
    expect(bookingWarnings({ ...input, closedDays: [WEDNESDAY] }, 'bella', '09:00')).toEqual([{ kind: 'salon_closed' }]);
    const off = { ...bella, timeOff: [{ startsOn: WEDNESDAY, endsOn: WEDNESDAY, reason: 'Training' }] };
    expect(bookingWarnings({ ...input, groomers: [off] }, 'bella', '09:00')).toEqual([{ kind: 'time_off', reason: 'Training' }]);
  });
});

describe('nearestTimes', () => {
  it('gives the free times closest to the one asked, earlier first on a tie', () => {
    expect(nearestTimes(['09:00', '09:30', '10:30', '11:00', '14:00'], '10:00')).toEqual(['09:30', '10:30', '09:00']);
    expect(nearestTimes([], '10:00')).toEqual([]);
  });
});
