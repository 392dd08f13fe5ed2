import { describe, expect, it } from 'vitest';
import { searchPatternKeys } from './search-keys';

const COMPANY = '69DE9263-164f-40b5-8a2e-b800b67a9a1f';
const bare = (term: string) => searchPatternKeys(COMPANY, term)?.map((key) => key.slice(8)).sort();

describe('searchPatternKeys', () => {
  it("prefixes every key with the company's first 8 characters, lower-cased as Postgres writes a uuid", () => {
    expect(searchPatternKeys(COMPANY, 'ann')?.every((key) => key.startsWith('69de9263'))).toBe(true);
  });

  it("keeps the words' inner edges and drops the term's outer ones", () => {
    expect(bare('marsh 42')).toEqual(['  4', ' 42', 'ars', 'mar', 'rsh', 'sh ']);
    expect(bare('-mar')).toEqual(['  m', ' ma', 'mar']);
    expect(bare("O'Brien")).toEqual(['  b', ' br', 'bri', 'ien', 'rie']);
  });

  it('gives the bare prefix, which every customer of the company has, when no trigram narrows', () => {
    for (const term of ['a', '42', '%', '  ', 'ab']) expect(bare(term), term).toEqual(['']);
  });

  it('leaves a term with any character beyond ASCII to the database', () => {
    for (const term of ['zoë', 'Åberg', 'naïve 42', '😀 mark']) expect(searchPatternKeys(COMPANY, term), term).toBeNull();
  });
});
