import { Injectable } from '@nestjs/common';
import { TenantDb } from '../../../core/tenancy/tenant-db';
import { USER_COLUMNS, type UserRow } from '../user.row';
import type { OidcClaims } from './oidc-passport.strategy';

/**
 * The user behind a Google identity: the one already linked to it, else the one with the
 * same verified email (then linked), else a new user with the default role.
 */
@Injectable()
export class GoogleAccountService {
  constructor(private readonly db: TenantDb) {}

  async findOrCreate(claims: OidcClaims): Promise<UserRow | false> {
    const email = claims.email_verified ? claims.email?.toLowerCase() : undefined;
    return this.db.platform(async (manager) => {
      const [linked] = (await manager.query(`SELECT ${USER_COLUMNS} FROM users WHERE google_subject = $1`, [claims.sub])) as UserRow[];
      if (linked) return linked;
      if (!email) return false;
      // TypeORM answers an UPDATE with [rows, affected].
      const [[byEmail]] = (await manager.query(
        `UPDATE users SET google_subject = $1, email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
         WHERE email = $2 AND google_subject IS NULL RETURNING ${USER_COLUMNS}`,
        [claims.sub, email],
      )) as [UserRow[], number];
      if (byEmail) return byEmail;
      const [created] = (await manager.query(
        `INSERT INTO users (email, name, google_subject) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING ${USER_COLUMNS}`,
        [email, claims.name ?? null, claims.sub],
      )) as UserRow[];
      return created ?? false;
    });
  }
}
