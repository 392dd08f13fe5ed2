/**
 * One sentence being read: its text, and which characters a reader has already taken (a
 * date, a price, a customer's name...). Each reader looks only at what is still free, so
 * two readers never take the same words, and what nobody took is left for the notes.
 */

/** A word of the sentence: letters (with inner apostrophes) or a number. */
export interface Word {
  /** As typed, without a possessive 's. */
  text: string;
  /** Lower case, accents and apostrophes removed: what names are compared on. */
  norm: string;
  start: number;
  end: number;
  /** Typed with 's or ’s ("Maria's"). */
  possessive: boolean;
  isNumber: boolean;
}

const WORD = /[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*|\d+(?:[.:]\d+)?/gu;
const POSSESSIVE = /['’]s$/i;

/** How names are compared: lower case, without accents or apostrophes ("José O'Brien" → "jose obrien"). */
export function normalizeName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '');
}

/** The words of a name as compared ("Mary-Jane O'Brien" → ["mary", "jane", "obrien"]). */
export function nameTokens(name: string): string[] {
  return [...name.matchAll(WORD)].map((match) => normalizeName(match[0])).filter((token) => token.length > 0 && !/^\d/.test(token));
}

export class Sentence {
  private readonly taken: Uint8Array;
  readonly words: readonly Word[];

  constructor(readonly text: string) {
    this.taken = new Uint8Array(text.length);
    this.words = [...text.matchAll(WORD)].map((match) => {
      const raw = match[0];
      const start = match.index;
      const possessive = POSSESSIVE.test(raw) && raw.length > 2;
      const typed = possessive ? raw.slice(0, -2) : raw;
      return { text: typed, norm: normalizeName(typed), start, end: start + raw.length, possessive, isNumber: /^\d/.test(raw) };
    });
  }

  isFree(start: number, end: number): boolean {
    for (let i = start; i < end; i++) if (this.taken[i]) return false;
    return true;
  }

  take(start: number, end: number): void {
    this.taken.fill(1, start, end);
  }

  wordIsFree(word: Word): boolean {
    return this.isFree(word.start, word.end);
  }

  /** The first free match of `pattern` that `accept` takes. */
  takeFirst(pattern: RegExp, accept: (match: RegExpExecArray) => boolean = () => true): RegExpExecArray | undefined {
    for (const match of this.text.matchAll(pattern)) {
      const end = match.index + match[0].length;
      if (match[0].trim() === '' || !this.isFree(match.index, end)) continue;
      const exec = match as RegExpExecArray;
      if (!accept(exec)) continue;
      this.take(match.index, end);
      return exec;
    }
    return undefined;
  }

  /** The text with every taken character turned into a space (positions unchanged). */
  freeText(): string {
    let out = '';
    for (let i = 0; i < this.text.length; i++) out += this.taken[i] ? ' ' : this.text[i];
    return out;
  }

  /** The stretches of free text, in order. */
  freeRuns(): string[] {
    const runs: string[] = [];
    let run = '';
    for (let i = 0; i <= this.text.length; i++) {
      if (i < this.text.length && !this.taken[i]) {
        run += this.text[i];
        continue;
      }
      if (run.trim()) runs.push(run);
      run = '';
    }
    return runs;
  }

  /** Whether only spaces and `allowed` punctuation lie between two positions. */
  onlyGapBetween(from: number, to: number, allowed = /^[\s,:;]*$/): boolean {
    return from <= to && allowed.test(this.text.slice(from, to));
  }
}
