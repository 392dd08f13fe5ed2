import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuthSession } from '@groombook/contracts';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { hashOpaqueToken, newOpaqueToken, TokenService } from '../../core/auth/token.service';
import { ApiException } from '../../core/http/api.exception';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { toAuthUser, USER_COLUMNS, type UserRow } from './user.row';

interface RefreshTokenRow {
  id: string;
  user_id: string;
  family_id: string;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}

const REFRESH_REFUSED = 'Your session has ended: please sign in again';

/** A session as issued: the answer's body, and the refresh token that only goes into the cookie. */
export interface IssuedSession {
  session: AuthSession;
  refreshToken: string;
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
  ) {}

  /** A new session (new family) for a user who just proved who they are. */
  start(user: UserRow, manager?: EntityManager): Promise<IssuedSession> {
    const issue = (m: EntityManager) => this.issue(m, user, randomUUID());
    return manager ? issue(manager) : this.db.platform(issue);
  }

  async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
    if (!refreshToken) throw new ApiException(401, 'UNAUTHORIZED', REFRESH_REFUSED);
    const outcome = await this.db.platform(async (manager) => {
      const [row] = (await manager.query(
        `SELECT id, user_id, family_id, expires_at, used_at, revoked_at FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
        [hashOpaqueToken(refreshToken)],
      )) as RefreshTokenRow[];
      if (!row || row.revoked_at) return null;
      if (row.used_at) {
        await manager.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [
          row.family_id,
        ]);
        return 'reused' as const;
      }
      if (row.expires_at.getTime() <= Date.now()) return null;
      await manager.query('UPDATE refresh_tokens SET used_at = now() WHERE id = $1', [row.id]);
      const [user] = (await manager.query(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [row.user_id])) as UserRow[];
      if (!user) return null;
      return this.issue(manager, user, row.family_id);
    });
    // The revocation above must commit, so the refusal is thrown after the transaction.
    if (outcome === 'reused') throw new ApiException(401, 'UNAUTHORIZED', 'Refresh token already used: please sign in again');
    if (!outcome) throw new ApiException(401, 'UNAUTHORIZED', REFRESH_REFUSED);
    return outcome;
  }

  /** Sign-out: ends the session (family) that `refreshToken` belongs to. */
  async end(refreshToken: string | undefined): Promise<void> {
    if (!refreshToken) return;
    await this.db.platform((manager) =>
      manager.query(
        `UPDATE refresh_tokens SET revoked_at = now()
         WHERE revoked_at IS NULL AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
        [hashOpaqueToken(refreshToken)],
      ),
    );
  }

  /** After a password change or reset: every session of the user ends, except `keepSessionId` (the one that made the change). */
  async endAll(manager: EntityManager, userId: string, keepSessionId: string | null = null): Promise<void> {
    await manager.query(
      'UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND family_id IS DISTINCT FROM $2',
      [userId, keepSessionId],
    );
  }

  private async issue(manager: EntityManager, user: UserRow, familyId: string): Promise<IssuedSession> {
    const refresh = newOpaqueToken();
    await manager.query(
      `INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(days => $4))`,
      [user.id, familyId, refresh.hash, this.config.auth.refreshTokenTtlDays],
    );
    const access = await this.tokens.signAccessToken(toAuthUser(user, familyId));
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
