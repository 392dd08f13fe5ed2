import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { selectRow } from '../../core/database/rows';

/** A row of `email_confirmations`: one sign-up link, with the password chosen at that sign-up. */
const confirmationRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  password_hash: z.string(),
  expires_at: z.date(),
  used_at: z.date().nullable(),
});
export type ConfirmationRow = z.infer<typeof confirmationRowSchema>;

const passwordHashRowSchema = confirmationRowSchema.pick({ password_hash: true });

/** Every query of `email_confirmations`. */
@Injectable()
export class EmailConfirmationsRepository {
  async insert(m: EntityManager, link: { userId: string; tokenHash: string; passwordHash: string; ttlSeconds: number }): Promise<void> {
    await m.query(
      `INSERT INTO email_confirmations (user_id, token_hash, password_hash, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
      [link.userId, link.tokenHash, link.passwordHash, link.ttlSeconds],
    );
  }

  /** Locked until the transaction ends, so a link opened twice at once confirms once. */
  findByHashForUpdate(m: EntityManager, tokenHash: string): Promise<ConfirmationRow | undefined> {
    return selectRow(
      m,
      confirmationRowSchema,
      'SELECT id, user_id, password_hash, expires_at, used_at FROM email_confirmations WHERE token_hash = $1 FOR UPDATE',
      [tokenHash],
    );
  }

  /** The password hash of the user's newest sign-up link that is still open. */
  async latestPendingPasswordHash(m: EntityManager, userId: string): Promise<string | undefined> {
    const row = await selectRow(
      m,
      passwordHashRowSchema,
      `SELECT password_hash FROM email_confirmations WHERE user_id = $1 AND used_at IS NULL AND expires_at > now()
       ORDER BY created_at DESC LIMIT 1`,
      [userId],
    );
    return row?.password_hash;
  }

  /** Spends every open link of the user (the account is confirmed; the other links must not reset its password). */
  async markAllUsed(m: EntityManager, userId: string): Promise<void> {
    await m.query('UPDATE email_confirmations SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
  }
}
