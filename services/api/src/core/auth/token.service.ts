import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { isRole } from '@groombook/domain';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { AccessTokenClaims } from './auth-user';
import { resolveJwtSecret } from './jwt-secret';

const ISSUER = 'groombook';
const ALGORITHM = 'HS256';

type TokenUse = 'access' | 'recovery' | 'oidc-state';

/** How many verified access tokens are remembered; past that, the oldest is forgotten. */
const VERIFIED_TOKENS_KEPT = 10_000;

/** An opaque secret for the client (refresh and reset tokens); only its hash is stored. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Signs and checks the API's JWTs: access tokens, recovery links and the Google sign-in state. */
@Injectable()
export class TokenService {
  private readonly key: Uint8Array;
  /**
   * Access tokens already verified, with their caller and expiry (ms). A token's check
   * depends only on the token, the key and the clock, so a remembered answer is the answer
   * a new check would give until the token expires, and never after. Only good tokens are
   * kept (nobody can mint one to fill the map), in insertion order for forgetting the oldest.
   */
  private readonly verified = new Map<string, { user: AccessTokenClaims; expiresAtMs: number }>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.key = resolveJwtSecret(config);
  }

  get accessTokenTtlSeconds(): number {
    return this.config.auth.accessTokenTtlSeconds;
  }

  async signAccessToken(user: AccessTokenClaims): Promise<{ token: string; expiresAt: number }> {
    const expiresAt = Math.floor(Date.now() / 1000) + this.config.auth.accessTokenTtlSeconds;
    const claims = { use: 'access', email: user.email, role: user.role, cid: user.companyId, sid: user.sessionId, ver: user.tokenVersion };
    const token = await this.sign(claims, user.id, expiresAt);
    return { token, expiresAt };
  }

  /**
   * What a bearer token says of its user, or null when the token is forged, expired or has no
   * token version. Whether that user's access still stands is AccessGuard's check.
   */
  async verifyAccessToken(token: string): Promise<AccessTokenClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAtMs) return { ...known.user };
      this.verified.delete(token);
    }
    const payload = await this.verify(token, 'access');
    if (!payload?.sub || typeof payload.email !== 'string' || !isRole(payload.role) || payload.exp === undefined) return null;
    if (typeof payload.ver !== 'number' || !Number.isInteger(payload.ver)) return null;
    const companyId = typeof payload.cid === 'string' ? payload.cid : null;
    const sessionId = typeof payload.sid === 'string' ? payload.sid : null;
    const user: AccessTokenClaims = { id: payload.sub, email: payload.email, role: payload.role, companyId, sessionId, tokenVersion: payload.ver };
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(token, { user, expiresAtMs: payload.exp * 1000 });
    return { ...user };
  }

  async signPurposeToken(use: Exclude<TokenUse, 'access'>, subject: string, claims: JWTPayload, ttlSeconds: number): Promise<string> {
    return this.sign({ ...claims, use }, subject, Math.floor(Date.now() / 1000) + ttlSeconds);
  }

  async verifyPurposeToken(token: string, use: Exclude<TokenUse, 'access'>): Promise<JWTPayload | null> {
    return this.verify(token, use);
  }

  private sign(claims: JWTPayload, subject: string, expiresAt: number): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM })
      .setIssuer(ISSUER)
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(this.key);
  }

  private async verify(token: string, use: TokenUse): Promise<JWTPayload | null> {
    try {
      // A token without an expiry would be good forever: every token this API signs has one, so one without is refused.
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: [ALGORITHM],
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      return payload.use === use ? payload : null;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
