import { Injectable } from '@nestjs/common';
import { hashOpaqueToken, newOpaqueToken } from '../../../core/auth/token.service';
import { TenantDb } from '../../../core/tenancy/tenant-db';
import { USER_COLUMNS, type UserRow } from '../user.row';

/** A code lives a minute: the browser redeems it as soon as /login loads. */
const CODE_TTL_SECONDS = 60;

interface CodeRow {
  id: string;
  user_id: string;
  binding_hash: string;
  redirect_to: string;
  expires_at: Date;
  used_at: Date | null;
}

/**
 * Hands a finished Google sign-in to the page without putting tokens in a URL: the
 * callback stores a one-time code bound to the secret in the browser's state cookie, and
 * only a request carrying that same cookie can redeem it. A link with someone else's code
 * signs nobody in (no login CSRF).
 */
@Injectable()
export class GoogleSignInCodeService {
  constructor(private readonly db: TenantDb) {}

  async issue(userId: string, binding: string, redirectTo: string): Promise<string> {
    const code = newOpaqueToken();
    await this.db.platform((m) =>
      m.query(
        `INSERT INTO google_sign_in_codes (user_id, code_hash, binding_hash, redirect_to, expires_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
        [userId, code.hash, hashOpaqueToken(binding), redirectTo, CODE_TTL_SECONDS],
      ),
    );
    return code.token;
  }

  /** The user and page of a valid, unused code bound to `binding`; the code is spent either way. */
  async redeem(code: string, binding: string | null): Promise<{ user: UserRow; redirectTo: string } | null> {
    return this.db.platform(async (m) => {
      const [row] = (await m.query(
        `UPDATE google_sign_in_codes SET used_at = now() WHERE code_hash = $1 AND used_at IS NULL
         RETURNING id, user_id, binding_hash, redirect_to, expires_at, used_at`,
        [hashOpaqueToken(code)],
      )) as [CodeRow[], number];
      const found = row[0];
      if (!found || !binding || found.binding_hash !== hashOpaqueToken(binding) || found.expires_at.getTime() <= Date.now()) return null;
      const [user] = (await m.query(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [found.user_id])) as UserRow[];
      return user ? { user, redirectTo: found.redirect_to } : null;
    });
  }
}
