import Fuse from 'fuse.js';
import { FUZZY_SEARCH } from './constants';

/**
 * The product's one fuzzy search (customers, groomers, the customer dropdown): Fuse.js on
 * the name, threshold 0.3, matches of at least 2 characters. Build it once per list and
 * call it per keystroke.
 */
export function createFuzzySearch<T extends { name?: string | null }>(items: readonly T[]): (query: string) => T[] {
  const fuse = new Fuse(items, {
    keys: [...FUZZY_SEARCH.keys],
    threshold: FUZZY_SEARCH.threshold,
    minMatchCharLength: FUZZY_SEARCH.minMatchCharLength,
    ignoreLocation: true,
  });
  return (query) => {
    const pattern = query.trim().slice(0, FUZZY_SEARCH.maxPatternLength);
    if (!pattern) return [...items];
    return fuse.search(pattern).map((result) => result.item);
  };
}
