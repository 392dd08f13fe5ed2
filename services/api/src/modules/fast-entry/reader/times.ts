import { TIME_SLOTS } from '@groombook/domain';
import { alternation, NUMBER_WORDS } from './salon-words';
import type { Sentence } from './sentence';

type Meridiem = 'am' | 'pm' | null;

const HOUR_WORDS = Object.fromEntries(Object.entries(NUMBER_WORDS).filter(([, value]) => value >= 1 && value <= 12 && value !== 1));
const HOUR = String.raw`(\d{1,2}|${alternation(Object.keys(HOUR_WORDS).concat('one'))})`;
const MERIDIEM = String.raw`(?:\s*(a\.?\s?m\.?|p\.?\s?m\.?)(?![a-z])|(a|p)(?![a-z]))`;
const DAYPART = String.raw`(?:\s+(?:in\s+the\s+)?(morning|afternoon|evening)|\s+(?:at\s+)?(night|tonight))?`;
const CUE = String.raw`(?:(?:\b(?:at|around|by|from|for)|@)\s*)?`;
/** What a bare number after "at" must not be followed by to be a time ("at 3 dollars" is not). */
const NOT_A_TIME_AFTER = String.raw`(?!\s*(?:\$|%|dollars?|bucks|usd|mins?|minutes?|hrs?|hours?|days?|weeks?|months?|years?|yrs?|lbs?|pounds|kg|dogs?|[/:.\d]))`;

/**
 * The salon's opening hours decide a time typed without am or pm: the time slots run from
 * 09:00 to 19:00, so a bare 1 to 7 is in the afternoon and 8 to 12 in the morning (12 noon).
 */
const FIRST_MORNING_HOUR = Number(TIME_SLOTS.firstSlot.slice(0, 2)) - 1;

function hourOf(text = ''): number {
  return /^\d/.test(text) ? Number(text) : (HOUR_WORDS[text.toLowerCase()] ?? (text.toLowerCase() === 'one' ? 1 : NaN));
}

function meridiemOf(marker: string | undefined, daypart: string | undefined): Meridiem {
  const word = (marker ?? '').toLowerCase().replace(/[.\s]/g, '');
  if (word === 'am' || word === 'a') return 'am';
  if (word === 'pm' || word === 'p') return 'pm';
  if (!daypart) return null;
  return daypart.toLowerCase() === 'morning' ? 'am' : 'pm';
}

/** HH:MM on a 24-hour clock, or null when no such time exists. */
export function clockTime(hour: number, minute: number, meridiem: Meridiem): string | null {
  if (!Number.isInteger(hour) || !Number.isInteger(minute) || minute < 0 || minute > 59) return null;
  let h = hour;
  if (meridiem) {
    if (h < 1 || h > 12) return h >= 13 && h <= 23 && meridiem === 'pm' ? format(h, minute) : null;
    if (meridiem === 'pm' && h < 12) h += 12;
    if (meridiem === 'am' && h === 12) h = 0;
  } else if (h >= 1 && h < FIRST_MORNING_HOUR) {
    h += 12;
  }
  return h >= 0 && h <= 23 ? format(h, minute) : null;
}

const format = (hour: number, minute: number) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

interface TimePattern {
  pattern: RegExp;
  read: (match: RegExpExecArray) => { time: string | null; until?: string | null };
}

