import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { selectRow, writeReturning } from '../../core/database/rows';

/** A row of `password_reset_tokens`: one emailed set-password link. */
const passwordResetRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  expires_at: z.date(),
  used_at: z.date().nullable(),
});
export type PasswordResetRow = z.infer<typeof passwordResetRowSchema>;

const idRowSchema = z.object({ id: z.string() });

/** Every query of `password_reset_tokens`; a link is found by its id and the hash of its secret together. */
@Injectable()
export class PasswordResetsRepository {
  /** The new link's id. */
  async insert(m: EntityManager, link: { userId: string; tokenHash: string; ttlSeconds: number }): Promise<string | undefined> {
    const [row] = await writeReturning(
      m,
      idRowSchema,
      `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at)
       VALUES ($1, $2, now() + make_interval(secs => $3)) RETURNING id`,
      [link.userId, link.tokenHash, link.ttlSeconds],
    );
    return row?.id;
  }

  /** With `lock`, the row stays locked until the transaction ends (a link is spent once). */
  find(m: EntityManager, id: string, tokenHash: string, options: { lock?: boolean } = {}): Promise<PasswordResetRow | undefined> {
    return selectRow(
      m,
      passwordResetRowSchema,
      `SELECT id, user_id, expires_at, used_at FROM password_reset_tokens WHERE id = $1 AND token_hash = $2${options.lock ? ' FOR UPDATE' : ''}`,
      [id, tokenHash],
    );
  }

  /** Spends every open link of the user (a password set through one makes the others useless). */
  async markAllUsed(m: EntityManager, userId: string): Promise<void> {
    await m.query('UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
  }
}
