/**
 * The advisory password-strength meter of the reset-password page: five checks, never blocking.
 * It never blocks saving; only the minimum length and the match do.
 * A pure rule that could move to libs/domain.
 */

export type PasswordStrengthColor = 'red' | 'yellow' | 'green';

export interface PasswordCheck {
  label: string;
  met: boolean;
}

export interface PasswordStrength {
  checks: PasswordCheck[];
  /** How many of the five checks the password meets. */
  passed: number;
  color: PasswordStrengthColor;
}

const CHECKS: { label: string; test: (password: string) => boolean }[] = [
  { label: 'Includes a number', test: (p) => /\p{Nd}/u.test(p) },
  { label: 'Includes a lowercase letter', test: (p) => /\p{Ll}/u.test(p) },
  { label: 'Includes an uppercase letter', test: (p) => /\p{Lu}/u.test(p) },
  // Anything that is neither a letter, a digit nor a space counts as a symbol.
  { label: 'Includes a special symbol', test: (p) => /[^\p{L}\p{N}\s]/u.test(p) },
  { label: 'Is longer than 8 characters', test: (p) => p.length > 8 },
];

export function passwordStrength(password: string): PasswordStrength {
  const checks = CHECKS.map((check) => ({ label: check.label, met: check.test(password) }));
  const passed = checks.filter((check) => check.met).length;
  const color: PasswordStrengthColor = passed < 2 ? 'red' : passed < 4 ? 'yellow' : 'green';
  return { checks, passed, color };
}
