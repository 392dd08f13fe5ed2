import Fuse from 'fuse.js';
import { FUZZY_SEARCH } from './constants';
import { phoneHasDigits, phoneSearchDigits } from './phone';

/** What the search reads: the name, and a customer's phone number when the list has one. */
interface Searchable {
  name?: string | null;
  phone_e164?: string | null;
  phone_number?: string | null;
}

/**
 * The product's one fuzzy search (customers, groomers, the customer dropdown): Fuse.js on
 * the name, threshold 0.3, matches of at least 2 characters. A query that reads as a phone
 * number (no letters, three digits or more) also finds the items whose number holds its
 * digits, in whatever format either was written; those come first. Build it once per list
 * and call it per keystroke.
 */
export function createFuzzySearch<T extends Searchable>(items: readonly T[]): (query: string) => T[] {
  const fuse = new Fuse(items, {
    keys: [...FUZZY_SEARCH.keys],
    threshold: FUZZY_SEARCH.threshold,
    minMatchCharLength: FUZZY_SEARCH.minMatchCharLength,
    ignoreLocation: true,
  });
  return (query) => {
    const pattern = query.trim().slice(0, FUZZY_SEARCH.maxPatternLength);
    if (!pattern) return [...items];
    const byName = fuse.search(pattern).map((result) => result.item);
    const digits = phoneSearchDigits(query);
    if (!digits) return byName;
    const byPhone = items.filter((item) => phoneHasDigits(item, digits));
    return [...byPhone, ...byName.filter((item) => !byPhone.includes(item))];
  };
}
