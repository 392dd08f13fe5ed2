import { servicePattern } from './prices';

export interface MenuEntry {
  id: string;
  name: string;
}

/**
 * The entries of a company's menu a sentence names, in the menu's order: each name as staff
 * type it ("full groom", "nails", "bath for a large dog"). Longer names are matched first and
 * take their words, so "extra large dog bath" does not also name "Large dog bath".
 */
export function menuEntriesNamed(sentence: string, menu: readonly MenuEntry[]): MenuEntry[] {
  const taken: [number, number][] = [];
  const free = (start: number, end: number) => taken.every(([from, to]) => end <= from || start >= to);
  const found = new Set<string>();
  for (const entry of [...menu].sort((a, b) => b.name.length - a.name.length)) {
    if (!/\p{L}/u.test(entry.name)) continue;
    for (const match of sentence.matchAll(servicePattern(entry.name.replace(/[^\p{L}\p{N}\s]/gu, ' ').trim()))) {
      const end = match.index + match[0].length;
      if (!free(match.index, end)) continue;
      taken.push([match.index, end]);
      found.add(entry.id);
      break;
    }
  }
  return menu.filter((entry) => found.has(entry.id));
}
