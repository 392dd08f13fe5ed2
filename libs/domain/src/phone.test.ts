import { describe, expect, it } from 'vitest';
import { createFuzzySearch } from './fuzzy-search';
import { formatPhone, phoneHasDigits, phoneSearchDigits } from './phone';

describe('formatPhone', () => {
  it.each([
    ['+12015550111', '(201) 555-0111'],
    ['+14165550199', '(416) 555-0199'],
    ['+447700900123', '+447700900123'],
    ['+1201555011', '+1201555011'],
    ['555-0404', '555-0404'],
    [' +12015550111 ', '(201) 555-0111'],
  ])('shows %s as %s', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });

  it("shows a ten-digit number saved before numbers were checked the North American way", () => {
    expect(formatPhone('201-555-0177')).toBe('(201) 555-0177');
    expect(formatPhone('2015550177')).toBe('(201) 555-0177');
    expect(formatPhone('1 (201) 555.0177')).toBe('(201) 555-0177');
    expect(formatPhone('call 201-555-0177')).toBe('call 201-555-0177');
  });

  it("shows a +1 number in its international form for a company outside North America, and keeps other numbers", () => {
    expect(formatPhone('+12015550111', { country: 'GB' })).toBe('+1 201-555-0111');
    expect(formatPhone('201-555-0177', { country: 'GB' })).toBe('201-555-0177');
    expect(formatPhone('+447911123456', { country: 'GB' })).toBe('+447911123456');
    expect(formatPhone('+14165550199', { country: 'ca' })).toBe('(416) 555-0199');
  });

  it('shows nothing for no number', () => {
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
});

describe('phoneSearchDigits', () => {
  it.each([
    ['555-0105', '5550105'],
    ['(201) 555-0105', '2015550105'],
    ['+12015550105', '12015550105'],
  ])('reads %s as the digits %s', (query, digits) => {
    expect(phoneSearchDigits(query)).toBe(digits);
  });

  it('reads a name, or fewer than three digits, as no number', () => {
    expect(phoneSearchDigits('Ann 555')).toBeNull();
    expect(phoneSearchDigits('12')).toBeNull();
  });
});

describe('phone search', () => {
  const customers = [
    { id: 1, name: 'Jane Doe', phone_e164: '+12015550105', phone_number: '+12015550105' },
    { id: 2, name: 'Old Row', phone_e164: null, phone_number: '555-0999' },
    { id: 3, name: 'Other', phone_e164: '+12015550777', phone_number: '+12015550777' },
  ];
  const search = createFuzzySearch(customers);

  it.each(['555-0105', '(201) 555-0105', '+12015550105', '201 555 0105'])('finds the customer of +12015550105 by %s', (query) => {
    expect(search(query).map((c) => c.id)).toEqual([1]);
  });

  it('finds a number saved as typed before numbers were checked', () => {
    expect(search('5550999').map((c) => c.id)).toEqual([2]);
    expect(phoneHasDigits(customers[1]!, '0999')).toBe(true);
  });

  it('still searches names by name', () => {
    expect(search('Jane').map((c) => c.id)).toEqual([1]);
  });
});
