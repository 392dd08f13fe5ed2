import { useLiveAppointments } from '@groombook/api-client';

/**
 * Keeps the page it sits on live (appointments, conflicts, schedules, free times). Its own
 * chunk, loaded after the page's first paint: the event stream's client stays out of the
 * page's first download.
 */
export function LiveUpdates() {
  useLiveAppointments();
  return null;
}
