import { describe, expect, it } from 'vitest';
import { RuleRefusedError } from '../../core/errors/domain-errors';
import { checkedPhone, phoneSearchDigitsOf, PHONE_INVALID_MESSAGE, toE164 } from './phone';

describe('toE164', () => {
  it('normalises numbers typed in the usual local forms', () => {
    expect(toE164('(201) 555-0123', 'US')).toBe('+12015550123');
    expect(toE164('201.555.0123', 'US')).toBe('+12015550123');
    expect(toE164('+44 20 7946 0958', 'US')).toBe('+442079460958');
  });

  it('gives null for what is not a phone number', () => {
    expect(toE164('call the shop', 'US')).toBeNull();
    expect(toE164('123', 'US')).toBeNull();
    expect(toE164('', 'US')).toBeNull();
    expect(toE164(null, 'US')).toBeNull();
  });
});

describe('checkedPhone', () => {
  it('stores a valid number in E.164, read in the default region', () => {
    expect(checkedPhone('(201) 555-0123', 'US')).toBe('+12015550123');
    expect(checkedPhone('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(checkedPhone(null, 'US')).toBeNull();
  });

  it('refuses what is not a valid number', () => {
    expect(() => checkedPhone('12', 'US')).toThrow(new RuleRefusedError(PHONE_INVALID_MESSAGE));
    expect(() => checkedPhone('call the shop', 'US')).toThrow(RuleRefusedError);
  });
});

describe('phoneSearchDigitsOf', () => {
  it('reads a whole number as its E.164 digits, a part of one as its digits, a name as none', () => {
    expect(phoneSearchDigitsOf('(201) 555-0105', 'US')).toBe('12015550105');
    expect(phoneSearchDigitsOf('+12015550105', 'US')).toBe('12015550105');
    expect(phoneSearchDigitsOf('020 7946 0958', 'GB')).toBe('442079460958');
    expect(phoneSearchDigitsOf('555-0105', 'US')).toBe('5550105');
    expect(phoneSearchDigitsOf('Jane', 'US')).toBeNull();
    expect(phoneSearchDigitsOf('12', 'US')).toBeNull();
  });
});
