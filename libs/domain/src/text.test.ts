import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasControlCharacters } from './text';

const ALLOWED_C0 = new Set([0x09, 0x0a, 0x0d]);
/** The rule in words: C0 controls but tab, new line and carriage return; DEL; C1. */
const isRefused = (code: number) => (code < 0x20 && !ALLOWED_C0.has(code)) || (code >= 0x7f && code <= 0x9f);

describe('hasControlCharacters', () => {
  it('decides every character of the first 256 by the rule', () => {
    for (let code = 0; code < 256; code++) {
      expect(hasControlCharacters(`ab${String.fromCharCode(code)}cd`), `U+${code.toString(16)}`).toBe(isRefused(code));
    }
  });

  it('finds one anywhere in any text, and passes text without one', () => {
    const refused = fc.integer({ min: 0, max: 0x9f }).filter(isRefused).map((code) => String.fromCharCode(code));
    const clean = fc.string({ unit: 'grapheme' }).filter((text) => ![...text].some((c) => isRefused(c.codePointAt(0) ?? 0)));
    fc.assert(fc.property(clean, refused, clean, (before, control, after) => hasControlCharacters(before + control + after)));
    fc.assert(fc.property(clean, (text) => !hasControlCharacters(text)));
  });

  it('leaves other Unicode alone: accents, emoji, right-to-left text, no-break space', () => {
    expect(hasControlCharacters('Zoë 🐶 שלום\u00a0café')).toBe(false);
  });
});
