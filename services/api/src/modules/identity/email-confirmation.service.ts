import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ERROR_CODES, INVALID_CONFIRMATION_LINK_MESSAGE, type SignUpRequest } from '@groombook/contracts';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { hashOpaqueToken, newOpaqueToken } from '../../core/auth/token.service';
import { MailService } from '../../core/mail/mail.service';
import { rateLimitSubject } from '../../core/security/rate-limit-subject';
import { RateLimiter } from '../../core/security/rate-limiter';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { resolveLinkOrigin } from './link-origin';
import { AfterAnswer } from './after-answer';
import { PasswordHasher } from './password-hasher';
import { assertPasswordAcceptable } from './password-policy';
import { PasswordResetService } from './password-reset.service';
import { EmailConfirmationsRepository } from './email-confirmations.repository';
import { UsersRepository, type UserRow } from './users.repository';
import { RuleRefusedError } from '../../core/errors/domain-errors';

/** A confirmation link lives a day. */
const CONFIRMATION_TTL_SECONDS = 24 * 3600;

/**
 * Self sign-up. The answer is the same whether or not the email has an account, so the
 * endpoint tells nobody who is a customer: a new address gets a confirmation link, a
 * registered one a note with a password-reset link. The password chosen at sign-up rides
 * on the confirmation row and becomes the account's only when that link is opened, so
 * someone who signs up with another person's address never gets a usable password.
 */
@Injectable()
export class EmailConfirmationService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: TenantDb,
    private readonly hasher: PasswordHasher,
    private readonly mail: MailService,
    private readonly resets: PasswordResetService,
    private readonly limiter: RateLimiter,
    private readonly users: UsersRepository,
    private readonly confirmations: EmailConfirmationsRepository,
    private readonly afterAnswer: AfterAnswer,
  ) {}

  /**
   * Every request does the same work before its answer (the limit and the password's check);
   * whether the email has an account is found out after the answer has left, so neither the
   * answer nor its time tells.
   */
  async signUp(request: SignUpRequest, clientIp: string): Promise<void> {
    const { signUp, windowSeconds } = this.config.auth.rateLimits;
    await this.limiter.consume({ name: 'sign-up', limit: signUp, windowSeconds }, rateLimitSubject(clientIp));
    assertPasswordAcceptable(request.password, request.email);
    this.afterAnswer.run('A sign-up', () => this.register(request));
  }

  /**
   * A new address gets a confirmation link; a registered one a note with a reset link. The
   * password is hashed for both, so each sign-up costs the server the same.
   */
  private async register(request: SignUpRequest): Promise<void> {
    const passwordHash = await this.hasher.hash(request.password);
    type Outcome = { registered: UserRow } | { link: string; user: UserRow } | null;
    const outcome = await this.db.platform(async (manager): Promise<Outcome> => {
      const user =
        (await this.users.insertUnconfirmed(manager, request.email, request.name || null)) ??
        (await this.users.findByEmail(manager, request.email, { lock: true }));
      if (!user) return null;
      if (user.email_confirmed_at) return { registered: user };
      return { link: await this.createLink(manager, user.id, passwordHash), user };
    });
    if (!outcome) return;
    if ('registered' in outcome) {
      await this.resets.sendLink(outcome.registered, undefined, 'already-registered');
      return;
    }
    await this.mail.send({
      companyId: null,
      to: outcome.user.email,
      subject: 'Confirm your GroomBook email address',
      text: `Welcome to GroomBook. Confirm your email address with this link to finish signing up:\n\n${outcome.link}\n\nThe link expires in 24 hours. If you did not sign up, ignore this email.`,
    });
  }

  async confirm(token: string): Promise<void> {
    const invalid = () => new RuleRefusedError(INVALID_CONFIRMATION_LINK_MESSAGE, ERROR_CODES.invalidConfirmationLink);
    await this.db.platform(async (manager) => {
      const row = await this.confirmations.findByHashForUpdate(manager, hashOpaqueToken(token));
      if (!row || row.used_at || row.expires_at.getTime() <= Date.now()) throw invalid();
      if (!(await this.users.confirmEmail(manager, row.user_id, row.password_hash))) throw invalid();
      await this.confirmations.markAllUsed(manager, row.user_id);
    });
  }

  /** Whether `password` is the one chosen with the latest pending sign-up (to say "confirm your email" rather than "wrong password"). */
  async matchesPendingPassword(userId: string, password: string): Promise<boolean> {
    const passwordHash = await this.db.platform((m) => this.confirmations.latestPendingPasswordHash(m, userId));
    return passwordHash === undefined ? false : this.hasher.verify(passwordHash, password);
  }

  private async createLink(manager: EntityManager, userId: string, passwordHash: string): Promise<string> {
    const secret = newOpaqueToken();
    await this.confirmations.insert(manager, { userId, tokenHash: secret.hash, passwordHash, ttlSeconds: CONFIRMATION_TTL_SECONDS });
    return `${resolveLinkOrigin(this.config, undefined)}/confirm-email?${new URLSearchParams({ token: secret.token }).toString()}`;
  }
}
