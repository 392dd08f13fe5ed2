import { Injectable } from '@nestjs/common';
import { hashOpaqueToken, newOpaqueToken } from '../../../core/auth/token.service';
import { TenantDb } from '../../../core/tenancy/tenant-db';
import { UsersRepository, type UserRow } from '../users.repository';
import { GoogleSignInCodesRepository } from './google-sign-in-codes.repository';

/** A code lives a minute: the browser redeems it as soon as /login loads. */
const CODE_TTL_SECONDS = 60;

/**
 * Hands a finished Google sign-in to the page without putting tokens in a URL: the
 * callback stores a one-time code bound to the secret in the browser's state cookie, and
 * only a request carrying that same cookie can redeem it. A link with someone else's code
 * signs nobody in (no login CSRF).
 */
@Injectable()
export class GoogleSignInCodeService {
  constructor(
    private readonly db: TenantDb,
    private readonly codes: GoogleSignInCodesRepository,
    private readonly users: UsersRepository,
  ) {}

  async issue(userId: string, binding: string, redirectTo: string): Promise<string> {
    const code = newOpaqueToken();
    await this.db.platform((m) =>
      this.codes.insert(m, { userId, codeHash: code.hash, bindingHash: hashOpaqueToken(binding), redirectTo, ttlSeconds: CODE_TTL_SECONDS }),
    );
    return code.token;
  }

  /** The user and page of a valid, unused code bound to `binding`; the code is spent either way. */
  async redeem(code: string, binding: string | null): Promise<{ user: UserRow; redirectTo: string } | null> {
    return this.db.platform(async (m) => {
      const found = await this.codes.spend(m, hashOpaqueToken(code));
      if (!found || !binding || found.binding_hash !== hashOpaqueToken(binding) || found.expires_at.getTime() <= Date.now()) return null;
      const user = await this.users.findById(m, found.user_id);
      return user ? { user, redirectTo: found.redirect_to } : null;
    });
  }
}
