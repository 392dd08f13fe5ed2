import { describe, expect, it } from 'vitest';
import { allowedCountryError } from './sms-countries';

describe('the countries the public pages text', () => {
  it('accepts a number of an allowed country and names the allowed ones otherwise', () => {
    expect(allowedCountryError('+12015550123', ['US', 'CA'])).toBeNull();
    expect(allowedCountryError('+14169671111', ['US', 'CA'])).toBeNull();
    expect(allowedCountryError('+447400123456', ['US', 'CA'])).toBe('We can only text numbers in the United States and Canada');
    expect(allowedCountryError('+2348031234567', ['US'])).toBe('We can only text numbers in the United States');
    expect(allowedCountryError('+447400123456', ['US', 'CA', 'GB'])).toBeNull();
  });

  it('refuses a number of the North American plan outside the allowed countries (Jamaica shares +1)', () => {
    expect(allowedCountryError('+18765550123', ['US', 'CA'])).not.toBeNull();
  });
});
