import { describe, expect, it } from 'vitest';
import { quarterHourOptions, stretchesOf, weekHoursFrom } from './weekly-hours-editor';

describe('a week of hours being edited', () => {
  it('opens the weekdays that have a stretch and keeps the others closed, 9:00 AM to 7:00 PM to open with', () => {
    const week = weekHoursFrom([{ weekday: 2, start: '08:30', end: '17:00' }]);
    expect(week).toHaveLength(7);
    expect(week[2]).toEqual({ open: true, start: '08:30', end: '17:00' });
    expect(week[0]).toEqual({ open: false, start: '09:00', end: '19:00' });
  });

  it('gives back the open weekdays only, Sunday first', () => {
    const week = weekHoursFrom([
      { weekday: 6, start: '10:00', end: '14:00' },
      { weekday: 0, start: '11:00', end: '15:00' },
    ]);
    week[3] = { open: false, start: '07:00', end: '08:00' };
    week[6] = { open: true, start: '10:00', end: '16:15' };
    expect(stretchesOf(week)).toEqual([
      { weekday: 0, start: '11:00', end: '15:00' },
      { weekday: 6, start: '10:00', end: '16:15' },
    ]);
  });

  it('offers every quarter hour as the product writes times, and a stored time off the step in its place', () => {
    const options = quarterHourOptions('09:00');
    expect(options).toHaveLength(96);
    expect(options[0]).toEqual({ value: '00:00', label: '12:00 AM' });
    expect(options.find((option) => option.value === '13:45')?.label).toBe('1:45 PM');
    const withOdd = quarterHourOptions('09:10').map((option) => option.value);
    expect(withOdd).toHaveLength(97);
    expect(withOdd.slice(36, 39)).toEqual(['09:00', '09:10', '09:15']);
  });
});
