import { describe, expect, it } from 'vitest';
import { DEFAULT_SALON_HOURS, weekdayOf } from '@groombook/domain';
import { demoSchedule, worksAt } from './demo-schedule';

const GROOMERS = ['Bella Martinez', 'Sam Chen', 'Jordan Lee', 'Priya Patel'].map((name, i) => ({ id: `g${i}`, name }));
// 2026-11-26 is a Thursday.
const TODAY = '2026-11-26';

describe('the demo schedule', () => {
  const schedule = demoSchedule(TODAY, GROOMERS);
  const of = (name: string) => schedule.groomers.find((g) => g.name === name)!;

  it('gives Bella a lunch break, Priya her own week, Jordan time off past the demo appointments, and Sam the salon hours', () => {
    expect(of('Bella Martinez')).toMatchObject({ hours: null, timeOff: [] });
    expect(of('Bella Martinez').breaks).toHaveLength(6);
    expect(of('Priya Patel').hours?.map((h) => h.weekday)).toEqual([2, 3, 4, 5, 6]);
    expect(of('Jordan Lee').timeOff).toEqual([{ startsOn: '2026-12-31', endsOn: '2027-01-04', reason: 'Vacation' }]);
    expect(of('Sam Chen')).toMatchObject({ hours: null, breaks: [], timeOff: [] });
  });

  it('closes the salon for a day about six weeks ahead, never a Sunday', () => {
    expect(schedule.closedDay).toEqual({ date: '2027-01-11', reason: 'Staff training day' });
    for (let day = 1; day <= 28; day += 1) {
      const today = `2027-02-${String(day).padStart(2, '0')}`;
      expect(weekdayOf(demoSchedule(today, GROOMERS).closedDay.date)).not.toBe(0);
    }
  });

  it('says who works when: Priya not on Mondays nor before 10:00, Bella not at lunch, nobody on the closed day', () => {
    // 2026-11-30 is a Monday, 12-01 a Tuesday.
    expect(worksAt(schedule, DEFAULT_SALON_HOURS, 'g3', '2026-11-30', '11:00')).toBe(false);
    expect(worksAt(schedule, DEFAULT_SALON_HOURS, 'g3', '2026-12-01', '09:30')).toBe(false);
    expect(worksAt(schedule, DEFAULT_SALON_HOURS, 'g3', '2026-12-01', '10:00')).toBe(true);
    expect(worksAt(schedule, DEFAULT_SALON_HOURS, 'g0', '2026-12-01', '12:00')).toBe(false);
    expect(worksAt(schedule, DEFAULT_SALON_HOURS, 'g0', '2026-12-01', '12:30')).toBe(true);
    expect(worksAt(schedule, DEFAULT_SALON_HOURS, 'g1', schedule.closedDay.date, '10:00')).toBe(false);
    expect(worksAt(schedule, DEFAULT_SALON_HOURS, 'g2', '2027-01-01', '10:00')).toBe(false);
  });
});
