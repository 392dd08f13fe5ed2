import { describe, expect, it } from 'vitest';
import { waitInWords } from './rate-limiter';

describe("a 429's wait in words", () => {
  it('says seconds under a minute, and whole minutes rounded up beyond', () => {
    expect(waitInWords(1)).toBe('1 second');
    expect(waitInWords(42)).toBe('42 seconds');
    expect(waitInWords(60)).toBe('1 minute');
    expect(waitInWords(61)).toBe('2 minutes');
    expect(waitInWords(900)).toBe('15 minutes');
  });
});
