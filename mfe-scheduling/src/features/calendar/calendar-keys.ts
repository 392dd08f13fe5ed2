import type { AppointmentListItem } from '@groombook/contracts/light';
import { formatCalendarDate, formatTime12h, minutesToTime, TIME_SLOTS, timeToMinutes } from '@groombook/domain';
import { movedTime, PIXELS_PER_MINUTE, SNAP_MINUTES, type DayWindow, type GroomerColumn, type Placement } from './calendar-layout';

/** A place in a grid of slots: `x` across (groomers of the day, days of the week), `y` down. */
export interface SlotPosition {
  x: number;
  y: number;
}

/**
 * Where an arrow key (or Home, End) takes the focus among the grid's empty slots: one step,
 * kept inside the grid; null for a key the grid does not use.
 */
export function nextSlot(position: SlotPosition, key: string, size: { across: number; down: number }): SlotPosition | null {
  const clamp = (value: number, count: number) => Math.min(Math.max(value, 0), Math.max(count - 1, 0));
  switch (key) {
    case 'ArrowLeft':
      return { ...position, x: clamp(position.x - 1, size.across) };
    case 'ArrowRight':
      return { ...position, x: clamp(position.x + 1, size.across) };
    case 'ArrowUp':
      return { ...position, y: clamp(position.y - 1, size.down) };
    case 'ArrowDown':
      return { ...position, y: clamp(position.y + 1, size.down) };
    case 'Home':
      return { ...position, y: 0 };
    case 'End':
      return { ...position, y: clamp(size.down - 1, size.down) };
    default:
      return null;
  }
}

/** The start of each bookable slot of the day view's hours ('HH:MM'), every 30 minutes as in the time picker. */
export function slotTimes(hours: DayWindow): string[] {
  const times: string[] = [];
  for (let minutes = hours.start; minutes + TIME_SLOTS.stepMinutes <= hours.end; minutes += TIME_SLOTS.stepMinutes) times.push(minutesToTime(minutes));
  return times;
}

/** What the person calls an appointment in a message: its dog, or its customer without one. */
export function appointmentName(appointment: Pick<AppointmentListItem, 'dog_name' | 'customer'>): string {
  return appointment.dog_name?.trim() || appointment.customer?.name?.trim() || 'The appointment';
}

/** A keyboard move of a day view's block: where it goes, or why it cannot. */
export type KeyboardMove = { placement: Placement; column: GroomerColumn } | { refusal: string };

const STEPS: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

/**
 * Up and down move a block by 15 minutes within the day shown, left and right to the groomer
 * beside; at an edge the answer says why nothing moved. null for any other key.
 */
export function keyboardMove(
  appointment: AppointmentListItem,
  key: string,
  columns: readonly GroomerColumn[],
  hours: DayWindow,
): KeyboardMove | null {
  const step = STEPS[key];
  if (!step) return null;
  const [across, down] = step;
  const index = columns.findIndex((candidate) => candidate.id === appointment.groomer_id);
  const current = columns[index];
  const column = columns[index + across];
  if (!current || !column) {
    const name = current?.name ?? 'This groomer';
    return { refusal: across > 0 ? `${name} is the last groomer` : `${name} is the first groomer` };
  }
  const time = movedTime(appointment.time ?? '', appointment.duration_minutes, down * SNAP_MINUTES * PIXELS_PER_MINUTE, hours);
  if (down !== 0 && time === appointment.time) {
    return {
      refusal:
        down < 0
          ? `${appointmentName(appointment)} already starts at ${formatTime12h(minutesToTime(hours.start))}, the start of the day shown`
          : `${appointmentName(appointment)} already ends at ${formatTime12h(minutesToTime(hours.end))}, the end of the day shown`,
    };
  }
  return { placement: { date: appointment.date, time, groomer_id: column.id, duration_minutes: appointment.duration_minutes }, column };
}

/** The week view does not move blocks: an arrow key on one says where it can be moved. */
export function weekMoveRefusal(appointment: AppointmentListItem, key: string): string | null {
  if (!STEPS[key]) return null;
  return `Appointments are moved on the day view: open ${formatCalendarDate(appointment.date)} to move ${appointmentName(appointment)}`;
}

/** The words of a saved move: 'Moved Rex to Sam Chen at 10:30 AM', or the new times of a resized block. */
export function movedMessage(appointment: AppointmentListItem, placement: Placement, groomerName: string): string {
  const name = appointmentName(appointment);
  const start = formatTime12h(placement.time);
  if (placement.duration_minutes !== appointment.duration_minutes) {
    const end = minutesToTime(((timeToMinutes(placement.time) ?? 0) + placement.duration_minutes) % (24 * 60));
    return `${name} now ${start} – ${formatTime12h(end)}${placement.groomer_id ? ` with ${groomerName}` : ''}`;
  }
  return placement.groomer_id ? `Moved ${name} to ${groomerName} at ${start}` : `Moved ${name} to ${start} without a groomer`;
}
