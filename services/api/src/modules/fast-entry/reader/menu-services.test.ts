import { describe, expect, it } from 'vitest';
import { menuEntriesNamed } from './menu-services';

const menu = [
  { id: 'small', name: 'Small dog bath' },
  { id: 'large', name: 'Large dog bath' },
  { id: 'xl', name: 'Extra large dog bath' },
  { id: 'groom', name: 'Full groom' },
  { id: 'nails', name: 'Nails' },
  { id: 'teeth', name: 'Teeth (brushing)' },
];
const named = (sentence: string) => menuEntriesNamed(sentence, menu).map((entry) => entry.id);

describe('menu entries a sentence names', () => {
  it('finds each entry by its name, "dog" optional, in the menu order', () => {
    expect(named('Bella tomorrow at 2 with Sam, nails and a full groom')).toEqual(['groom', 'nails']);
    expect(named('large dog bath for Rex friday')).toEqual(['large']);
    expect(named('Rex needs a large bath')).toEqual(['large']);
  });

  it('takes the longest name first, so an extra large bath is not also a large one', () => {
    expect(named('extra large dog bath and nails')).toEqual(['xl', 'nails']);
  });

  it('names nothing when the sentence names no entry, and reads names with punctuation', () => {
    expect(named('Max for Ann Smith next monday at 10')).toEqual([]);
    expect(named('teeth brushing please')).toEqual(['teeth']);
  });
});
