import { NameIndex, type IndexedName } from './name-index';
import { isNameLike } from './salon-words';
import type { Sentence, Word } from './sentence';

/** Where a name of the index is written in the sentence: all its words, or some of them. */
export interface NameMatch {
  /** Position of the record in the index. */
  record: number;
  /** First and last word of the sentence (indexes into `sentence.words`). */
  first: number;
  last: number;
  /** How many words of the name were found. */
  words: number;
  /** Typing errors over those words. */
  edits: number;
  /** Every word of the name (its first and last at least). */
  whole: boolean;
  /** The name's word the match begins at (0: its first word). */
  from: number;
}

/** Only spaces between two words of one name: "Maria Garcia", not "Maria, Garcia". */
const adjacent = (sentence: Sentence, a: Word, b: Word) => !a.possessive && /^\s+$/.test(sentence.text.slice(a.end, b.start));

const usable = (sentence: Sentence, word: Word | undefined): word is Word => word !== undefined && !word.isNumber && sentence.wordIsFree(word);

/**
 * How far a name goes on from the word `first` (matching the name's word `start`): the words
 * after it while they match the name's next words. From the first word of a name of three or
 * more, the next may be the name's last ("Mary Smith" for Mary Ann Smith).
 */
function extend(sentence: Sentence, tokens: readonly string[], first: number, start: number) {
  let last = first;
  let position = start;
  let edits = 0;
  while (position + 1 < tokens.length) {
    const current = sentence.words[last];
    const next = sentence.words[last + 1];
    if (!current || !usable(sentence, next) || !adjacent(sentence, current, next)) break;
    const candidates = position === 0 && tokens.length > 2 ? [position + 1, tokens.length - 1] : [position + 1];
    let hit: { at: number; edits: number } | null = null;
    for (const at of candidates) {
      const closeness = NameIndex.closeness(next.norm, tokens[at] ?? '');
      if (closeness !== null) {
        hit = { at, edits: closeness };
        break;
      }
    }
    if (!hit) break;
    last += 1;
    position = hit.at;
    edits += hit.edits;
  }
  return { last, position, edits };
}

/** Every free place in the sentence where a name of the index begins, with the words that follow it while they go on matching the name. */
export function findNames(sentence: Sentence, index: NameIndex, from = 0, to = sentence.words.length): NameMatch[] {
  const words = sentence.words;
  const found: NameMatch[] = [];
  for (let i = from; i < to; i++) {
    const word = words[i];
    if (!usable(sentence, word)) continue;
    for (const { token, edits } of index.similar(word.norm)) {
      for (const record of index.holders(token)) {
        const tokens = index.records[record]?.tokens ?? [];
        tokens.forEach((nameWord, start) => {
          if (nameWord !== token) return;
          const { last, position, edits: more } = extend(sentence, tokens, i, start);
          found.push({ record, first: i, last, words: last - i + 1, edits: edits + more, whole: start === 0 && position === tokens.length - 1, from: start });
        });
      }
    }
  }
  return found;
}

/**
 * Whether the sentence goes on to give another surname than the record's: a match on the
 * first word of a longer name alone ("Owen" of Owen Johnson), followed at once by a free
 * word that looks like a name and is none of the record's words ("Owen Thomas"). Such a
 * match names somebody else who shares the first name; taking the record would book the
 * wrong customer, which is worse than finding none.
 */
export function namesSomebodyElse(sentence: Sentence, index: NameIndex, match: NameMatch): boolean {
  const tokens = index.records[match.record]?.tokens ?? [];
  if (match.from !== 0 || match.whole || tokens.length < 2) return false;
  const current = sentence.words[match.last];
  const next = sentence.words[match.last + 1];
  if (!current || !usable(sentence, next) || !adjacent(sentence, current, next)) return false;
  if (!isNameLike(next.norm, { everydayAllowed: false })) return false;
  return tokens.every((token) => NameIndex.closeness(next.norm, token) === null);
}

/** The characters a match covers. */
export function matchSpan(sentence: Sentence, match: Pick<NameMatch, 'first' | 'last'>): { start: number; end: number } {
  return { start: sentence.words[match.first]?.start ?? 0, end: sentence.words[match.last]?.end ?? 0 };
}

/** The match's words as typed, without a final possessive ("Maria Garcia" of "Maria Garcia's"). */
export function typedName(sentence: Sentence, match: Pick<NameMatch, 'first' | 'last'>): string {
  return sentence.words
    .slice(match.first, match.last + 1)
    .map((word) => word.text)
    .join(' ');
}

/** Better first: more words, fewer errors, earlier in the sentence. */
export function byStrength(a: NameMatch, b: NameMatch): number {
  return b.words - a.words || a.edits - b.edits || a.first - b.first;
}

export type NamePick = { record: IndexedName; match: NameMatch } | { record: null; match: NameMatch; ambiguous: true };

/**
 * The strongest of `matches` that the product's fuzzy search confirms, when one record has
 * it alone; when several records tie (two customers named Maria), the name is ambiguous.
 */
export function strongest(sentence: Sentence, index: NameIndex, matches: NameMatch[]): NamePick | null {
  const confirmed = matches.filter((match) => index.confirms(match.record, typedName(sentence, match))).sort(byStrength);
  const best = confirmed[0];
  if (!best) return null;
  const tied = new Set(
    confirmed.filter((match) => match.first === best.first && match.words === best.words && match.edits === best.edits).map((m) => m.record),
  );
  const record = index.records[best.record];
  return tied.size === 1 && record ? { record, match: best } : { record: null, match: best, ambiguous: true };
}

/** "maria garcia" → "Maria Garcia": a name the sentence gave, as a name is written. */
export function asName(typed: string): string {
  return typed.replace(/(^|[\s-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}
