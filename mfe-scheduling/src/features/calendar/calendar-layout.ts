import type { Groomer } from '@groombook/contracts';
import type { AppointmentListItem } from '@groombook/contracts/light';
import { APPOINTMENT_DURATION, formatTime12h, minutesToTime, TIME_SLOTS, timeToMinutes } from '@groombook/domain';

/** Height of one minute of the day view, in pixels: a 30-minute slot is 45 px, room for two lines. */
export const PIXELS_PER_MINUTE = 1.5;
/** A drag moves and resizes in the form's duration steps (15 minutes). */
export const SNAP_MINUTES = APPOINTMENT_DURATION.stepMinutes;

/** The hours the day view shows, in minutes since midnight. */
export interface DayWindow {
  start: number;
  end: number;
}

/** Where an appointment sits: the fields a drag changes. */
export interface Placement {
  date: string;
  /** 'HH:MM'. */
  time: string;
  groomer_id: string | null;
  duration_minutes: number;
}

/** A column of the day view (a row of the week view): a groomer, or the appointments without one. */
export interface GroomerColumn {
  /** null: the appointments without a groomer. */
  id: string | null;
  name: string;
}

export const UNASSIGNED_LABEL = 'No groomer';

/**
 * The salon's hours (the time picker's first slot to the end of its last), widened to whole
 * hours around any appointment outside them, so nothing is cut off.
 */
export function dayWindow(appointments: readonly Pick<AppointmentListItem, 'time' | 'duration_minutes'>[]): DayWindow {
  let start = timeToMinutes(TIME_SLOTS.firstSlot) ?? 0;
  let end = (timeToMinutes(TIME_SLOTS.lastSlot) ?? 0) + TIME_SLOTS.stepMinutes;
  for (const appointment of appointments) {
    const from = timeToMinutes(appointment.time);
    if (from === null) continue;
    start = Math.min(start, Math.floor(from / 60) * 60);
    end = Math.max(end, Math.min(24 * 60, Math.ceil((from + appointment.duration_minutes) / 60) * 60));
  }
  return { start, end };
}

/** The block of an appointment in its column: top and height in pixels. */
export function blockBox(placement: Pick<Placement, 'time' | 'duration_minutes'>, hours: DayWindow): { top: number; height: number } {
  const start = timeToMinutes(placement.time) ?? hours.start;
  return { top: (start - hours.start) * PIXELS_PER_MINUTE, height: placement.duration_minutes * PIXELS_PER_MINUTE };
}

/** A vertical drag of `deltaPx` in whole steps of 15 minutes. */
export function snappedMinutes(deltaPx: number): number {
  return Math.round(deltaPx / PIXELS_PER_MINUTE / SNAP_MINUTES) * SNAP_MINUTES;
}

/** The start after dragging a block `deltaPx` down (up when negative), kept inside the day shown. */
export function movedTime(time: string, durationMinutes: number, deltaPx: number, hours: DayWindow): string {
  const start = (timeToMinutes(time) ?? hours.start) + snappedMinutes(deltaPx);
  return minutesToTime(Math.min(Math.max(start, hours.start), Math.max(hours.start, hours.end - durationMinutes)));
}

/** The duration after dragging a block's bottom edge `deltaPx`, within the form's limits. */
export function resizedDuration(durationMinutes: number, deltaPx: number): number {
  const duration = durationMinutes + snappedMinutes(deltaPx);
  return Math.min(Math.max(duration, APPOINTMENT_DURATION.minMinutes), APPOINTMENT_DURATION.maxMinutes);
}

/**
 * One column per groomer, in the order given; a groomer that is no longer listed but still has
 * appointments shown gets one too, and the appointments without a groomer one at the end.
 */
export function groomerColumns(
  groomers: readonly Pick<Groomer, 'id' | 'name'>[],
  appointments: readonly Pick<AppointmentListItem, 'groomer_id' | 'groomer'>[],
): GroomerColumn[] {
  const columns: GroomerColumn[] = groomers.map(({ id, name }) => ({ id, name }));
  const known = new Set(columns.map((column) => column.id));
  let unassigned = false;
  for (const appointment of appointments) {
    if (appointment.groomer_id === null) unassigned = true;
    else if (!known.has(appointment.groomer_id)) {
      known.add(appointment.groomer_id);
      columns.push({ id: appointment.groomer_id, name: appointment.groomer?.name ?? 'Unknown groomer' });
    }
  }
  return unassigned ? [...columns, { id: null, name: UNASSIGNED_LABEL }] : columns;
}

/** The hour lines of the time axis: every full hour inside the hours. */
export function hourMarks(hours: DayWindow): number[] {
  const marks: number[] = [];
  for (let minutes = Math.ceil(hours.start / 60) * 60; minutes < hours.end; minutes += 60) marks.push(minutes);
  return marks;
}

/** '9:00 AM – 10:30 AM', or 'No time' without a readable start. */
export function timeRange(appointment: Pick<Placement, 'duration_minutes'> & { time: string | null }): string {
  const start = timeToMinutes(appointment.time);
  if (start === null) return 'No time';
  return `${formatTime12h(appointment.time)} – ${formatTime12h(minutesToTime((start + appointment.duration_minutes) % (24 * 60)))}`;
}

