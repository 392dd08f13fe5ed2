import { casual, type ParsedResult } from 'chrono-node/en';
import { addDays, calendarDateError, formatIsoDate } from '@groombook/domain';
import type { Sentence } from './sentence';
import { clockTime } from './times';

/** The day as YYYY-MM-DD when the calendar has it (not February 30th) within the product's years, else null. */
function calendarDay(year: number, month: number, day: number): string | null {
  const date = formatIsoDate({ year, month, day });
  return calendarDateError(date) === null ? date : null;
}

/** Abbreviations chrono does not know, each replaced by one it does of the same length (positions stay). */
const ABBREVIATIONS: [RegExp, string][] = [
  [/\bweds\b/gi, 'wed '],
  [/\btues\b/gi, 'tue '],
  [/\bthur\b/gi, 'thu '],
];

const WEEKDAY_THE_NTH = /\b(?:on\s+)?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*,?\s+(?:the\s+)?([12]?\d|3[01])(?:st|nd|rd|th)\b(?!\s+of\s)/gi;

/** Spans that name a stretch of time rather than a day: they set no date. */
const NOT_A_DAY = /^(?:(?:this|next|coming|the)\s+)?(?:week|month|year|weekend)$/i;

/** Whether chrono read a day: a calendar date, a weekday, or a day counted from today. */
function namesADay(result: ParsedResult): boolean {
  return (result.start.isCertain('day') || result.start.isCertain('weekday')) && !NOT_A_DAY.test(result.text.trim());
}

/** "on the 14th": the next 14th from today (today included), skipping months too short for it. */
function nextDayOfMonth(today: string, day: number): string | null {
  let [year, month] = today.split('-').map(Number) as [number, number];
  for (let i = 0; i < 12; i++) {
    const date = calendarDay(year, month, day);
    if (date && date >= today) return date;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return null;
}

export interface ReadDate {
  /** YYYY-MM-DD */
  date: string;
  /** Where its words end in the sentence. */
  end: number;
  /** A time written with the date ("sat 10"), HH:MM. */
  time?: string | null;
}

/**
 * The appointment's date (YYYY-MM-DD), taken from the sentence; null when it names none.
 * `today` is the company's. Dates in any common form are read by chrono, with dates
 * without a year in the future; a weekday is the next such day after today ("friday" on a
 * Friday is next week's), "in 3 days" counts from today.
 */
export function readDate(sentence: Sentence, today: string): ReadDate | null {
  const afterTomorrow = sentence.takeFirst(/\b(?:the\s+)?day\s+after\s+tomorrow\b/gi);
  if (afterTomorrow) return { date: addDays(today, 2), end: afterTomorrow.index + afterTomorrow[0].length };

  // "Friday the 20th": the day of the month decides (chrono would read the weekday alone).
  const weekdayAndDay = sentence.takeFirst(WEEKDAY_THE_NTH);
  if (weekdayAndDay) {
    const date = nextDayOfMonth(today, Number(weekdayAndDay[1]));
    if (date) return { date, end: weekdayAndDay.index + weekdayAndDay[0].length };
  }

  let text = sentence.freeText();
  for (const [pattern, replacement] of ABBREVIATIONS) text = text.replace(pattern, replacement);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  // Noon of the company's today: no time zone or daylight-saving change can move it to another day.
  const reference = new Date(year, month - 1, day, 12);
  for (const result of casual.parse(text, reference, { forwardDate: true })) {
    // chrono's span may run on over the blanked-out words after it; a word it read shortened ("weds") ends where the word does.
    let end = result.index + result.text.replace(/[\s,;]+$/, '').length;
    while (end < sentence.text.length && /\p{L}/u.test(sentence.text.charAt(end))) end++;
    if (!namesADay(result) || !sentence.isFree(result.index, end)) continue;
    const start = result.start;
    let date = calendarDay(start.get('year') ?? year, start.get('month') ?? month, start.get('day') ?? day);
    if (!date) continue;
    if (!start.isCertain('day') && date <= today) date = addDays(date, 7);
    sentence.take(result.index, end);
    // "sat 10": chrono reads the hour with the day; whether it is morning or afternoon is the salon's rule unless said.
    const hour = start.isCertain('hour') ? start.get('hour') : null;
    const said = start.isCertain('meridiem');
    const time = hour === null ? null : clockTime(said ? hour % 12 || 12 : hour, start.get('minute') ?? 0, said ? (hour >= 12 ? 'pm' : 'am') : null);
    return { date, end, time };
  }

  const ordinal = sentence.takeFirst(/\b(?:on\s+)?(?:the\s+)?([12]?\d|3[01])(?:st|nd|rd|th)\b(?!\s+(?:time|visit|appointment))/gi);
  const date = ordinal ? nextDayOfMonth(today, Number(ordinal[1])) : null;
  return ordinal && date ? { date, end: ordinal.index + ordinal[0].length } : null;
}
