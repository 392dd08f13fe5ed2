import { describe, expect, it } from 'vitest';
import { createFuzzySearch } from './fuzzy-search';

const customers = [
  { id: 1, name: 'Margaret Johnson' },
  { id: 2, name: 'Mark Jones' },
  { id: 3, name: 'Olivia Garcia' },
  { id: 4, name: null },
];

describe('createFuzzySearch', () => {
  const search = createFuzzySearch(customers);

  it('finds a name despite a misspelling', () => {
    expect(search('Olivai Garcai').map((c) => c.id)).toContain(3);
    expect(search('Margret').map((c) => c.id)[0]).toBe(1);
  });

  it('does not match unrelated names (threshold 0.3)', () => {
    expect(search('Garcia').map((c) => c.id)).toEqual([3]);
    expect(search('zzzz')).toEqual([]);
  });

  it('returns every item for an empty or blank query', () => {
    expect(search('')).toHaveLength(4);
    expect(search('   ')).toHaveLength(4);
  });

  it('cuts queries to the engine maximum of 32 characters instead of failing', () => {
    expect(() => search('Olivia Garcia '.repeat(10))).not.toThrow();
  });
});
