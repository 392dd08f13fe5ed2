import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ACCOUNT_DISABLED_MESSAGE, COMPANY_SUSPENDED_MESSAGE, ERROR_CODES, type AuthSession } from '@groombook/contracts';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { AccessStates } from '../../core/auth/access-states';
import { AccessStatesRepository, type AccessStateRow } from '../../core/auth/access-states.repository';
import { hashOpaqueToken, newOpaqueToken, TokenService } from '../../core/auth/token.service';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { SessionsRepository } from './sessions.repository';
import { UsersRepository, type UserRow } from './users.repository';
import { ForbiddenError, UnauthenticatedError } from '../../core/errors/domain-errors';

const REFRESH_REFUSED = 'Your session has ended: please sign in again';

/** A session as issued: the answer's body, and the refresh token that only goes into the cookie. */
export interface IssuedSession {
  session: AuthSession;
  refreshToken: string;
}

/**
 * A disabled user, and a suspended company's user, get no session: 403 with a message that
 * says what to do. Super admins run the platform, so a suspension of their company does not
 * lock them out of it.
 */
function assertMayHaveSession(state: AccessStateRow): void {
  if (state.disabled) throw new ForbiddenError(ACCOUNT_DISABLED_MESSAGE, ERROR_CODES.accountDisabled);
  if (state.company_suspended && state.role !== 'superadmin') throw new ForbiddenError(COMPANY_SUSPENDED_MESSAGE, ERROR_CODES.companySuspended);
}

/**
 * Sessions: a short-lived access token and a refresh token that rotates on every use.
 * Each sign-in starts a family (the session's id); presenting a refresh token that was
 * already used means it was copied, so the whole family is revoked and both holders must
 * sign in again.
 */
@Injectable()
export class SessionService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: TokenService,
    private readonly db: TenantDb,
    private readonly refreshTokens: SessionsRepository,
    private readonly users: UsersRepository,
    private readonly accessStates: AccessStatesRepository,
    private readonly states: AccessStates,
  ) {}

  /** A new session (new family) for a user who just proved who they are. */
  start(user: UserRow, manager?: EntityManager): Promise<IssuedSession> {
    const issue = (m: EntityManager) => this.issue(m, user, randomUUID());
    return manager ? issue(manager) : this.db.platform(issue);
  }

  async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
    if (!refreshToken) throw new UnauthenticatedError(REFRESH_REFUSED);
    const outcome = await this.db.platform(async (manager) => {
      const row = await this.refreshTokens.findByHashForUpdate(manager, hashOpaqueToken(refreshToken));
      if (!row) return null;
      // Disabling and suspension revoke the user's sessions; their cookie still earns the reason, not a bare refusal.
      const state = await this.accessStates.findUser(manager, row.user_id);
      if (!state) return null;
      assertMayHaveSession(state);
      if (row.revoked_at) return null;
      if (row.used_at) {
        await this.refreshTokens.revokeFamily(manager, row.family_id);
        return 'reused' as const;
      }
      if (row.expires_at.getTime() <= Date.now()) return null;
      await this.refreshTokens.markUsed(manager, row.id);
      const user = await this.users.findById(manager, row.user_id);
      if (!user) return null;
      return this.issue(manager, user, row.family_id);
    });
    // The revocation above must commit, so the refusal is thrown after the transaction.
    if (outcome === 'reused') throw new UnauthenticatedError('Refresh token already used: please sign in again');
    if (!outcome) throw new UnauthenticatedError(REFRESH_REFUSED);
    return outcome;
  }

  /**
   * Sign-out: ends the session (family) that `refreshToken` belongs to. Its access tokens stop
   * on their next request, in every API process.
   */
  async end(refreshToken: string | undefined): Promise<void> {
    if (!refreshToken) return;
    const sessionId = await this.db.platform(async (manager) => {
      const family = await this.refreshTokens.familyOfToken(manager, hashOpaqueToken(refreshToken));
      if (family) await this.refreshTokens.revokeFamily(manager, family);
      return family;
    });
    if (sessionId) await this.states.changed({ sessionId });
  }

  /**
   * Every session of the user ends, except `keepSessionId` (after a password change, the one
   * that made it): a password change or reset, disabling.
   */
  async endAll(manager: EntityManager, userId: string, keepSessionId: string | null = null): Promise<void> {
    await this.refreshTokens.revokeAllOfUser(manager, userId, keepSessionId);
  }

  /** A suspension: every session of the company's users but its super admins ends, and their access tokens stop at once. */
  async endAllOfCompany(manager: EntityManager, companyId: string): Promise<void> {
    await this.users.raiseTokenVersionsOfCompany(manager, companyId);
    await this.refreshTokens.revokeAllOfCompany(manager, companyId);
  }

  /** The access token carries the role, company and token version the database holds now. */
  private async issue(manager: EntityManager, user: UserRow, familyId: string): Promise<IssuedSession> {
    const state = await this.accessStates.findUser(manager, user.id);
    if (!state) throw new UnauthenticatedError(REFRESH_REFUSED);
    assertMayHaveSession(state);
    const refresh = newOpaqueToken();
    await this.refreshTokens.insert(manager, {
      userId: user.id,
      familyId,
      tokenHash: refresh.hash,
      ttlDays: this.config.auth.refreshTokenTtlDays,
    });
    const access = await this.tokens.signAccessToken({
      id: user.id,
      email: user.email,
      role: state.role,
      companyId: state.company_id,
      sessionId: familyId,
      tokenVersion: state.token_version,
    });
    return {
      refreshToken: refresh.token,
      session: {
        access_token: access.token,
        token_type: 'bearer',
        expires_in: this.tokens.accessTokenTtlSeconds,
        expires_at: access.expiresAt,
        user: { id: user.id, email: user.email, created_at: user.created_at.toISOString() },
      },
    };
  }
}
