import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { PasswordResetService } from './password-reset.service';
import { UsersRepository } from './users.repository';

/**
 * A production install's first super admin: INITIAL_SUPERADMIN_EMAIL, created without a
 * password while the platform has no super admin, and emailed a link to choose one. No
 * password is ever known to anyone but that person.
 */
@Injectable()
export class InitialSuperadmin {
  private readonly logger = new Logger('InitialSuperadmin');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: TenantDb,
    private readonly resets: PasswordResetService,
    private readonly users: UsersRepository,
  ) {}

  /** Returns the line to print, or null when there was nothing to do. */
  async ensure(): Promise<string | null> {
    const email = this.config.auth.initialSuperadminEmail;
    if (!email) return null;
    const created = await this.db.platform(async (m) => {
      if ((await this.users.count(m, { role: 'superadmin' })) > 0) return null;
      return (await this.users.upsertSuperadmin(m, email, 'Platform administrator')) ?? null;
    });
    if (!created) return null;
    await this.resets.sendLink(created, undefined, 'initial-superadmin');
    this.logger.log(`Created the first super admin ${email}`);
    return `The first super admin is ${email}: a link to choose the password has been emailed.`;
  }
}
