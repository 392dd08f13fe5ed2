import { describe, expect, it } from 'vitest';
import { formatSmsNumber } from './sms-number';

describe('formatSmsNumber', () => {
  it.each([
    ['+12015550123', '(201) 555-0123'],
    ['+447700900123', '+447700900123'],
    ['+1201555012', '+1201555012'],
  ])('shows %s as %s', (e164, shown) => {
    expect(formatSmsNumber(e164)).toBe(shown);
  });
});
