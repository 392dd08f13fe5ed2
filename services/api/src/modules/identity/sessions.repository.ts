import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { selectRow } from '../../core/database/rows';

/** A row of `refresh_tokens`: one token of a session's family (the session's id). */
const refreshTokenRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  family_id: z.string(),
  expires_at: z.date(),
  used_at: z.date().nullable(),
  revoked_at: z.date().nullable(),
});
export type RefreshTokenRow = z.infer<typeof refreshTokenRowSchema>;
const familyRowSchema = z.object({ family_id: z.string() });

/** Every query of `refresh_tokens`; tokens are found by the hash of their secret, never by the secret. */
@Injectable()
export class SessionsRepository {
  async insert(m: EntityManager, token: { userId: string; familyId: string; tokenHash: string; ttlDays: number }): Promise<void> {
    await m.query(
      `INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(days => $4))`,
      [token.userId, token.familyId, token.tokenHash, token.ttlDays],
    );
  }

  /** Locked until the transaction ends, so two uses of one token are decided one after the other. */
  findByHashForUpdate(m: EntityManager, tokenHash: string): Promise<RefreshTokenRow | undefined> {
    return selectRow(
      m,
      refreshTokenRowSchema,
      'SELECT id, user_id, family_id, expires_at, used_at, revoked_at FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE',
      [tokenHash],
    );
  }

  async markUsed(m: EntityManager, id: string): Promise<void> {
    await m.query('UPDATE refresh_tokens SET used_at = now() WHERE id = $1', [id]);
  }

  async revokeFamily(m: EntityManager, familyId: string): Promise<void> {
    await m.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [familyId]);
  }

  /** The family (session) of the token with this hash, or undefined when no token has it. */
  async familyOfToken(m: EntityManager, tokenHash: string): Promise<string | undefined> {
    return (await selectRow(m, familyRowSchema, 'SELECT family_id FROM refresh_tokens WHERE token_hash = $1', [tokenHash]))?.family_id;
  }

  /** Revokes every family of the user except `keepFamilyId` (null keeps none). */
  async revokeAllOfUser(m: EntityManager, userId: string, keepFamilyId: string | null): Promise<void> {
    await m.query(
      'UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND family_id IS DISTINCT FROM $2',
      [userId, keepFamilyId],
    );
  }

  /** Revokes every family of every user of the company but its super admins (a suspension). */
  async revokeAllOfCompany(m: EntityManager, companyId: string): Promise<void> {
    await m.query(
      `UPDATE refresh_tokens SET revoked_at = now()
       WHERE revoked_at IS NULL AND user_id IN (SELECT id FROM users WHERE company_id = $1 AND role <> 'superadmin')`,
      [companyId],
    );
  }
}
