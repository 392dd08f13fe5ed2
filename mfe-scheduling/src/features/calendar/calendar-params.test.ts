import { describe, expect, it } from 'vitest';
import { calendarQuery, daysShown, parseCalendarParams, shiftedDate } from './calendar-params';

const TODAY = '2026-11-18';
const parse = (query: string) => parseCalendarParams(new URLSearchParams(query), TODAY);

describe('calendar address', () => {
  it('reads the date and the view, today and the day view when missing or unreadable', () => {
    expect(parse('date=2026-12-01&view=week')).toEqual({ date: '2026-12-01', view: 'week' });
    expect(parse('')).toEqual({ date: TODAY, view: 'day' });
    expect(parse('date=2026-02-30&view=month')).toEqual({ date: TODAY, view: 'day' });
    expect(calendarQuery({ date: '2026-12-01', view: 'day' }).toString()).toBe('date=2026-12-01');
    expect(calendarQuery({ date: '2026-12-01', view: 'week' }).toString()).toBe('date=2026-12-01&view=week');
  });

  it('shows the day, or its week from Sunday to Saturday, across a month end', () => {
    expect(daysShown({ date: '2026-11-18', view: 'day' })).toEqual(['2026-11-18']);
    expect(daysShown({ date: '2026-12-02', view: 'week' })).toEqual([
      '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05',
    ]);
  });

  it('steps a day or a week', () => {
    expect(shiftedDate({ date: '2026-11-30', view: 'day' }, 1)).toBe('2026-12-01');
    expect(shiftedDate({ date: '2026-11-30', view: 'week' }, -1)).toBe('2026-11-23');
  });
});
