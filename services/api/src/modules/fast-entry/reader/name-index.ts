import { createFuzzySearch, FUZZY_SEARCH } from '@groombook/domain';
import { nameTokens } from './sentence';

export interface NamedRecord {
  id: string;
  name: string | null;
}

export interface IndexedName {
  id: string;
  name: string;
  tokens: readonly string[];
}

/** A word of a name within the typing errors allowed for the word as typed. */
export interface SimilarToken {
  token: string;
  edits: number;
}

/**
 * Typing errors allowed in a word as typed: the product's fuzzy-search threshold (0.3 of
 * the pattern's length, as Fuse.js counts it), so 1 in a word of 4 to 6 letters and 2 from 7.
 * Words shorter than the minimum match length never match.
 */
export function allowedEdits(length: number): number {
  if (length < FUZZY_SEARCH.minMatchCharLength) return -1;
  return Math.min(MAX_EDITS, Math.floor(length * FUZZY_SEARCH.threshold));
}
const MAX_EDITS = 2;

/** Edit distance counting a swap of two neighbouring letters as one edit; gives up past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a === b) return 0;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length] ?? 0;
}

/** Every string made by deleting up to `depth` letters of `word` (the word itself included). */
function deletions(word: string, depth: number, into = new Set<string>()): Set<string> {
  into.add(word);
  if (depth === 0 || word.length <= 1) return into;
  for (let i = 0; i < word.length; i++) {
    const shorter = word.slice(0, i) + word.slice(i + 1);
    if (!into.has(shorter)) deletions(shorter, depth - 1, into);
  }
  return into;
}

/**
 * How deep a name's word is indexed: as deep as the edits allowed to any typed word that may
 * be within reach of it (a typed word d letters longer is allowed its own, larger, number).
 */
function indexDepth(length: number): number {
  let depth = Math.max(0, allowedEdits(length));
  for (let longer = 1; longer <= MAX_EDITS; longer++) {
    const edits = allowedEdits(length + longer);
    if (edits >= longer) depth = Math.max(depth, edits);
  }
  return depth;
}

/**
 * The names of a company's customers (or groomers), ready to be found in a sentence with
 * typing errors: each word of each name points to its records, and a table of the words
 * with letters deleted (symmetric deletion) finds the words within one or two edits of a
 * typed word without comparing it to all of them. Built once per company and kept while
 * the names do not change; a look-up costs microseconds at 10,000 customers.
 */
export class NameIndex {
  readonly records: readonly IndexedName[];
  private readonly byId = new Map<string, IndexedName>();
  private readonly byToken = new Map<string, number[]>();
  private readonly byDeletion = new Map<string, string[]>();

  constructor(records: readonly NamedRecord[]) {
    this.records = records.flatMap((record) => {
      const name = record.name?.trim();
      const tokens = name ? nameTokens(name) : [];
      return name && tokens.length > 0 ? [{ id: record.id, name, tokens }] : [];
    });
    this.records.forEach((record, position) => {
      this.byId.set(record.id, record);
      for (const token of new Set(record.tokens)) {
        const holders = this.byToken.get(token);
        if (holders) {
          holders.push(position);
          continue;
        }
        this.byToken.set(token, [position]);
        for (const deleted of deletions(token, indexDepth(token.length))) {
          const words = this.byDeletion.get(deleted);
          if (words) words.push(token);
          else this.byDeletion.set(deleted, [token]);
        }
      }
    });
  }

  get size(): number {
    return this.records.length;
  }

  /** The record with this id, if the index has it. */
  find(id: string): IndexedName | undefined {
    return this.byId.get(id);
  }

  /**
   * The records whose names share a word (within the allowed edits) with `typedWords`, those
   * sharing the most first: the few a sentence may be speaking of, out of thousands.
   */
  candidates(typedWords: readonly string[], limit: number): IndexedName[] {
    const shared = new Map<number, number>();
    for (const typed of typedWords) {
      for (const { token } of this.similar(typed)) {
        for (const position of this.holders(token)) shared.set(position, (shared.get(position) ?? 0) + 1);
      }
    }
    return [...shared]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, limit)
      .flatMap(([position]) => this.records[position] ?? []);
  }

  /** The records with this exact word in their name. */
  holders(token: string): readonly number[] {
    return this.byToken.get(token) ?? [];
  }

  /** The words of the names within the allowed edits of `typed`, the closest first. */
  similar(typed: string): SimilarToken[] {
    const limit = allowedEdits(typed.length);
    if (limit < 0) return [];
    if (limit === 0) return this.byToken.has(typed) ? [{ token: typed, edits: 0 }] : [];
    const found = new Map<string, number>();
    for (const deleted of deletions(typed, limit)) {
      for (const token of this.byDeletion.get(deleted) ?? []) {
        if (found.has(token)) continue;
        const edits = editDistance(typed, token, limit);
        if (edits <= limit) found.set(token, edits);
      }
    }
    return [...found].map(([token, edits]) => ({ token, edits })).sort((a, b) => a.edits - b.edits);
  }

  /** Whether `typed` (one word) is within the allowed edits of `token`, and by how many. */
  static closeness(typed: string, token: string): number | null {
    const limit = allowedEdits(typed.length);
    if (limit < 0) return null;
    const edits = editDistance(typed, token, limit);
    return edits <= limit ? edits : null;
  }

  /** The product's own fuzzy search (Fuse.js, threshold 0.3) agrees that `typed` finds this record. */
  confirms(position: number, typed: string): boolean {
    const record = this.records[position];
    return record !== undefined && createFuzzySearch([record])(typed).length > 0;
  }
}
