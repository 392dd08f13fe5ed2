import { BREED_WORDS, DOG_WORDS, FUNCTION_WORDS, REQUEST_WORDS } from './salon-words';
import type { Sentence, Word } from './sentence';
import { bareHour } from './times';

/** Words that say nothing once the details are read: "book", "at", "for a", "her poodle". */
const FILLER = new Set([...FUNCTION_WORDS, ...DOG_WORDS, ...BREED_WORDS.flatMap((breed) => breed.split(' ')), ...REQUEST_WORDS]);
const WORD = /[\p{L}\p{M}\d]+(?:['’.-][\p{L}\p{M}\d]+)*/gu;
const UNIT_AFTER = /^\s*(?:%|years?|yrs?|y\/?o|months?|mos?|weeks?|wks?|days?|lbs?|pounds|kg|kilos?|dogs?|times?|x\b|st\b|nd\b|rd\b|th\b)/i;

const MONTH = /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$/i;

/** A number right after a month's name is a day of it (one no calendar has, like February 30), not money. */
function afterAMonth(sentence: Sentence, word: Word): boolean {
  const previous = /(\p{L}+)\s+$/u.exec(sentence.text.slice(Math.max(0, word.start - 12), word.start))?.[1];
  return previous !== undefined && MONTH.test(previous);
}

export interface Anchors {
  /** Where the date's words end (a bare hour right after it is the time). */
  dateEnd: number | null;
  /** Where the groomer's name ends (a bare number right after it is the price). */
  groomerEnd: number | null;
}

/**
 * Numbers nobody claimed: a bare hour right after the date ("tomorrow 3") is the time; a
 * number right after the groomer ("with Sam 85") is the price, and so is one that can only be
 * money (cents, or 20 and more, with no unit after it).
 */
export function readBareNumbers(sentence: Sentence, anchors: Anchors, wanted: { time: boolean; price: boolean }) {
  let time: string | null = null;
  let price: number | null = null;
  const right = (from: number | null, to: number) => from !== null && sentence.onlyGapBetween(from, to, /^[\s,;:|–—-]*$/);
  for (const word of sentence.words) {
    if (!word.isNumber || !sentence.wordIsFree(word) || UNIT_AFTER.test(sentence.text.slice(word.end))) continue;
    const value = Number(word.text);
    if (!Number.isFinite(value) || word.text.includes(':')) continue;
    if (wanted.time && time === null && right(anchors.dateEnd, word.start) && bareHour(word.text)) {
      time = bareHour(word.text);
    } else if (wanted.price && price === null && !afterAMonth(sentence, word) && (right(anchors.groomerEnd, word.start) || /\.\d{1,2}$/.test(word.text) || (value >= 20 && value <= 10_000))) {
      price = value;
    } else {
      continue;
    }
    sentence.take(word.start, word.end);
  }
  return { time, price };
}

/**
 * What is left that matters, for the notes: each stretch of free text without the filler at
 * its ends, stretches of filler alone dropped, joined with commas. Null when nothing is left.
 */
export function leftoverNotes(sentence: Sentence, first: string | null): string | null {
  const parts = first ? [first] : [];
  for (const run of sentence.freeRuns()) {
    const content = [...run.matchAll(WORD)].filter((match) => !FILLER.has(match[0].toLowerCase()));
    const start = content[0];
    const end = content.at(-1);
    if (!start || !end) continue;
    const text = run.slice(start.index, end.index + end[0].length).replace(/\s+/g, ' ').trim();
    if (text) parts.push(text);
  }
  return parts.length > 0 ? parts.join(', ') : null;
}

/** What a customer's text asks done, in their words: "nail trim", "bath", "nails". */
const ASKED = /\b(?:nail\s+trim|nails|bath|wash|trim|haircut|hair\s+cut|deshed(?:ding)?|shave|teeth|ears|flea\s+bath)\b/gi;

/**
 * A customer's text's notes: the service it names, else what it asks done ("a bath", "her
 * nails"); greetings and chat are no notes. Null when it asks nothing done.
 */
export function askedNotes(sentence: Sentence, service: string | null): string | null {
  if (service) return service;
  const asked = sentence.freeRuns().flatMap((run) => [...run.matchAll(ASKED)].map((match) => match[0].toLowerCase().replace(/\s+/g, ' ')));
  return asked.length > 0 ? [...new Set(asked)].join(', ') : null;
}
