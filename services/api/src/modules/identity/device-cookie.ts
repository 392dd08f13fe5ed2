import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_COOKIE_PATH } from '@groombook/contracts';
import { resolveJwtSecret } from '../../core/auth/jwt-secret';
import { secureCookies } from '../../core/auth/refresh-cookie';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { readCookie, setCookie } from '../../core/http/cookies';

export const DEVICE_COOKIE = 'groombook_device';
const DEVICE_COOKIE_DAYS = 365;
/** A front-desk tablet is shared: it stays known to this many accounts, the latest kept. */
const ACCOUNTS_PER_DEVICE = 10;

/** One account's entry: `<user id>.<nonce>.<signature>`. */
interface DeviceEntry {
  userId: string;
  nonce: string;
  signature: string;
}

/**
 * The OWASP device cookie: a browser that signed in to an account correctly is given a
 * signed, httpOnly cookie naming that account and a random nonce. A later sign-in to that
 * account from a browser holding it is a known device: its failures are counted against its
 * own nonce, and the lockout that failures from everywhere else bring on the account does not
 * apply to it (`SignInLimits`). No script can read it, and nobody can make one without the key.
 */
@Injectable()
export class DeviceCookie {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    // Its own key, derived from the token key, so a device signature is never a token's.
    this.key = createHmac('sha256', resolveJwtSecret(config)).update('groombook device cookie').digest();
  }

  /** The nonce of the request's device entry for `userId`, when it holds one correctly signed. */
  knownDevice(request: FastifyRequest, userId: string): string | null {
    const entry = this.entries(request).find((e) => e.userId === userId);
    return entry ? entry.nonce : null;
  }

  /** After a correct sign-in: a fresh entry for `userId`, the browser's other accounts kept. */
  remember(request: FastifyRequest, reply: FastifyReply, userId: string): void {
    const nonce = randomBytes(16).toString('base64url');
    const kept = this.entries(request).filter((e) => e.userId !== userId);
    const entries = [{ userId, nonce, signature: this.sign(userId, nonce) }, ...kept].slice(0, ACCOUNTS_PER_DEVICE);
    setCookie(reply, DEVICE_COOKIE, entries.map((e) => `${e.userId}.${e.nonce}.${e.signature}`).join('~'), {
      path: REFRESH_COOKIE_PATH,
      maxAgeSeconds: DEVICE_COOKIE_DAYS * 86_400,
      sameSite: 'Strict',
      secure: secureCookies(this.config, request),
    });
  }

  /** The entries whose signature holds; anything else in the cookie is ignored. */
  private entries(request: FastifyRequest): DeviceEntry[] {
    const value = readCookie(request, DEVICE_COOKIE);
    if (!value || value.length > 2048) return [];
    return value
      .split('~')
      .slice(0, ACCOUNTS_PER_DEVICE)
      .map((part) => part.split('.'))
      .filter((parts): parts is [string, string, string] => parts.length === 3)
      .map(([userId, nonce, signature]) => ({ userId, nonce, signature }))
      .filter((e) => this.verifies(e));
  }

  private verifies(entry: DeviceEntry): boolean {
    const expected = Buffer.from(this.sign(entry.userId, entry.nonce));
    const given = Buffer.from(entry.signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private sign(userId: string, nonce: string): string {
    return createHmac('sha256', this.key).update(`${userId}.${nonce}`).digest('base64url');
  }
}
