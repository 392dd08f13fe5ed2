import { Injectable } from '@nestjs/common';
import { TenantDb } from '../../../core/tenancy/tenant-db';
import { UsersRepository, type UserRow } from '../users.repository';
import type { OidcClaims } from './oidc-passport.strategy';

/**
 * The user behind a Google identity: the one already linked to it, else the one with the
 * same verified email (then linked), else a new user with the default role.
 */
@Injectable()
export class GoogleAccountService {
  constructor(
    private readonly db: TenantDb,
    private readonly users: UsersRepository,
  ) {}

  async findOrCreate(claims: OidcClaims): Promise<UserRow | false> {
    const email = claims.email_verified ? claims.email?.toLowerCase() : undefined;
    return this.db.platform(async (manager) => {
      const linked = await this.users.findByGoogleSubject(manager, claims.sub);
      if (linked) return linked;
      if (!email) return false;
      const byEmail = await this.users.linkGoogleSubject(manager, email, claims.sub);
      if (byEmail) return byEmail;
      return (await this.users.insertFromGoogle(manager, { email, name: claims.name ?? null, googleSubject: claims.sub })) ?? false;
    });
  }
}