const TIME_PATTERNS: TimePattern[] = [
  { pattern: /\b(?:at\s+)?(?:12\s+)?(?:noon|midday)\b/gi, read: () => ({ time: '12:00' }) },
  {
    pattern: new RegExp(String.raw`${CUE}\bhalf\s+past\s+${HOUR}\b${MERIDIEM}?${DAYPART}`, 'gi'),
    read: (m) => ({ time: clockTime(hourOf(m[1]), 30, meridiemOf(m[2] ?? m[3], m[4] ?? m[5])) }),
  },
  {
    pattern: new RegExp(String.raw`${CUE}\bquarter\s+(past|after|to|til|till)\s+${HOUR}\b${MERIDIEM}?${DAYPART}`, 'gi'),
    read: (m) => {
      const before = /^t/i.test(m[1] ?? '');
      return { time: clockTime(hourOf(m[2]) - (before ? 1 : 0), before ? 45 : 15, meridiemOf(m[3] ?? m[4], m[5] ?? m[6])) };
    },
  },
  // A range: "2-3:30pm", "from 10 to 11:30 am": the start, and how long it lasts.
  {
    pattern: new RegExp(
      String.raw`(?:\bfrom\s+)?\b(\d{1,2})(?::([0-5]\d))?${MERIDIEM}?\s*(?:-|–|to|until|till)\s*(\d{1,2})(?::([0-5]\d))?${MERIDIEM}`,
      'gi',
    ),
    read: (m) => {
      const endMeridiem = meridiemOf(m[7] ?? m[8], undefined);
      const startMeridiem = meridiemOf(m[3] ?? m[4], undefined) ?? endMeridiem;
      const start = clockTime(Number(m[1]), Number(m[2] ?? 0), startMeridiem);
      const end = clockTime(Number(m[5]), Number(m[6] ?? 0), endMeridiem);
      // "11-1pm": the start is in the morning when taking the end's half of the day puts it after the end.
      const fixedStart = start && end && start >= end ? clockTime(Number(m[1]), Number(m[2] ?? 0), 'am') : start;
      return { time: fixedStart, until: end };
    },
  },
  // "3pm", "3:30 p.m.", "10a", "11 o'clock in the morning", "2:15 in the afternoon"
  {
    pattern: new RegExp(String.raw`${CUE}\b${HOUR}(?::([0-5]\d))?(?:${MERIDIEM}|\s*o['’]?clock)${DAYPART}`, 'gi'),
    read: (m) => ({ time: clockTime(hourOf(m[1]), Number(m[2] ?? 0), meridiemOf(m[3] ?? m[4], m[5] ?? m[6])) }),
  },
  // "14:30", "3:30", "3.30 in the afternoon"
  {
    pattern: new RegExp(String.raw`${CUE}\b(\d{1,2})[:.]([0-5]\d)\b(?![:/.]\d)${DAYPART}`, 'gi'),
    read: (m) => ({ time: clockTime(Number(m[1]), Number(m[2]), meridiemOf(undefined, m[3] ?? m[4])) }),
  },
  // "at 3", "@ 10", "after 1", "3 in the afternoon"
  {
    pattern: new RegExp(String.raw`(?:\bat|\baround|\bafter|@)\s*${HOUR}\b${NOT_A_TIME_AFTER}${DAYPART}`, 'gi'),
    read: (m) => ({ time: clockTime(hourOf(m[1]), 0, meridiemOf(undefined, m[2] ?? m[3])) }),
  },
  {
    pattern: new RegExp(String.raw`\b${HOUR}\s+(?:in\s+the\s+)(morning|afternoon|evening)\b`, 'gi'),
    read: (m) => ({ time: clockTime(hourOf(m[1]), 0, meridiemOf(undefined, m[2])) }),
  },
];

export interface ReadTime {
  /** HH:MM, 24-hour. */
  time: string;
  /** Minutes between the start and end of a range ("2-3:30pm"), when one was given. */
  minutes: number | null;
}

const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The appointment's time, taken from the sentence; null when it gives none. */
export function readTime(sentence: Sentence): ReadTime | null {
  for (const { pattern, read } of TIME_PATTERNS) {
    let found: ReadTime | null = null;
    sentence.takeFirst(pattern, (match) => {
      const { time, until } = read(match);
      if (!time) return false;
      found = { time, minutes: until && minutesOfDay(until) > minutesOfDay(time) ? minutesOfDay(until) - minutesOfDay(time) : null };
      return true;
    });
    if (found) return found;
  }
  return null;
}

/** A bare hour with no cue ("tomorrow 3"), read with the opening-hours rule. */
export function bareHour(text: string): string | null {
  const hour = Number(text);
  return /^\d{1,2}$/.test(text) && hour >= 1 && hour <= 12 ? clockTime(hour, 0, null) : null;
}
