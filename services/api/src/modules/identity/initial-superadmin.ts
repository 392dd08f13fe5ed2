import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { PasswordResetService } from './password-reset.service';
import { UsersRepository } from './users.repository';

/**
 * A production install's first super admin: INITIAL_SUPERADMIN_EMAIL, created without a
 * password while the platform has no super admin, and emailed a link to choose one. No
 * password is ever known to anyone but that person.
 */
@Injectable()
export class InitialSuperadmin {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly resets: PasswordResetService,
    private readonly users: UsersRepository,
  ) {}

  /** Returns the line to print, or null when there was nothing to do (the emailed link is logged as it is queued). */
  async ensure(): Promise<string | null> {
    const email = this.config.auth.initialSuperadminEmail;
    if (!email) return null;
    const created = await this.resets.sendLinkTo(
      async (m) => {
        if ((await this.users.count(m, { role: 'superadmin' })) > 0) return undefined;
        return this.users.upsertSuperadmin(m, email, 'Platform administrator');
      },
      undefined,
      'initial-superadmin',
    );
    return created ? `The first super admin is ${email}: a link to choose the password has been emailed.` : null;
  }
}
