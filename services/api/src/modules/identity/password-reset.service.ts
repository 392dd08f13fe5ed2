import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { INVALID_RESET_LINK_MESSAGE, type RecoveryTokens } from '@groombook/contracts';
import { AccessStates } from '../../core/auth/access-states';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { hashOpaqueToken, newOpaqueToken, TokenService } from '../../core/auth/token.service';
import { MailService } from '../../core/mail/mail.service';
import { rateLimitSubject } from '../../core/security/rate-limit-subject';
import { RateLimiter } from '../../core/security/rate-limiter';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { resolveLinkOrigin } from './link-origin';
import { AfterAnswer } from './after-answer';
import { PasswordHasher } from './password-hasher';
import { assertPasswordAcceptable } from './password-policy';
import { PasswordResetsRepository } from './password-resets.repository';
import { SessionService } from './session.service';
import { UsersRepository, type UserRow } from './users.repository';
import { RuleRefusedError } from '../../core/errors/domain-errors';

/** A reset link lives an hour and works once. */
const RESET_TTL_SECONDS = 3600;

export type LinkMailKind = 'reset' | 'invite' | 'already-registered' | 'initial-superadmin';

/** Why a set-password link is sent, in the mail's words. */
const LINK_MAIL: Record<LinkMailKind, { subject: string; intro: string }> = {
  reset: {
    subject: 'Reset your GroomBook password',
    intro: 'Someone asked to reset the password of your GroomBook account. Choose a new password with this link:',
  },
  invite: {
    subject: 'You have been added to GroomBook',
    intro: 'An account was created for you on GroomBook. Choose your password with this link:',
  },
  'already-registered': {
    subject: 'You already have a GroomBook account',
    intro:
      'Someone tried to sign up to GroomBook with this email address, which already has an account. If it was you, sign in, or choose a new password with this link:',
  },
  'initial-superadmin': {
    subject: 'Set up your GroomBook platform account',
    intro: 'You are the first super admin of this GroomBook installation. Choose your password with this link:',
  },
};

/** Whom a set-password link goes to. */
type LinkRecipient = Pick<UserRow, 'id' | 'email' | 'company_id'>;

/**
 * Password reset by email. The link keeps the form the client expects
 * (/reset-password?access_token=…&refresh_token=…&type=recovery): the access token is a
 * signed recovery token naming the reset row, the refresh token the row's one-time secret.
 */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: TenantDb,
    private readonly tokens: TokenService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly mail: MailService,
    private readonly limiter: RateLimiter,
    private readonly users: UsersRepository,
    private readonly links: PasswordResetsRepository,
    private readonly states: AccessStates,
    private readonly afterAnswer: AfterAnswer,
  ) {}

  /**
   * Limited per address, and per email so no inbox is flooded. The answer is the same, and
   * takes the same time, whether or not the email belongs to someone: the account is looked up
   * and the link sent after the answer has left.
   */
  async requestReset(email: string, redirectOrigin: string | undefined, clientIp: string): Promise<void> {
    const { forgotPassword, windowSeconds } = this.config.auth.rateLimits;
    await this.limiter.consume({ name: 'forgot-password', limit: forgotPassword, windowSeconds }, rateLimitSubject(clientIp));
    await this.limiter.consume({ name: 'forgot-password-email', limit: forgotPassword, windowSeconds }, email);
    this.afterAnswer.run('A password reset request', () => this.sendLinkTo((m) => this.users.findByEmail(m, email), redirectOrigin, 'reset'));
  }

  /**
   * Emails a link to the user `pick` settles on in a platform transaction, once it has
   * committed; when `pick` finds nobody, nothing is sent. Answers the user, if any.
   */
  async sendLinkTo<U extends LinkRecipient>(
    pick: (manager: EntityManager) => Promise<U | undefined>,
    redirectOrigin: string | undefined,
    kind: LinkMailKind,
  ): Promise<U | undefined> {
    const user = await this.db.platform(pick);
    if (user) await this.sendLink(user, redirectOrigin, kind);
    return user;
  }

  /** Emails a link to set a password (the mail says why: see LINK_MAIL), unless the address's mail limit is reached. */
  async sendLink(user: LinkRecipient, redirectOrigin: string | undefined, kind: LinkMailKind): Promise<void> {
    const link = await this.createLink(user.id, resolveLinkOrigin(this.config, redirectOrigin));
    const { subject, intro } = LINK_MAIL[kind];
    const queued = await this.mail.send({
      companyId: user.company_id,
      to: user.email,
      subject,
      text: `${intro}\n\n${link}\n\nThe link works once and expires in one hour. If you did not ask for it, ignore this email.`,
    });
    if (queued) this.logger.log(`Password link (${kind}) queued for ${user.email}`);
  }

  async verify(tokens: RecoveryTokens): Promise<{ email: string }> {
    return this.db.platform(async (manager) => {
      const { user } = await this.check(manager, tokens, false);
      return { email: user.email };
    });
  }

  /** A new password through a reset or invitation link; the link is checked before the password is judged or hashed. */
  async reset(tokens: RecoveryTokens, password: string): Promise<void> {
    const { email } = await this.verify(tokens);
    assertPasswordAcceptable(password, email);
    const passwordHash = await this.hasher.hash(password);
    const userId = await this.db.platform(async (manager) => {
      const { user, resetId } = await this.check(manager, tokens, true);
      await this.users.setPasswordFromEmailedLink(manager, user.id, passwordHash);
      await this.links.markAllUsed(manager, user.id);
      await this.sessions.endAll(manager, user.id);
      this.logger.log(`Password reset for ${user.email} (link ${resetId})`);
      return user.id;
    });
    // Every session has ended, and with the token version every access token too.
    await this.states.changed({ userId });
  }

  private async createLink(userId: string, origin: string): Promise<string> {
    const secret = newOpaqueToken();
    const resetId = await this.db.platform((m) => this.links.insert(m, { userId, tokenHash: secret.hash, ttlSeconds: RESET_TTL_SECONDS }));
    const accessToken = await this.tokens.signPurposeToken('recovery', userId, { rid: resetId }, RESET_TTL_SECONDS);
    const query = new URLSearchParams({ access_token: accessToken, refresh_token: secret.token, type: 'recovery' });
    return `${origin}/reset-password?${query.toString()}`;
  }

  private async check(manager: EntityManager, tokens: RecoveryTokens, lock: boolean): Promise<{ user: UserRow; resetId: string }> {
    const invalid = () => new RuleRefusedError(INVALID_RESET_LINK_MESSAGE, 'INVALID_RESET_LINK');
    const claims = await this.tokens.verifyPurposeToken(tokens.access_token, 'recovery');
    if (!claims?.sub || typeof claims.rid !== 'string') throw invalid();
    const reset = await this.links.find(manager, claims.rid, hashOpaqueToken(tokens.refresh_token), { lock });
    if (!reset || reset.used_at || reset.user_id !== claims.sub || reset.expires_at.getTime() <= Date.now()) throw invalid();
    const user = await this.users.findById(manager, reset.user_id);
    if (!user) throw invalid();
    return { user, resetId: reset.id };
  }
}
