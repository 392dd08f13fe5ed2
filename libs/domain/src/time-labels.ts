import { TIME_SLOTS } from './constants';
import { minutesToTime, timeToMinutes, type TimeSlot } from './time-slots';

/*
 * Times as people read them ('2:30 PM') and the time picker's slots, apart from the parsing in
 * time-slots.ts: the contracts (which every page downloads) parse times but never show one, so a
 * page that shows them loads this itself.
 */

function minutesTo12h(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * '14:30' -> '2:30 PM', '00:15' -> '12:15 AM'. Accepts every form parseAppointmentTime does.
 * Blank gives ''; an unreadable value is returned as given, so a screen still shows what
 * is stored rather than hiding it.
 */
export function formatTime12h(text: string | null | undefined): string {
  const minutes = timeToMinutes(text);
  if (minutes !== null) return minutesTo12h(minutes);
  return text?.trim() ?? '';
}

/** The time picker's slots: every 30 minutes from 09:00 to 19:00 inclusive (21 slots). */
export function timeSlots(): TimeSlot[] {
  const first = timeToMinutes(TIME_SLOTS.firstSlot) ?? 0;
  const last = timeToMinutes(TIME_SLOTS.lastSlot) ?? 0;
  const slots: TimeSlot[] = [];
  for (let minutes = first; minutes <= last; minutes += TIME_SLOTS.stepMinutes) {
    slots.push({ value: minutesToTime(minutes), label: minutesTo12h(minutes) });
  }
  return slots;
}
