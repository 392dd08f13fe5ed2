import { describe, expect, it } from 'vitest';
import { toE164 } from './phone';

describe('toE164', () => {
  it('normalises numbers typed in the usual local forms', () => {
    expect(toE164('(201) 555-0123', 'US')).toBe('+12015550123');
    expect(toE164('201.555.0123', 'US')).toBe('+12015550123');
    expect(toE164('+44 20 7946 0958', 'US')).toBe('+442079460958');
  });

  it('gives null for what is not a phone number, so it is still saved as typed', () => {
    expect(toE164('call the shop', 'US')).toBeNull();
    expect(toE164('123', 'US')).toBeNull();
    expect(toE164('', 'US')).toBeNull();
    expect(toE164(null, 'US')).toBeNull();
  });
});
