import { describe, expect, it } from 'vitest';
import { weakPasswordReason } from './password-policy';

const email = 'maria.garcia@happypaws.test';

describe('weakPasswordReason', () => {
  it('refuses common passwords, dressed up or with digits and symbols added', () => {
    for (const password of ['password1', 'PASSWORD1', 'iloveyou', 'P@ssw0rd', 'P@ssw0rd123', 'qwertyuiop', 'Sunshine2024!', '12345678']) {
      expect(weakPasswordReason(password, email), password).toBe('common');
    }
  });

  it("refuses passwords made from the product's name", () => {
    for (const password of ['groombook-demo', 'GroomBook2024!', 'gr00mb00k!!', 'mygroombook']) expect(weakPasswordReason(password, email), password).toBe('product');
  });

  it("refuses passwords made from the email's local part or a piece of it", () => {
    for (const password of ['maria.garcia1', 'Garcia#2024', 'mariagarcia', 'M4ria-rocks-99', 'garc1234', 'Mari2024!']) {
      expect(weakPasswordReason(password, email), password).toBe('email');
    }
  });

  it('accepts passwords that are none of these, short local parts aside', () => {
    for (const password of ['correct-horse-battery', 'Tulip-Ferry-Lantern-8', 'chosen-password-1', 'owners-password-1']) {
      expect(weakPasswordReason(password, email), password).toBeNull();
    }
    // A local part of three letters is too short to call a password made from it.
    expect(weakPasswordReason('samovar-trip-1998', 'sam@salon.test')).toBeNull();
  });
});
