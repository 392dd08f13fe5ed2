import { describe, expect, it } from 'vitest';
import { smsSegments } from './sms-segments';

describe('smsSegments', () => {
  it('sends up to 160 plain characters as one segment, then parts of 153', () => {
    expect(smsSegments('')).toBe(0);
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('a'.repeat(306))).toBe(2);
    expect(smsSegments('a'.repeat(307))).toBe(3);
  });

  it('counts an extension character such as € or { twice', () => {
    expect(smsSegments('€'.repeat(80))).toBe(1);
    expect(smsSegments(`${'a'.repeat(159)}€`)).toBe(2);
  });

  it('switches the whole text to 70 a segment (then 67) for a character outside the GSM alphabet', () => {
    expect(smsSegments('🐶'.repeat(70))).toBe(1);
    expect(smsSegments(`${'a'.repeat(70)}🐶`)).toBe(2);
    expect(smsSegments(`${'a'.repeat(134)}ł`)).toBe(3);
  });
});
