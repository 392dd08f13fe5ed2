import { CALENDAR_DATE_PARAM, CALENDAR_VIEW_PARAM, type CalendarView } from '@groombook/routes';
import { addDays, calendarDateError, dayOfWeek, todayIsoDate } from '@groombook/domain';
import { useUrlState } from '../../shared/url-state';

export interface CalendarParams {
  /** 'YYYY-MM-DD': the day shown, or a day of the week shown. */
  date: string;
  view: CalendarView;
}

/** ?date=YYYY-MM-DD&view=day|week; a missing or unreadable date is today, any other view the day. */
export function parseCalendarParams(query: URLSearchParams, today = todayIsoDate()): CalendarParams {
  const date = query.get(CALENDAR_DATE_PARAM) ?? '';
  return {
    date: calendarDateError(date) === null ? date : today,
    view: query.get(CALENDAR_VIEW_PARAM) === 'week' ? 'week' : 'day',
  };
}

export function calendarQuery({ date, view }: CalendarParams): URLSearchParams {
  const query = new URLSearchParams({ [CALENDAR_DATE_PARAM]: date });
  if (view === 'week') query.set(CALENDAR_VIEW_PARAM, view);
  return query;
}

export function useCalendarParams() {
  return useUrlState(parseCalendarParams, calendarQuery);
}

/** The days shown: the date alone, or its week from Sunday to Saturday. */
export function daysShown({ date, view }: CalendarParams): string[] {
  if (view === 'day') return [date];
  const sunday = addDays(date, -(dayOfWeek(date) ?? 0));
  return Array.from({ length: 7 }, (_, index) => addDays(sunday, index));
}

/** Where Previous and Next go: a day or a week away. */
export function shiftedDate({ date, view }: CalendarParams, direction: 1 | -1): string {
  return addDays(date, direction * (view === 'week' ? 7 : 1));
}
