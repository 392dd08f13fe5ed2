import type { NameIndex } from './name-index';
import { asName } from './name-matches';
import type { PersonRead } from './people';
import { alternation, BREED_WORDS, DOG_WORDS, isNameLike } from './salon-words';
import type { Sentence, Word } from './sentence';

const KIND = alternation([...BREED_WORDS, ...DOG_WORDS]);
/** "dog Bella", "pup: Max", "her poodle Daisy", "golden retriever named Sunny". */
const KIND_BEFORE = new RegExp(String.raw`\b(?:${KIND})(?:['’]s)?\s*(?:(?:is\s+)?(?:named|called)\s+|name\s*(?:is\s*)?[:-]?\s*)?[:-]?\s*$`, 'i');
/** "Daisy the poodle", "Daisy (poodle)", "Max, the dog". */
const KIND_AFTER = new RegExp(String.raw`^(?:\s*,?\s*(?:the|a|an|our|her|his|my|their)\s+(?:${KIND})\b|\s*\(\s*(?:${KIND})\s*\))`, 'i');
/** Breed words between a customer's possessive and the dog: "Maria's toy poodle Daisy". */
const KIND_BETWEEN = new RegExp(String.raw`^\s*(?:(?:${KIND})\s+)?(?:named\s+|called\s+)?$`, 'i');
const BRING_CUE = /\b(?:bring|brings|bringing|dropping off|drop off)\s+(?:in\s+)?$/i;
/** The service right after the name: "Max nail trim", "Coco's bath". */
const SERVICE_AFTER = new RegExp(String.raw`^(?:['’]s)?\s+(?:(?:full|small|large|big|quick)\s+)?(?:${alternation(['bath', 'wash', 'nail trim', 'nails', 'trim', 'haircut', 'cut', 'groom', 'deshed', 'shave'])})\b`, 'i');
const SEPARATOR = /^\s*(?:[-–—|:,/]\s*)$/;

interface Cue {
  /** Whether the word at `i` is where the cue says the dog's name is. */
  at: (sentence: Sentence, i: number, customer: PersonRead | null) => boolean;
  /** Whether an everyday word (Pepper, Biscuit) counts as a name after this cue. */
  everydayAllowed: boolean;
  /** A cue of place only ("Maria Garcia, Sam"): a groomer's name there is the groomer, not a dog. */
  byPlace?: boolean;
}

const before = (sentence: Sentence, word: Word) => sentence.text.slice(Math.max(0, word.start - 40), word.start);
const between = (sentence: Sentence, from: Word | undefined, to: Word | undefined) =>
  from && to && from.end <= to.start ? sentence.text.slice(from.end, to.start) : null;

/** The places a salon's staff put a dog's name, surest first. */
const CUES: Cue[] = [
  { at: (s, i) => KIND_BEFORE.test(before(s, s.words[i]!)), everydayAllowed: true },
  { at: (s, i) => KIND_AFTER.test(s.text.slice(s.words[i]!.end, s.words[i]!.end + 40)), everydayAllowed: true },
  // "Maria's Daisy", "Maria Garcia's poodle Daisy"
  {
    at: (s, i, customer) => {
      if (!customer || !s.words[customer.last]?.possessive || i <= customer.last) return false;
      return KIND_BETWEEN.test(between(s, s.words[customer.last], s.words[i]) ?? 'x');
    },
    everydayAllowed: true,
  },
  // "Bella for Maria"
  { at: (s, i, customer) => customer !== null && /^\s+for\s+$/i.test(between(s, s.words[i], s.words[customer.first]) ?? ''), everydayAllowed: true },
  // "Priya Patel - Coco - ..."
  { at: (s, i, customer) => customer?.last === i - 1 && SEPARATOR.test(between(s, s.words[i - 1], s.words[i]) ?? ''), everydayAllowed: true, byPlace: true },
  { at: (s, i) => BRING_CUE.test(before(s, s.words[i]!)), everydayAllowed: true },
  // "book Daisy in"
  { at: (s, i) => /\bbook\s+$/i.test(before(s, s.words[i]!)) && /^\s+in\b/i.test(s.text.slice(s.words[i]!.end)), everydayAllowed: true },
  { at: (s, i) => SERVICE_AFTER.test(s.text.slice(s.words[i]!.end - (s.words[i]!.possessive ? 2 : 0), s.words[i]!.end + 40)), everydayAllowed: true },
  // "for Bella" once the customer is known elsewhere
  { at: (s, i, customer) => customer !== null && /\bfor\s+$/i.test(before(s, s.words[i]!)), everydayAllowed: true, byPlace: true },
  // "Maria Garcia Bella tomorrow 2pm": a name right after the customer's
  { at: (s, i, customer) => customer?.last === i - 1 && /^\s+$/.test(between(s, s.words[i - 1], s.words[i]) ?? ''), everydayAllowed: false, byPlace: true },
];

/**
 * Whether the word at `i` is a dog's owner: "Maria's poodle", "Maria's dog", "Maria's Daisy"
 * (a capitalized name after it; "Sam's chair" is no dog).
 */
export function ownsADog(sentence: Sentence, i: number): boolean {
  const word = sentence.words[i];
  if (!word?.possessive) return false;
  const after = sentence.text.slice(word.end, word.end + 40);
  if (new RegExp(String.raw`^\s+(?:${KIND})\b`, 'i').test(after)) return true;
  const next = sentence.words[i + 1];
  return next !== undefined && /^\s+$/.test(between(sentence, word, next) ?? '') && /^\p{Lu}/u.test(next.text) && isNameLike(next.norm, { everydayAllowed: true });
}

/** A groomer's name standing where a dog's could, with no other groomer named in the sentence: it is the groomer. */
function isTheGroomer(sentence: Sentence, i: number, groomers: NameIndex): boolean {
  const isGroomer = (word: Word) => !word.isNumber && sentence.wordIsFree(word) && groomers.holders(word.norm).length > 0;
  return isGroomer(sentence.words[i]!) && !sentence.words.some((word, j) => j !== i && isGroomer(word));
}

/** The dog's name, where the sentence puts one, taken from it; null when it names no dog. */
export function readDogName(sentence: Sentence, customer: PersonRead | null, groomers: NameIndex): string | null {
  for (const cue of CUES) {
    for (let i = 0; i < sentence.words.length; i++) {
      const word = sentence.words[i]!;
      if (word.isNumber || !sentence.wordIsFree(word) || !isNameLike(word.norm, { everydayAllowed: cue.everydayAllowed })) continue;
      if (cue.byPlace && isTheGroomer(sentence, i, groomers)) continue;
      if (!cue.at(sentence, i, customer)) continue;
      sentence.take(word.start, word.end);
      return asName(word.text);
    }
  }
  return null;
}
