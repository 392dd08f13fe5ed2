import { describe, expect, it } from 'vitest';
import { isE164, providerE164, textableE164 } from './sms-phone';

describe('numbers that can take a text', () => {
  it('gives the E.164 form of a mobile (or a US number, which may be one)', () => {
    expect(textableE164('(201) 555-0147', 'US')).toBe('+12015550147');
    expect(textableE164('+447700900123', 'US')).toBeNull();
    expect(textableE164('+447911123456', 'US')).toBe('+447911123456');
  });

  it('refuses landlines, toll-free numbers, nonsense and nothing', () => {
    expect(textableE164('+442071838750', 'US')).toBeNull();
    expect(textableE164('800-555-0100', 'US')).toBeNull();
    expect(textableE164('call me maybe', 'US')).toBeNull();
    expect(textableE164('', 'US')).toBeNull();
    expect(textableE164(null, 'US')).toBeNull();
  });

  it('reads what a provider sends only in E.164', () => {
    expect(providerE164('+12015550147')).toBe('+12015550147');
    expect(providerE164('2015550147')).toBeNull();
    expect(providerE164('+1')).toBeNull();
  });

  it('tells a number written as E.164 by its shape alone, without parsing it', () => {
    expect(isE164('+12015550147')).toBe(true);
    expect(isE164('+447911123456')).toBe(true);
    expect(isE164('2015550147')).toBe(false);
    expect(isE164('+1 201 555 0147')).toBe(false);
    expect(isE164('+0123456789')).toBe(false);
    expect(isE164('+1234567890123456')).toBe(false);
  });
});
