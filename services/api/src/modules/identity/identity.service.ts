import { Injectable } from '@nestjs/common';
import {
  EMAIL_NOT_CONFIRMED_MESSAGE,
  ERROR_CODES,
  INVALID_CREDENTIALS_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  type MeResponse,
  type SignInRequest,
  type UpdatePasswordRequest,
} from '@groombook/contracts';
import { AccessStates } from '../../core/auth/access-states';
import type { AuthUser } from '../../core/auth/auth-user';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { EmailConfirmationService } from './email-confirmation.service';
import { PasswordHasher } from './password-hasher';
import { assertPasswordAcceptable } from './password-policy';
import { SessionService, type IssuedSession } from './session.service';
import { SignInLimits, type SignInAttempt } from './sign-in-limits';
import { UsersRepository } from './users.repository';
import { RuleRefusedError, UnauthenticatedError } from '../../core/errors/domain-errors';

@Injectable()
export class IdentityService {
  constructor(
    private readonly db: TenantDb,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly limits: SignInLimits,
    private readonly confirmations: EmailConfirmationService,
    private readonly users: UsersRepository,
    private readonly states: AccessStates,
  ) {}

  /**
   * One message for an unknown email and a wrong password alike. Only failures count towards
   * the limits (`SignInLimits`), so a user who signs in correctly is never locked out by doing
   * so; `knownDeviceOf` names the nonce of the browser's device cookie for an account, if any.
   */
  async signIn(request: SignInRequest, clientIp: string, knownDeviceOf: (userId: string) => string | null): Promise<IssuedSession> {
    const email = request.email.toLowerCase();
    const user = await this.db.platform((m) => this.users.findByEmail(m, email));
    const attempt: SignInAttempt = { email, clientIp, knownDevice: user ? knownDeviceOf(user.id) : null };
    await this.limits.assertAllowed(attempt);

    const valid = await this.hasher.verify(user?.password_hash ?? null, request.password);
    if (!user || !valid) {
      if (user && !user.email_confirmed_at && (await this.confirmations.matchesPendingPassword(user.id, request.password))) {
        throw new RuleRefusedError(EMAIL_NOT_CONFIRMED_MESSAGE, ERROR_CODES.emailNotConfirmed);
      }
      await this.limits.failed(attempt);
      throw new RuleRefusedError(INVALID_CREDENTIALS_MESSAGE, ERROR_CODES.invalidCredentials);
    }
    await this.limits.succeeded(attempt);
    return this.sessions.start(user);
  }

  /**
   * A signed-in user's new password. The current one is required, so a stolen access token
   * cannot take the account over; a wrong one counts as a failed sign-in (under the same
   * limits, the browser's device cookie included). Every other session of the user ends; the
   * one that made the change stays (its next request refreshes its access token).
   */
  async updatePassword(caller: AuthUser, request: UpdatePasswordRequest, clientIp: string, knownDevice: string | null): Promise<void> {
    const attempt: SignInAttempt = { email: caller.email, clientIp, knownDevice };
    await this.limits.assertAllowed(attempt);
    const user = await this.db.platform((m) => this.users.findById(m, caller.id));
    if (!user) throw new UnauthenticatedError('Invalid or expired access token');
    if (!(await this.hasher.verify(user.password_hash, request.current_password))) {
      await this.limits.failed(attempt);
      throw new RuleRefusedError(WRONG_CURRENT_PASSWORD_MESSAGE, ERROR_CODES.wrongCurrentPassword);
    }
    assertPasswordAcceptable(request.password, user.email);
    const passwordHash = await this.hasher.hash(request.password);
    await this.db.platform(async (manager) => {
      await this.users.setPassword(manager, user.id, passwordHash);
      await this.sessions.endAll(manager, user.id, caller.sessionId);
    });
    // Every access token issued before stops; the session that made the change refreshes once for a new one.
    await this.states.changed({ userId: user.id });
  }

  /** The caller, with the company they work in: their own, or the one a super admin acts in. */
  async me(caller: AuthUser): Promise<MeResponse> {
    const user = await this.db.platform((m) => this.users.findProfile(m, caller.id));
    if (!user) throw new UnauthenticatedError('Invalid or expired access token');
    const acting = caller.acting && caller.companyId ? await this.states.company(caller.companyId) : null;
    return {
      success: true,
      role: user.role,
      company_id: acting ? acting.id : user.company_id,
      company_name: acting ? acting.name : user.company_name,
      acting: acting !== null,
      user: { id: user.id, email: user.email, name: user.name, created_at: user.created_at.toISOString() },
    };
  }
}
