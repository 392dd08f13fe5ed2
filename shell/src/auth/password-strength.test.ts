import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';
import { newPasswordError } from './new-password';

describe('password strength meter', () => {
  it.each([
    ['', 0, 'red'],
    ['abc', 1, 'red'],
    ['abc1', 2, 'yellow'],
    ['abcD1', 3, 'yellow'],
    ['abcD1!', 4, 'green'],
    ['abcdefgh', 1, 'red'],
    ['abcdefghi', 2, 'yellow'],
    ['Abcdefgh1!', 5, 'green'],
  ])('%j meets %i checks: %s', (password, passed, color) => {
    expect(passwordStrength(password)).toMatchObject({ passed, color });
  });

  it('names each of the five checks', () => {
    expect(passwordStrength('a').checks.map((check) => check.met)).toEqual([false, true, false, false, false]);
    expect(passwordStrength('a').checks).toHaveLength(5);
  });

  it('counts a space as no symbol, and any other non-alphanumeric character as one', () => {
    expect(passwordStrength('a b').checks[3]?.met).toBe(false);
    expect(passwordStrength('a_b').checks[3]?.met).toBe(true);
    expect(passwordStrength('a€b').checks[3]?.met).toBe(true);
  });
});

describe('new password rules', () => {
  it('requires the two entries to match', () => {
    expect(newPasswordError('longenough1', 'longenough2')).toBe('Passwords do not match');
  });

  it('requires at least 8 characters', () => {
    expect(newPasswordError('short', 'short')).toBe('Password must be at least 8 characters long');
    expect(newPasswordError('12345678', '12345678')).toBeNull();
  });
});
