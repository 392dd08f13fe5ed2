import { describe, expect, it } from 'vitest';
import { allowedPetNameEdits, asPetName } from './pet-names';

describe("a dog's name matched to the customer's pets", () => {
  it.each([
    // One letter dropped, added, changed or two swapped, in names of 4 letters or more.
    ['Bela', ['Bella'], 'Bella'],
    ['Bellla', ['Bella'], 'Bella'],
    ['Coko', ['Coco', 'Max'], 'Coco'],
    ['Dasiy', ['Daisy'], 'Daisy'],
    ['Biscut', ['Biscuit'], 'Biscuit'],
    // Two slips in a long name.
    ['Snickrdoodle', ['Snickerdoodle'], 'Snickerdoodle'],
    ['Princes Peech', ['Princess Peach'], 'Princess Peach'],
    // Case and spaces follow the pet as it is written.
    ['bella', ['Bella'], 'Bella'],
    ['  MAX ', ['Max'], 'Max'],
    ['mr wiggles', ['Mr Wiggles'], 'Mr Wiggles'],
  ])('reads %j as %j among %j', (typed, pets, expected) => {
    expect(asPetName(typed, pets as string[])).toBe(expected);
  });

  it.each([
    // Short names are too close to each other to forgive a slip: Rex is not Max's misspelling.
    ['Mac', ['Max']],
    ['Rey', ['Rex']],
    // Too far from every pet: a new dog, kept as typed.
    ['Daisy', ['Bella', 'Max']],
    ['Belinda', ['Bella']],
    // As close to two pets: neither is guessed.
    ['Lula', ['Lulu', 'Lola']],
    // No pets at all.
    ['Bela', []],
  ])('keeps %j among %j', (typed, pets) => {
    expect(asPetName(typed, pets as string[])).toBe(typed);
  });

  it('prefers the exact pet to a near one, and the nearer of two', () => {
    expect(asPetName('Bela', ['Bella', 'Bela'])).toBe('Bela');
    expect(asPetName('Rosie', ['Rosy', 'Roxie', 'Rosie'])).toBe('Rosie');
    expect(asPetName('Rossie', ['Rosie', 'Rossini'])).toBe('Rosie');
  });

  it('forgives no slip below 4 letters, 1 from 4 and 2 from 8', () => {
    expect([3, 4, 7, 8, 20].map(allowedPetNameEdits)).toEqual([0, 1, 1, 2, 2]);
  });
});
