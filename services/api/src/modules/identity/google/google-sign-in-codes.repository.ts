import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { writeReturning } from '../../../core/database/rows';

/** A row of `google_sign_in_codes`: a finished Google sign-in waiting for the browser that started it. */
const codeRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  binding_hash: z.string(),
  redirect_to: z.string(),
  expires_at: z.date(),
  used_at: z.date().nullable(),
});
export type GoogleSignInCodeRow = z.infer<typeof codeRowSchema>;

/** Every query of `google_sign_in_codes`; codes and bindings are stored as hashes only. */
@Injectable()
export class GoogleSignInCodesRepository {
  async insert(m: EntityManager, code: { userId: string; codeHash: string; bindingHash: string; redirectTo: string; ttlSeconds: number }): Promise<void> {
    await m.query(
      `INSERT INTO google_sign_in_codes (user_id, code_hash, binding_hash, redirect_to, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [code.userId, code.codeHash, code.bindingHash, code.redirectTo, code.ttlSeconds],
    );
  }

  /** Marks the unused code with this hash used and answers it as it was; undefined when there is none. */
  async spend(m: EntityManager, codeHash: string): Promise<GoogleSignInCodeRow | undefined> {
    const [row] = await writeReturning(
      m,
      codeRowSchema,
      `UPDATE google_sign_in_codes SET used_at = now() WHERE code_hash = $1 AND used_at IS NULL
       RETURNING id, user_id, binding_hash, redirect_to, expires_at, used_at`,
      [codeHash],
    );
    return row;
  }
}
