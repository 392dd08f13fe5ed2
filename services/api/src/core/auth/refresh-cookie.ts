import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH, SIGNED_IN_COOKIE } from '@groombook/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { readCookie, setCookie } from '../http/cookies';

/**
 * The refresh token's only home on the client: an httpOnly cookie (no script can read it),
 * SameSite=Strict (no other site can make the browser send it) and scoped to the auth
 * routes (no other request carries it). Beside it, set and cleared with it, SIGNED_IN_COOKIE:
 * '1' for the whole site, no secret, so that a page's first request says whether the browser
 * holds a session (static-web.ts sends a visitor without one to the sign-in page at once).
 */
@Injectable()
export class RefreshCookie {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  read(request: FastifyRequest): string | undefined {
    const value = readCookie(request, REFRESH_COOKIE);
    return value && value.length <= 512 ? value : undefined;
  }

  set(request: FastifyRequest, reply: FastifyReply, token: string): void {
    setCookie(reply, REFRESH_COOKIE, token, {
      path: REFRESH_COOKIE_PATH,
      maxAgeSeconds: this.config.auth.refreshTokenTtlDays * 86_400,
      sameSite: 'Strict',
      secure: secureCookies(this.config, request),
    });
    // Lax: a link from an email to a signed-in page still carries it.
    setCookie(reply, SIGNED_IN_COOKIE, '1', {
      path: '/',
      maxAgeSeconds: this.config.auth.refreshTokenTtlDays * 86_400,
      sameSite: 'Lax',
      secure: secureCookies(this.config, request),
    });
  }

  clear(request: FastifyRequest, reply: FastifyReply): void {
    const secure = secureCookies(this.config, request);
    setCookie(reply, REFRESH_COOKIE, '', { path: REFRESH_COOKIE_PATH, maxAgeSeconds: 0, sameSite: 'Strict', secure });
    setCookie(reply, SIGNED_IN_COOKIE, '', { path: '/', maxAgeSeconds: 0, sameSite: 'Lax', secure });
  }
}

/**
 * Cookies are Secure in production, over HTTPS, and whenever PUBLIC_URL is https. Plain
 * http is left for a development machine (localhost, or a test tablet on the same network),
 * where a Secure cookie would simply not be stored.
 */
export function secureCookies(config: AppConfig, request: FastifyRequest): boolean {
  return config.env === 'production' || request.protocol === 'https' || (config.publicUrl?.startsWith('https:') ?? false);
}
