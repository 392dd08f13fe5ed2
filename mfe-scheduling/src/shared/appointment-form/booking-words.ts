import { formatCalendarDate, formatTime12h, type RecurringConfig } from '@groombook/domain';
import { describeRecurringPattern } from './recurring-pattern';

export const APPOINTMENT_ADDED_MESSAGE = 'Appointment successfully added!';
export const APPOINTMENT_UPDATED_MESSAGE = 'Appointment successfully updated!';

/** What was booked, as the form had it: the dog, its groomer's name, and the (first) slot. */
export interface BookedSlot {
  dogName: string;
  groomerName: string | null;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:MM' or ''. */
  time: string;
}

function slotWords({ date, time }: BookedSlot): string {
  const at = formatTime12h(time);
  return `${formatCalendarDate(date)}${at ? ` at ${at}` : ''}`;
}

const withGroomer = (slot: BookedSlot) => (slot.groomerName ? ` with ${slot.groomerName}` : '');

/** 'Appointment successfully added! Booked Rex with Sam Chen on Thu, Nov 26, 2026 at 10:00 AM.' */
export function appointmentBookedMessage(slot: BookedSlot): string {
  return `${APPOINTMENT_ADDED_MESSAGE} Booked ${slot.dogName.trim()}${withGroomer(slot)} on ${slotWords(slot)}.`;
}

/** 'Booked 4 appointments for Rex with Sam Chen, every 2 weeks from Thu, Nov 26, 2026 at 10:00 AM.' (never the series id) */
export function seriesBookedMessage(count: number, slot: BookedSlot, config: RecurringConfig): string {
  const pattern = describeRecurringPattern(config);
  // 'Every 1 week on Mon' reads 'every week on Mon' in a sentence.
  const how = pattern ? `, ${pattern.replace(/^Every 1 /, 'Every ').replace(/^Every/, 'every')}` : '';
  return `Booked ${count} appointments for ${slot.dogName.trim()}${withGroomer(slot)}${how} from ${slotWords(slot)}.`;
}
