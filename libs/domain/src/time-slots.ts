
/**
 * Appointment times. The API stores a time of day that may be blank and, in data from the
 * former backend, may carry seconds and a '+offset'. The product shows
 * and compares times as 'HH:MM' and drops the offset: a salon's times are wall-clock times.
 */

export interface TimeSlot {
  /** 'HH:MM', 24-hour. */
  value: string;
  /** '9:00 AM'. */
  label: string;
}

export const INVALID_TIME_MESSAGE = 'Invalid time format';

export type ParsedTime = { ok: true; time: string | null } | { ok: false; error: string };

// HH:MM, optional :SS, optional '+HH', '+HHMM' or '+HH:MM'. Only '+' offsets: the stored times never carried '-'.
const APPOINTMENT_TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?(?:\+(\d{2})(?::?(\d{2}))?)?$/;

/**
 * 'HH:MM' from the forms the API accepts: '' / null / undefined (no time) -> time null;
 * 'HH:MM', 'HH:MM:SS', either with a '+offset' -> 'HH:MM'. Anything else is an error value,
 * not an exception, so a form can show it inline.
 */
export function parseAppointmentTime(text: string | null | undefined): ParsedTime {
  if (text === null || text === undefined) return { ok: true, time: null };
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, time: null };
  const match = APPOINTMENT_TIME.exec(trimmed);
  if (!match) return { ok: false, error: INVALID_TIME_MESSAGE };
  const [, hh = '', mm = '', ss, offsetH, offsetM] = match;
  const inRange =
    Number(hh) <= 23 &&
    Number(mm) <= 59 &&
    (ss === undefined || Number(ss) <= 59) &&
    (offsetH === undefined || Number(offsetH) <= 23) &&
    (offsetM === undefined || Number(offsetM) <= 59);
  return inRange ? { ok: true, time: `${hh}:${mm}` } : { ok: false, error: INVALID_TIME_MESSAGE };
}

const DIGIT_ZERO = 48;
const COLON = 58;
const digitAt = (text: string, at: number): number => {
  const digit = text.charCodeAt(at) - DIGIT_ZERO;
  return digit >= 0 && digit <= 9 ? digit : -1;
};

/**
 * Minutes since midnight of a plain, valid 'HH:MM' read from its characters, or -1 for any other
 * text. Every stored time reads this way, so a month's conflict sweep (thousands of times) skips
 * the pattern; anything else goes through `parseAppointmentTime`.
 */
function plainMinutes(text: string): number {
  if (text.length !== 5 || text.charCodeAt(2) !== COLON) return -1;
  const h1 = digitAt(text, 0);
  const h2 = digitAt(text, 1);
  const m1 = digitAt(text, 3);
  const m2 = digitAt(text, 4);
  if (h1 < 0 || h2 < 0 || m1 < 0 || m2 < 0) return -1;
  const hours = h1 * 10 + h2;
  const minutes = m1 * 10 + m2;
  return hours <= 23 && minutes <= 59 ? hours * 60 + minutes : -1;
}

/** Minutes since midnight of an API time, or null when it is blank or invalid. */
export function timeToMinutes(text: string | null | undefined): number | null {
  const plain = typeof text === 'string' ? plainMinutes(text) : -1;
  if (plain >= 0) return plain;
  const parsed = parseAppointmentTime(text);
  if (!parsed.ok || parsed.time === null) return null;
  return Number(parsed.time.slice(0, 2)) * 60 + Number(parsed.time.slice(3, 5));
}

/** Minutes since midnight as 'HH:MM' (0 -> '00:00', 870 -> '14:30'). */
export function minutesToTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
