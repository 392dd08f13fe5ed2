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
/** What a customer does with a dog: "Linda Chen wants Milo", "Maria and Bella again", "get Coco in". */
const WANTS_CUE = /^\s+(?:wants|needs|has|brings|and)\s+$/i;
const ASKS_FOR_CUE = /\b(?:book|get|getting)\s+$/i;
/** "can Bella come", "could Rufus get a bath". */
const CAN_BEFORE = /\b(?:can|could|would|will|may)\s+$/i;
const COMES_AFTER = /^\s+(?:come|get|be|see|go|have|stay|do|make)\b/i;
/** A text's dog as its subject: "Mango needs a bath", "Roxy is due", "pepper could be seen". */
const SUBJECT_AFTER = /^\s+(?:needs?|is\s+due|could|can|has)\b/i;
const SUBJECT_BEFORE = /(?:^|[.!?,]|\bchance|\bhi|\bhey)\s*$/i;

/** Where a cue looks: the word, its place in the sentence, and the customer read so far. */
interface Place {
  sentence: Sentence;
  word: Word;
  i: number;
  customer: PersonRead | null;
  /** The sentence is the customer's own text: the customer is known without being named. */
  fromCustomer: boolean;
}

interface Cue {
  /** Whether the word is where the cue says the dog's name is. */
  at: (place: Place) => boolean;
  /** Whether an everyday word (Pepper, Biscuit) counts as a name after this cue. */
  everydayAllowed: boolean;
  /** A cue of place only ("Maria Garcia, Sam"): a groomer's name there is the groomer, not a dog. */
  byPlace?: boolean;
}

const before = ({ sentence, word }: Place) => sentence.text.slice(Math.max(0, word.start - 40), word.start);
const after = ({ sentence, word }: Place) => sentence.text.slice(word.end, word.end + 40);
const between = (sentence: Sentence, from: Word | undefined, to: Word | undefined) =>
  from && to && from.end <= to.start ? sentence.text.slice(from.end, to.start) : null;
/** The text between the customer's last word and this one, when the customer comes just before. */
const afterCustomer = ({ sentence, i, customer }: Place) =>
  customer?.last === i - 1 ? between(sentence, sentence.words[i - 1], sentence.words[i]) : null;
/** The text between the customer's last word and this one, when the customer comes before it. */
const sinceCustomer = ({ sentence, word, i, customer }: Place) => (customer && customer.last < i ? between(sentence, sentence.words[customer.last], word) : null);
/** Whose dog it is is known: the sentence named the customer, or the customer wrote it. */
const ownerKnown = (place: Place) => place.customer !== null || place.fromCustomer;

/** The places a salon's staff put a dog's name, surest first. */
const CUES: Cue[] = [
  { at: (place) => KIND_BEFORE.test(before(place)), everydayAllowed: true },
  { at: (place) => KIND_AFTER.test(after(place)), everydayAllowed: true },
  // "Maria's Daisy", "Maria Garcia's poodle Daisy"
  {
    at: ({ sentence, i, customer }) => {
      const owner = customer ? sentence.words[customer.last] : undefined;
      return owner?.possessive === true && customer !== null && i > customer.last && KIND_BETWEEN.test(between(sentence, owner, sentence.words[i]) ?? 'x');
    },
    everydayAllowed: true,
  },
  // "Bella for Maria"
  {
    at: ({ sentence, word, customer }) => customer !== null && /^\s+for\s+$/i.test(between(sentence, word, sentence.words[customer.first]) ?? ''),
    everydayAllowed: true,
  },
  // "Priya Patel - Coco - ..."
  { at: (place) => SEPARATOR.test(afterCustomer(place) ?? ''), everydayAllowed: true, byPlace: true },
  // "Linda Chen wants Milo done", "Maria Gonzales and Bella again": a groomer's name there is the dog's too
  { at: (place) => WANTS_CUE.test(sinceCustomer(place) ?? ''), everydayAllowed: true },
  // "can Bella come in Friday", "could Rufus get a bath"
  { at: (place) => CAN_BEFORE.test(before(place)) && COMES_AFTER.test(after(place)), everydayAllowed: true, byPlace: true },
  // "Mango needs a bath, is friday ok?" (a customer's text)
  { at: (place) => place.fromCustomer && SUBJECT_BEFORE.test(before(place)) && SUBJECT_AFTER.test(after(place)), everydayAllowed: true, byPlace: true },
  { at: (place) => BRING_CUE.test(before(place)), everydayAllowed: true },
  // "book Daisy in"
  { at: (place) => /\bbook\s+$/i.test(before(place)) && /^\s+in\b/i.test(after(place)), everydayAllowed: true },
  // "Max nail trim", "Coco's bath"
  { at: (place) => SERVICE_AFTER.test((place.word.possessive ? "'s" : '') + after(place)), everydayAllowed: true },
  // "for Bella" once the customer is known elsewhere; "book Ziggy", "needs Muffin in"
  { at: (place) => ownerKnown(place) && /\bfor\s+$/i.test(before(place)), everydayAllowed: true, byPlace: true },
  { at: (place) => ownerKnown(place) && ASKS_FOR_CUE.test(before(place)), everydayAllowed: true, byPlace: true },
  // "Maria Garcia Bella tomorrow 2pm": a name right after the customer's
  { at: (place) => /^\s+$/.test(afterCustomer(place) ?? ''), everydayAllowed: false, byPlace: true },
  // ... and a capitalized everyday word there ("Helen Brandt Pepper next wed")
  { at: (place) => /^\p{Lu}/u.test(place.word.text) && /^\s+$/.test(afterCustomer(place) ?? ''), everydayAllowed: true, byPlace: true },
  // "... friday 1:30 and Lucky"
  { at: (place) => ownerKnown(place) && /\band\s+$/i.test(before(place)), everydayAllowed: true, byPlace: true },
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
function isTheGroomer(sentence: Sentence, word: Word, groomers: NameIndex): boolean {
  const isGroomer = (other: Word) => !other.isNumber && sentence.wordIsFree(other) && groomers.holders(other.norm).length > 0;
  return isGroomer(word) && !sentence.words.some((other) => other !== word && isGroomer(other));
}

/** The dog's name, where the sentence puts one, taken from it; null when it names no dog. */
export function readDogName(sentence: Sentence, customer: PersonRead | null, groomers: NameIndex, fromCustomer = false): string | null {
  for (const cue of CUES) {
    for (const [i, word] of sentence.words.entries()) {
      if (word.isNumber || !sentence.wordIsFree(word) || !isNameLike(word.norm, { everydayAllowed: cue.everydayAllowed })) continue;
      if (cue.byPlace && isTheGroomer(sentence, word, groomers)) continue;
      if (!cue.at({ sentence, word, i, customer, fromCustomer })) continue;
      sentence.take(word.start, word.end);
      return asName(word.text);
    }
  }
  return null;
}
