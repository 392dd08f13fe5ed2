import { dictionary } from '@zxcvbn-ts/language-common';
import { ERROR_CODES } from '@groombook/contracts';
import { RuleRefusedError } from '../../core/errors/domain-errors';

/**
 * Why the API refuses a new password that passes the schema (400 WEAK_PASSWORD). The browser
 * shows the message the API answers, so neither these words nor the list of 10,000 passwords
 * are part of the shared contracts the pages download.
 */
export const WEAK_PASSWORD_MESSAGES = {
  common: 'This password is one of the 10,000 most common passwords, or one of them with digits or symbols added. Choose one that is harder to guess.',
  email: 'This password is made from your email address. Choose one that is harder to guess.',
  product: 'This password is made from the name GroomBook. Choose one that is harder to guess.',
} as const;

/** zxcvbn-ts's list is ranked by how often each password was found in leaks: the first 10,000 are refused. */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].slice(0, 10_000));
const PRODUCT_NAME = 'groombook';
/** Shorter cores say too little to call a password common or made from an email. */
const SHORTEST_CORE = 4;

/** The substitutions people make to dress a word up ('P@ssw0rd'); a '1' may stand for an i or an l. */
const SUBSTITUTES: Record<string, string> = { '0': 'o', '3': 'e', '4': 'a', '@': 'a', '5': 's', $: 's', '7': 't', '!': 'i', '|': 'l' };

/**
 * The password's readings: lower case, and without the digits and symbols at its ends
 * ('P@ssw0rd123' is 'p@ssw0rd'), each also with the substitutions undone (a '1' read as i,
 * then as l).
 */
function readings(password: string): string[] {
  const lower = password.toLowerCase();
  const trimmed = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const undo = (text: string, one: string) => [...text].map((c) => (c === '1' ? one : (SUBSTITUTES[c] ?? c))).join('');
  return [...new Set([lower, trimmed].flatMap((text) => [text, undo(text, 'i'), undo(text, 'l')]))].filter(Boolean);
}

/** The letters alone: 'Bella2019!!' is 'bella' with digits and symbols added. */
const lettersOf = (text: string) => text.replace(/[^\p{L}]/gu, '');

export type WeakPasswordReason = keyof typeof WEAK_PASSWORD_MESSAGES;

/**
 * Why a new password is refused, or null. Refused: one of the 10,000 most common passwords
 * (as typed, with substitutions undone, or with digits and symbols added to one); one that
 * holds the product's name; one that holds the email's local part or a piece of it of four
 * letters or more ('maria.garcia' gives 'maria' and 'garcia'), or whose letters are a piece of
 * the local part ('Mari2024!'). Everything else is left to the strength meter, which only advises.
 */
export function weakPasswordReason(password: string, email: string): WeakPasswordReason | null {
  const cores = readings(password).map(lettersOf);
  const forms = [...readings(password), ...cores.filter((core) => core.length >= SHORTEST_CORE)];
  // The most particular reason first: 'maria2024' is common, but made from Maria's email says more to her.
  if (cores.some((core) => core.includes(PRODUCT_NAME))) return 'product';

  const local = (email.split('@')[0] ?? '').toLowerCase();
  const pieces = [lettersOf(local), ...local.split(/[^\p{L}]+/u)].filter((piece) => piece.length >= SHORTEST_CORE);
  const fromEmail = cores.some(
    (core) => pieces.some((piece) => core.includes(piece)) || (core.length >= SHORTEST_CORE && lettersOf(local).includes(core)),
  );
  if (fromEmail) return 'email';
  return forms.some((form) => COMMON_PASSWORDS.has(form)) ? 'common' : null;
}

/** 400 WEAK_PASSWORD with the reason in words, for sign-up, reset, change and invitation acceptance. */
export function assertPasswordAcceptable(password: string, email: string): void {
  const reason = weakPasswordReason(password, email);
  if (reason) throw new RuleRefusedError(WEAK_PASSWORD_MESSAGES[reason], ERROR_CODES.weakPassword);
}
