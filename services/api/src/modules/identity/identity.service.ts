import { Inject, Injectable } from '@nestjs/common';
import {
  INVALID_CREDENTIALS_MESSAGE,
  type AuthSession,
  type MeResponse,
  type SignInRequest,
  type SignUpRequest,
} from '@groombook/contracts';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import type { AuthUser } from '../../core/auth/auth-user';
import { ApiException } from '../../core/http/api.exception';
import { RateLimiter } from '../../core/security/rate-limiter';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { PasswordHasher } from './password-hasher';
import { SessionService } from './session.service';
import { USER_COLUMNS, type UserRow } from './user.row';

@Injectable()
export class IdentityService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: TenantDb,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
  ) {}

  /** One message for an unknown email and a wrong password alike. */
  async signIn(request: SignInRequest, clientIp: string): Promise<AuthSession> {
    const email = request.email.toLowerCase();
    const { signIn, windowSeconds } = this.config.auth.rateLimits;
    await this.limiter.consume({ name: 'sign-in', limit: signIn, windowSeconds }, `${clientIp}:${email}`);
    const user = await this.findByEmail(email);
    const valid = await this.hasher.verify(user?.password_hash ?? null, request.password);
    if (!user || !valid) throw new ApiException(400, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
    return this.sessions.start(user);
  }

  async signUp(request: SignUpRequest): Promise<AuthSession> {
    const passwordHash = await this.hasher.hash(request.password);
    return this.db.platform(async (manager) => {
      const [created] = (await manager.query(
        `INSERT INTO users (email, name, password_hash) VALUES ($1, $2, $3)
         ON CONFLICT (email) DO NOTHING RETURNING ${USER_COLUMNS}`,
        [request.email, request.name || null, passwordHash],
      )) as UserRow[];
      if (!created) throw new ApiException(409, 'CONFLICT', 'User already registered');
      return this.sessions.start(created, manager);
    });
  }

  async me(caller: AuthUser): Promise<MeResponse> {
    const [user] = (await this.db.platform((m) =>
      m.query(
        `SELECT u.id, u.company_id, u.email, u.name, u.role, u.created_at, c.name AS company_name
         FROM users u LEFT JOIN companies c ON c.id = u.company_id WHERE u.id = $1`,
        [caller.id],
      ),
    )) as (UserRow & { company_name: string | null })[];
    if (!user) throw new ApiException(401, 'UNAUTHORIZED', 'Invalid or expired access token');
    return {
      success: true,
      role: user.role,
      company_id: user.company_id,
      company_name: user.company_name,
      user: { id: user.id, email: user.email, name: user.name, created_at: user.created_at.toISOString() },
    };
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const rows = (await this.db.platform((m) =>
      m.query(`SELECT ${USER_COLUMNS} FROM users WHERE email = $1`, [email.toLowerCase()]),
    )) as UserRow[];
    return rows[0];
  }
}
