import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config';
import { secureCookies } from '../../../core/auth/refresh-cookie';
import { TokenService } from '../../../core/auth/token.service';
import { readCookie, setCookie } from '../../../core/http/cookies';
import { resolveLinkOrigin } from '../link-origin';
import { GoogleAccountService } from './google-account.service';
import { OidcPassportStrategy, type OidcClaims, type OidcState } from './oidc-passport.strategy';

declare module 'fastify' {
  interface FastifyRequest {
    /** The reply of a request passport handles: passport's strategies see only the request (GoogleCallbackGuard sets it). */
    reply?: FastifyReply;
  }
}

export const STATE_COOKIE = 'gb_oidc_state';
/** The state cookie is sent to the callback and to the redeem call, both under this path. */
export const STATE_COOKIE_PATH = '/api/auth/google';
const STATE_TTL_SECONDS = 600;

/** The signed state this browser's cookie carries, or null when missing, forged or expired. */
async function readStateClaims(request: FastifyRequest, tokens: TokenService) {
  const token = readCookie(request, STATE_COOKIE);
  return token ? tokens.verifyPurposeToken(token, 'oidc-state') : null;
}

/** The site origin for this request: PUBLIC_URL, or a local address in development. */
export function siteOrigin(config: AppConfig, request: FastifyRequest): string {
  return resolveLinkOrigin(config, `${request.protocol}://${request.host}`);
}

/** Google sign-in (any OpenID Connect issuer: GOOGLE_OIDC_ISSUER), as the passport strategy 'google'. */
@Injectable()
export class GoogleStrategy extends PassportStrategy(OidcPassportStrategy, 'google') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    tokens: TokenService,
    private readonly accounts: GoogleAccountService,
  ) {
    let discovered: Promise<oidc.Configuration> | null = null;
    const google = config.auth.google;
    super({
      configuration: () => {
        if (!google) return Promise.reject(new Error('Google sign-in is not configured'));
        // Discovered on first use, so the API starts even when the provider is unreachable.
        discovered ??= oidc
          .discovery(new URL(google.issuer), google.clientId, google.clientSecret, undefined, {
            execute: new URL(google.issuer).protocol === 'http:' && config.env !== 'production' ? [oidc.allowInsecureRequests] : [],
          })
          .catch((error: unknown) => {
            discovered = null;
            throw error;
          });
        return discovered;
      },
      callbackUrl: (request: FastifyRequest) => `${siteOrigin(config, request)}/api/auth/google/callback`,
      saveState: async (request: FastifyRequest, state: OidcState) => {
        const token = await tokens.signPurposeToken('oidc-state', 'oidc', { ...state }, STATE_TTL_SECONDS);
        // Lax, not Strict: the provider's redirect back to the callback is a cross-site navigation.
        if (request.reply) {
          setCookie(request.reply, STATE_COOKIE, token, {
            path: STATE_COOKIE_PATH,
            maxAgeSeconds: STATE_TTL_SECONDS,
            sameSite: 'Lax',
            secure: secureCookies(config, request),
          });
        }
      },
      loadState: async (request: FastifyRequest) => {
        const claims = await readStateClaims(request, tokens);
        if (!claims || typeof claims.state !== 'string' || typeof claims.nonce !== 'string' || typeof claims.binding !== 'string') {
          return null;
        }
        return {
          state: claims.state,
          nonce: claims.nonce,
          codeVerifier: String(claims.codeVerifier),
          redirectTo: String(claims.redirectTo ?? '/'),
          binding: claims.binding,
        };
      },
    });
  }

  /** The binding secret of this browser's state cookie, for redeeming the sign-in code. */
  static async bindingOf(request: FastifyRequest, tokens: TokenService): Promise<string | null> {
    const claims = await readStateClaims(request, tokens);
    return typeof claims?.binding === 'string' ? claims.binding : null;
  }

  validate(claims: OidcClaims) {
    return this.accounts.findOrCreate(claims);
  }
}
