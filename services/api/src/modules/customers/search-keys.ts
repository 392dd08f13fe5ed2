/**
 * The keys a customer search looks up in `customers_search_keys_idx`, made here rather than by
 * the database's `customer_search_pattern_keys` for a term of ASCII characters only: the same
 * keys, without a PL/pgSQL call on every search (under load that call was about a quarter of
 * what Postgres spent on a search). A term with any other character is left to the database
 * (`null`), whose letters, case and trigram rules for it live in pg_trgm and the locale.
 *
 * The rules, pg_trgm's for ASCII (`show_trgm`): the text is lower-cased and cut into words of
 * letters and digits (everything else separates them); each word, padded with two spaces in
 * front and one behind, gives its runs of three characters. The term's keys are the trigrams
 * that survive a letter on each side of it (those of `q<term>q` too): a match may sit inside a
 * longer word, so the padding at the term's own edges proves nothing. Each key is prefixed with
 * the company's (the first 8 characters of its id), and a term with no such trigram ('a', '42')
 * gets the prefix alone, which every customer of the company carries.
 *
 * Migration CustomerSearchKeys1763940000000 makes the rows' keys; customer-search.int.test.ts
 * checks these against the database's function.
 */
const NOT_ASCII = /[\u0080-\uffff]/;
const WORD = /[a-z0-9]+/g;

function trigrams(text: string): Set<string> {
  const found = new Set<string>();
  for (const [word] of text.toLowerCase().matchAll(WORD)) {
    const padded = `  ${word} `;
    for (let at = 0; at + 3 <= padded.length; at++) found.add(padded.slice(at, at + 3));
  }
  return found;
}

/** The term's keys in `companyId`'s part of the index, or null when the database must make them (not ASCII). */
export function searchPatternKeys(companyId: string, term: string): string[] | null {
  if (NOT_ASCII.test(term)) return null;
  const prefix = companyId.slice(0, 8).toLowerCase();
  const inside = trigrams(`q${term}q`);
  const keys = [...trigrams(term)].filter((trigram) => inside.has(trigram)).map((trigram) => prefix + trigram);
  return keys.length > 0 ? keys : [prefix];
}
