import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import * as oidc from 'openid-client';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config';
import { TokenService } from '../../../core/auth/token.service';
import { resolveLinkOrigin } from '../link-origin';
import { GoogleAccountService } from './google-account.service';
import { OidcPassportStrategy, type OidcClaims, type OidcState } from './oidc-passport.strategy';

const STATE_COOKIE = 'gb_oidc_state';
const STATE_TTL_SECONDS = 600;

function readCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The site origin for this request: PUBLIC_URL, or a local address in development. */
export function siteOrigin(config: AppConfig, request: Request): string {
  return resolveLinkOrigin(config, `${request.protocol}://${request.get('host') ?? ''}`);
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
      callbackUrl: (request: Request) => `${siteOrigin(config, request)}/api/auth/google/callback`,
      saveState: async (request: Request, state: OidcState) => {
        const token = await tokens.signPurposeToken('oidc-state', 'oidc', { ...state }, STATE_TTL_SECONDS);
        const secure = request.protocol === 'https' ? '; Secure' : '';
        request.res?.setHeader(
          'Set-Cookie',
          `${STATE_COOKIE}=${token}; Path=/api/auth/google; HttpOnly; SameSite=Lax; Max-Age=${STATE_TTL_SECONDS}${secure}`,
        );
      },
      loadState: async (request: Request) => {
        const token = readCookie(request, STATE_COOKIE);
        const claims = token ? await tokens.verifyPurposeToken(token, 'oidc-state') : null;
        if (!claims || typeof claims.state !== 'string' || typeof claims.nonce !== 'string') return null;
        return {
          state: claims.state,
          nonce: claims.nonce,
          codeVerifier: String(claims.codeVerifier),
          redirectTo: String(claims.redirectTo ?? '/'),
        };
      },
    });
  }

  validate(claims: OidcClaims) {
    return this.accounts.findOrCreate(claims);
  }
}
