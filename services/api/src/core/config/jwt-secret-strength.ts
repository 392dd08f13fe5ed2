/** What production's access-token key must hold: as many random bytes as HS256's own key size. */
export const JWT_SECRET_MIN_BYTES = 32;
/** A random key of 32 bytes shows about 16 (hex) to 30 (base64) different characters; fewer means a pattern. */
const MIN_DISTINCT_CHARACTERS = 12;
/** Six equal characters in a row happen once in tens of thousands of random hex keys. */
const LONGEST_RUN = 5;

export const JWT_SECRET_HOW_TO = 'make one with `openssl rand -base64 48`';

/** How many bytes the key encodes, read as hex when it is hex, as base64 (or base64url) when it is that, else one per character. */
function encodedBytes(secret: string): number {
  if (/^[0-9a-f]+$/i.test(secret)) return Math.floor(secret.length / 2);
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(secret)) return Math.floor((secret.replace(/=+$/, '').length * 3) / 4);
  return secret.length;
}

/** Whether the key is a shorter string repeated ('abcabcabc…'). */
function isRepetition(secret: string): boolean {
  return (secret + secret).indexOf(secret, 1) < secret.length;
}

/**
 * Why `secret` is too weak to sign production's access tokens, or null when it is not: fewer
 * than 32 bytes (as hex or base64), too few different characters, a long run of one
 * character, or a repeated pattern. Whoever can guess the key can sign themselves any role.
 */
export function jwtSecretWeakness(secret: string): string | null {
  if (encodedBytes(secret) < JWT_SECRET_MIN_BYTES) {
    return `holds fewer than ${JWT_SECRET_MIN_BYTES} random bytes (64 hex or 43 base64 characters)`;
  }
  if (new Set(secret).size < MIN_DISTINCT_CHARACTERS || new RegExp(`(.)\\1{${LONGEST_RUN},}`).test(secret) || isRepetition(secret)) {
    return 'repeats characters or a pattern instead of random bytes';
  }
  return null;
}
