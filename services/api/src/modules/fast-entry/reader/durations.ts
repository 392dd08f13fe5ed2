import { alternation, NUMBER_WORDS } from './salon-words';
import type { Sentence } from './sentence';

const NUMBER = String.raw`\d+(?:\.\d+)?`;
// A count in words needs a space before its unit, so "10 am" is never "10 a(n) m(inute)".
const WORDS_FOR_HOURS = alternation(Object.keys(NUMBER_WORDS));
const WORDS_FOR_MINUTES = alternation(Object.keys(NUMBER_WORDS).filter((word) => (NUMBER_WORDS[word] ?? 0) > 1));
const HOURS = String.raw`(?:h|hrs?|hours?)(?![a-z])`;
const MINUTES = String.raw`(?:m|mins?|minutes?)(?![a-z])`;
const LEAD = String.raw`(?:\b(?:for|lasting|takes?|duration(?:\s+of)?|length)\s*:?\s*)?`;

/** How long the appointment takes, in the forms staff write it; each match gives minutes. */
const DURATION_PATTERNS: [RegExp, (match: RegExpExecArray) => number | null][] = [
  // "an hour and a half", "1 and a half hours", "hour and a half"
  [
    new RegExp(String.raw`${LEAD}\b(?:(?:an?|one|1)\s+)?(?:hour\s+and\s+a\s+half|and\s+a\s+half\s+hours?)\b`, 'gi'),
    () => 90,
  ],
  [new RegExp(String.raw`${LEAD}\bhalf\s+(?:an?\s+)?hour\b`, 'gi'), () => 30],
  // "1h30", "1 hr 30 min", "2 hours", "1.5 hours", "two hours", "an hour"
  [
    new RegExp(
      String.raw`${LEAD}\b(?:(${NUMBER})\s*-?\s*|(${WORDS_FOR_HOURS})\s+)${HOURS}(?:\s*(?:and\s+)?(\d{1,2})\s*${MINUTES}|(\d{2})(?![\d:]))?`,
      'gi',
    ),
    (match) => {
      const hours = count(match[1] ?? match[2]);
      const minutes = match[3] ?? match[4];
      return hours === null ? null : hours * 60 + (minutes ? Number(minutes) : 0);
    },
  ],
  // "45 min", "90 minutes", "forty five minutes"
  [new RegExp(String.raw`${LEAD}\b(?:(${NUMBER})\s*-?\s*|(${WORDS_FOR_MINUTES})\s+)${MINUTES}`, 'gi'), (match) => count(match[1] ?? match[2])],
];

function count(text: string | undefined): number | null {
  if (!text) return null;
  const value = /^\d/.test(text) ? Number(text) : NUMBER_WORDS[text.toLowerCase().replace(/[\s-]+/g, ' ')];
  return value === undefined || !Number.isFinite(value) ? null : value;
}

/** The appointment's length in whole minutes, taken from the sentence; null when it gives none. */
export function readDuration(sentence: Sentence): number | null {
  for (const [pattern, minutesOf] of DURATION_PATTERNS) {
    let minutes: number | null = null;
    sentence.takeFirst(pattern, (match) => {
      minutes = minutesOf(match);
      return minutes !== null && minutes > 0 && minutes <= 24 * 60;
    });
    if (minutes !== null) return Math.round(minutes);
  }
  return null;
}
