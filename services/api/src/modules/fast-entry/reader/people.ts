import type { NameIndex } from './name-index';
import { asName, findNames, matchSpan, namesSomebodyElse, strongest, typedName, type NameMatch } from './name-matches';
import { isNameLike } from './salon-words';
import type { Sentence, Word } from './sentence';

/** A customer or groomer the sentence names: a record of the company, or (id null) a name that matches none or several. */
export interface PersonRead {
  id: string | null;
  name: string;
  /** Sentence words the name covers. */
  first: number;
  last: number;
}

/** Does the text just before `word` end with `cue`? */
export const cuedBy = (sentence: Sentence, word: Word, cue: RegExp) => cue.test(sentence.text.slice(Math.max(0, word.start - 40), word.start));

/** Takes the words of a read name out of the sentence. */
export function takePerson(sentence: Sentence, person: PersonRead): PersonRead {
  const { start, end } = matchSpan(sentence, person);
  sentence.take(start, end);
  return person;
}

function fromPick(sentence: Sentence, pick: NonNullable<ReturnType<typeof strongest>>): PersonRead {
  const { first, last } = pick.match;
  return { id: pick.record?.id ?? null, name: pick.record?.name ?? asName(typedName(sentence, pick.match)), first, last };
}

/** Names written whole ("Maria Garcia", at least two words): the strongest one. */
export function wholeName(sentence: Sentence, index: NameIndex): PersonRead | null {
  const pick = strongest(
    sentence,
    index,
    findNames(sentence, index).filter((match) => match.whole && match.words >= 2),
  );
  return pick ? fromPick(sentence, pick) : null;
}

/**
 * The name at word `at`, where the sentence says a name stands: the record whose name (or
 * one word of it) it is; when it is none of them, or several, the name as typed (one or two
 * name-like words), unless `recordsOnly`.
 */
export function nameAt(sentence: Sentence, index: NameIndex, at: number, recordsOnly = false): PersonRead | null {
  const matches: NameMatch[] = findNames(sentence, index, at, at + 1).filter((match) => !namesSomebodyElse(sentence, index, match));
  const pick = strongest(sentence, index, matches);
  if (pick && (pick.record || !recordsOnly)) return fromPick(sentence, pick);
  if (recordsOnly) return null;
  const words = sentence.words;
  const first = words[at];
  if (!first || !sentence.wordIsFree(first) || !isNameLike(first.norm, { everydayAllowed: true })) return null;
  const second = words[at + 1];
  const twoWords =
    second &&
    !first.possessive &&
    sentence.wordIsFree(second) &&
    /^\s+$/.test(sentence.text.slice(first.end, second.start)) &&
    isNameLike(second.norm, { everydayAllowed: false });
  const last = twoWords ? at + 1 : at;
  return { id: null, name: asName(typedName(sentence, { first: at, last })), first: at, last };
}

/**
 * A name written alone, without a cue, as one word of exactly one record ("Garcia" when one
 * customer is a Garcia): capitalized, exact, and not an everyday word.
 */
export function loneName(sentence: Sentence, index: NameIndex): PersonRead | null {
  for (const [i, word] of sentence.words.entries()) {
    if (word.isNumber || !sentence.wordIsFree(word) || !/^\p{Lu}/u.test(word.text)) continue;
    if (!isNameLike(word.norm, { everydayAllowed: false })) continue;
    const holders = index.holders(word.norm);
    const only = holders.length === 1 ? holders[0] : undefined;
    const record = only === undefined ? undefined : index.records[only];
    if (only === undefined || !record || !index.confirms(only, word.text)) continue;
    const match = { record: only, first: i, last: i, words: 1, edits: 0, whole: false, from: record.tokens.indexOf(word.norm) };
    if (!namesSomebodyElse(sentence, index, match)) return { id: record.id, name: record.name, first: i, last: i };
  }
  return null;
}
