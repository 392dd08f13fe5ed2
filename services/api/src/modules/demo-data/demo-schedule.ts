import { timeToMinutes, weekdayOf, workingStretches, type GroomerSchedule, type WeeklyStretch } from '@groombook/domain';
import { addDays } from '../../core/clock/company-time';

const WORKDAYS = [1, 2, 3, 4, 5, 6];

/** What the demo's calendar shows of hours: a groomer's own hours, a break, time off, a closed day. */
export interface DemoSchedule {
  groomers: (GroomerSchedule & { name: string })[];
  closedDay: { date: string; reason: string };
}

/**
 * The demo groomers' weeks, by name (GROOMER_NAMES): Bella Martinez takes lunch from 12:00 to
 * 12:30, Monday to Saturday; Priya Patel works her own hours, Tuesday to Saturday 10:00 to
 * 18:00 (Monday off); Jordan Lee is on vacation five days from five weeks ahead; Sam Chen works
 * the salon's hours. The salon is closed for a training day about six and a half weeks ahead
 * (never a Sunday). Five weeks and more ahead lies past the demo's appointments.
 */
export function demoSchedule(today: string, groomers: readonly { id: string; name: string }[]): DemoSchedule {
  let closed = addDays(today, 45);
  if (weekdayOf(closed) === 0) closed = addDays(closed, 1);
  return {
    closedDay: { date: closed, reason: 'Staff training day' },
    groomers: groomers.map((groomer) => {
      const week = (start: string, end: string, days = WORKDAYS): WeeklyStretch[] => days.map((weekday) => ({ weekday, start, end }));
      if (groomer.name === 'Bella Martinez') return { ...groomer, hours: null, breaks: week('12:00', '12:30'), timeOff: [] };
      if (groomer.name === 'Priya Patel') return { ...groomer, hours: week('10:00', '18:00', [2, 3, 4, 5, 6]), breaks: [], timeOff: [] };
      if (groomer.name === 'Jordan Lee') {
        return { ...groomer, hours: null, breaks: [], timeOff: [{ startsOn: addDays(today, 35), endsOn: addDays(today, 39), reason: 'Vacation' }] };
      }
      return { ...groomer, hours: null, breaks: [], timeOff: [] };
    }),
  };
}

/** Whether the groomer works at `time` on `date` (the start of an appointment lies in their hours). */
export function worksAt(schedule: DemoSchedule, salonHours: readonly WeeklyStretch[], groomerId: string, date: string, time: string): boolean {
  const groomer = schedule.groomers.find((g) => g.id === groomerId);
  const start = timeToMinutes(time);
  if (!groomer || start === null) return true;
  const stretches = workingStretches(date, { hours: salonHours, closedDays: [schedule.closedDay.date] }, groomer);
  return stretches.some((s) => s.start <= start && start < s.end);
}
